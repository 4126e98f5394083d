/**
 * What happens to a message after it left (decision 0061), recorded the same way whichever
 * way we learn it: a bounce (the signed webhook, or a DSN received over SMTP), a delivery (a
 * DSN's `delivered`), an open (the tracking pixel). The status moves by the SDK's rule
 * (`statusAfterEvent`): forward only, never out of bounced, blocked or failed.
 */
import { statusesBeforeEvent, type BounceType } from "@canvass/sdk/email-delivery";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/index.js";
import { newShortId } from "../db/index.js";

export interface BounceRecord {
  readonly email: string;
  readonly type: BounceType;
  readonly reason?: string | undefined;
  /** The message it is about, when known; an unknown id records the bounce without one. */
  readonly messageId?: string | undefined;
  readonly source: "webhook" | "dsn";
  /** The DSN's enhanced status code. */
  readonly statusCode?: string | undefined;
  /** Whether the message is marked `bounced` (not for a delay notice). */
  readonly marksMessage: boolean;
}

export interface RecordedBounce {
  readonly id: string;
  readonly email: string;
  readonly type: string;
  readonly reason: string | null;
  readonly message: string | null;
  readonly created: Date;
}

/** Records a bounce in `trx` and, when it says so, marks its message `bounced`. */
export async function recordBounce(
  trx: Kysely<Database>,
  bounce: BounceRecord,
  now: Date,
): Promise<RecordedBounce> {
  const reason = bounce.reason?.slice(0, 2000);
  let message: string | undefined;
  if (bounce.messageId !== undefined) {
    const found = await trx
      .selectFrom("email_messages")
      .select("id")
      .where("id", "=", bounce.messageId)
      .executeTakeFirst();
    message = found?.id;
  }
  if (message !== undefined && bounce.marksMessage) {
    await trx
      .updateTable("email_messages")
      .set({ status: "bounced", error: reason ?? `${bounce.type} bounce`, updated: now })
      .where("id", "=", message)
      .where("status", "in", [...statusesBeforeEvent("bounced")])
      .execute();
  }
  const id = await newShortId(trx, "emailbounce");
  return trx
    .insertInto("email_bounces")
    .values({
      id,
      email: bounce.email,
      type: bounce.type,
      reason: reason ?? null,
      message: message ?? null,
      source: bounce.source,
      status_code: bounce.statusCode ?? null,
      created: now,
    })
    .returning(["id", "email", "type", "reason", "message", "created"])
    .executeTakeFirstOrThrow();
}

/** Marks a message `delivered` (a DSN said so); answers whether its status changed. */
export async function recordDelivered(
  db: Kysely<Database>,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable("email_messages")
    .set({ status: "delivered", delivered: now, error: null, updated: now })
    .where("id", "=", messageId)
    .where("status", "in", [...statusesBeforeEvent("delivered")])
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Marks a tracked message `opened` the first time its pixel loads with its token; a wrong
 * token, an untracked or unknown message, a second open change nothing. Only the time of the
 * first open is kept: no address, no user agent, no count.
 */
export async function recordOpened(
  db: Kysely<Database>,
  messageId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable("email_messages")
    .set({
      status: sql<string>`CASE WHEN status IN (${sql.join([
        ...statusesBeforeEvent("opened"),
      ])}) THEN 'opened' ELSE status END`,
      opened: now,
      updated: now,
    })
    .where("id", "=", messageId)
    .where("open_token", "=", token)
    .where("opened", "is", null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
