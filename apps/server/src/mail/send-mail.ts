/**
 * The one way the server sends mail (decision 0040). `sendMail(services, message)` writes the
 * message to the messages log (`email_messages`) and delivers it with the configured transport:
 *
 * - no relay (the embedded default): delivered at once to the local `outbox` table, in the same
 *   transaction (it cannot fail, so there is nothing to retry);
 * - a relay (`CANVASS_SMTP_URL`): a `mail-send` job on the queue (decision 0024) sends it over
 *   SMTP, DKIM-signed with the sender domain's key, with retries and back-off
 *   (`mail-job.ts`).
 *
 * A hard-bounced address is not sent to: the message is logged `blocked`. `queueMail` does the
 * same inside a caller's transaction (a password reset with its token); the caller then calls
 * `dispatchQueuedMail` after the commit — and a sweep dispatches anything a caller left.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/index.js";
import { newShortId } from "../db/index.js";
import type { JobQueue } from "../jobs/index.js";
import type { LogLine } from "../services.js";
import { newOpenToken } from "./open-tracking.js";
import type { MailSettings } from "./settings.js";

export const MAIL_SEND_KIND = "mail-send";

/** What `sendMail` needs of the server. */
export interface MailServices {
  readonly db: Kysely<Database>;
  readonly queue: JobQueue;
  readonly mail: MailSettings;
  readonly now: () => Date;
  readonly log: LogLine;
}

/** A sender on a validated sender domain. */
export interface MailSender {
  /** The sender domain's id (`email_domains`); it must be `valid`. */
  readonly domain: string;
  /** The address's local part (`receipts` of `receipts@mail.example.org`). */
  readonly localPart: string;
  /** The display name. */
  readonly name?: string | undefined;
}

/** A rendered message to send. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  /** The HTML part, already rendered (and escaped) by the caller. */
  readonly html?: string | undefined;
  /** The plain-text part. */
  readonly text: string;
  /** Without it: the server's own sender (`CANVASS_MAIL_FROM`), not DKIM-signed. */
  readonly from?: MailSender | undefined;
  readonly campaign?: string | undefined;
  readonly account?: string | undefined;
  readonly template?: string | undefined;
  readonly version?: number | undefined;
  /** A second message with the same key is not sent again: the first one is answered. */
  readonly idempotencyKey?: string | undefined;
  /**
   * Track opens (template mail; decision 0061): only with an HTML part, through the relay, and
   * while `CANVASS_OPEN_TRACKING_URL` is set. System mail leaves it off.
   */
  readonly trackOpens?: boolean | undefined;
}

export type QueuedStatus = "queued" | "sent" | "blocked";

/** The message as logged. */
export interface QueuedMail {
  readonly id: string;
  readonly status: QueuedStatus;
  readonly transport: "outbox" | "smtp";
  /** The outbox row (embedded default only). */
  readonly outboxId?: number | undefined;
}

/** A message the pipeline refuses (a caller's mistake, not a delivery failure). */
export class MailRefusedError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = "MailRefusedError";
  }
}

const ADDRESS = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

async function senderAddress(
  trx: Kysely<Database>,
  settings: MailSettings,
  from: MailSender | undefined,
): Promise<{ address: string; domain: string | null }> {
  if (from === undefined) return { address: settings.defaultFrom, domain: null };
  const row = await trx
    .selectFrom("email_domains")
    .select(["id", "domain", "status"])
    .where("id", "=", from.domain)
    .executeTakeFirst();
  if (row === undefined) throw new MailRefusedError(`No sender domain ${from.domain}.`, "from");
  if (row.status !== "valid") {
    throw new MailRefusedError(`The sender domain ${row.domain} is not validated.`, "from");
  }
  const address = `${from.localPart}@${row.domain}`;
  if (!ADDRESS.test(address)) throw new MailRefusedError(`${address} is not an address.`, "from");
  const named =
    from.name === undefined ? address : `"${from.name.replace(/["\\\r\n]/g, "")}" <${address}>`;
  return { address: named, domain: row.id };
}

/** The latest hard bounce of an address, if any: such an address is not sent to. */
export async function hardBounceOf(
  db: Kysely<Database>,
  address: string,
): Promise<{ created: Date } | undefined> {
  return db
    .selectFrom("email_bounces")
    .select("created")
    .where(sql<string>`lower(email)`, "=", address.toLowerCase())
    .where("type", "=", "hard")
    .orderBy("created", "desc")
    .executeTakeFirst();
}

/**
 * Logs the message in `trx` and, on the embedded default, delivers it to the outbox. A message
 * for the relay stays `queued` until `dispatchQueuedMail` gives it a job.
 */
export async function queueMail(
  trx: Kysely<Database>,
  services: Pick<MailServices, "mail" | "now">,
  message: OutgoingMail,
): Promise<QueuedMail> {
  if (!ADDRESS.test(message.to))
    throw new MailRefusedError(`${message.to} is not an address.`, "to");
  if (message.idempotencyKey !== undefined) {
    const earlier = await trx
      .selectFrom("email_messages as m")
      .leftJoin("outbox as o", "o.message", "m.id")
      .select(["m.id", "m.status", "m.transport", "o.id as outboxId"])
      .where("m.idempotency_key", "=", message.idempotencyKey)
      .executeTakeFirst();
    if (earlier !== undefined) {
      return {
        id: earlier.id,
        status:
          earlier.status === "blocked"
            ? "blocked"
            : earlier.status === "queued"
              ? "queued"
              : "sent",
        transport: earlier.transport === "smtp" ? "smtp" : "outbox",
        outboxId: earlier.outboxId ?? undefined,
      };
    }
  }
  const now = services.now();
  const transport = services.mail.relayUrl === undefined ? "outbox" : "smtp";
  const from = await senderAddress(trx, services.mail, message.from);
  const bounce = await hardBounceOf(trx, message.to);
  const status: QueuedStatus =
    bounce !== undefined ? "blocked" : transport === "outbox" ? "sent" : "queued";
  const id = await newShortId(trx, "emailmessage");
  await trx
    .insertInto("email_messages")
    .values({
      id,
      idempotency_key: message.idempotencyKey ?? null,
      to_address: message.to,
      from_address: from.address,
      from_domain: from.domain,
      subject: message.subject,
      html: message.html ?? null,
      text_body: message.text,
      template: message.template ?? null,
      version: message.version ?? null,
      account: message.account ?? null,
      campaign: message.campaign ?? null,
      open_token:
        message.trackOpens === true &&
        message.html !== undefined &&
        transport === "smtp" &&
        services.mail.openTrackingUrl !== undefined
          ? newOpenToken()
          : null,
      transport,
      status,
      attempts: status === "sent" ? 1 : 0,
      error:
        bounce === undefined
          ? null
          : `The address bounced permanently on ${bounce.created.toISOString()}.`,
      created: now,
      sent: status === "sent" ? now : null,
      updated: now,
    })
    .execute();
  if (status !== "sent") return { id, status, transport };
  const outbox = await trx
    .insertInto("outbox")
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      created: now,
      message: id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, status, transport, outboxId: outbox.id };
}

/**
 * Gives every relay message still `queued` without a job (all of them, or those of `ids`) its
 * `mail-send` job. Safe to call twice: one job per attempt (singleton key `<id>:<attempt>`), and the job skips a
 * message that is no longer queued.
 */
export async function dispatchQueuedMail(
  services: MailServices,
  ids?: readonly string[],
): Promise<number> {
  if (ids?.length === 0) return 0;
  let pending = services.db
    .selectFrom("email_messages")
    .select("id")
    .where("transport", "=", "smtp")
    .where("status", "=", "queued")
    .where("job_id", "is", null);
  if (ids !== undefined) pending = pending.where("id", "in", [...ids]);
  const rows = await pending.select("attempts").orderBy("created").limit(1000).execute();
  for (const { id, attempts } of rows) {
    const job = await services.queue.enqueue(
      MAIL_SEND_KIND,
      { message: id },
      { owner: null, singletonKey: `${id}:${attempts + 1}` },
    );
    await services.db
      .updateTable("email_messages")
      .set({ job_id: job.id })
      .where("id", "=", id)
      .where("job_id", "is", null)
      .execute();
  }
  return rows.length;
}

/**
 * Sends one rendered message: logs it, delivers it (outbox) or queues its job (relay), and
 * answers the logged message. Throws `MailRefusedError` for a bad address or sender domain.
 */
export async function sendMail(services: MailServices, message: OutgoingMail): Promise<QueuedMail> {
  const queued = await services.db
    .transaction()
    .execute((trx) => queueMail(trx, services, message));
  if (queued.status === "queued") await dispatchQueuedMail(services, [queued.id]);
  services.log(
    { to: message.to, subject: message.subject, messageId: queued.id, status: queued.status },
    "mail queued",
  );
  return queued;
}
