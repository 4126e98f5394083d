/**
 * Bounces (decision 0040): `listEmailBounces` (ManageEmailBlocks: `emails:get`,
 * `emailManagement`, not `nomanageemails`) and the signed webhook `receiveEmailBounce`, which
 * records a bounce, marks its message `bounced` and — for a hard bounce — blocks the address:
 * `sendMail` logs later messages to it as `blocked` and sends nothing. Bounces that arrive as
 * delivery reports over SMTP go the same way (`mail/bounce-receiver.ts`, decision 0061).
 */
import type { Schema } from "@canvass/sdk/contract";
import { principalOf, requireRule } from "../../auth/index.js";
import { conditional, tablesModified, unauthorized, type HandlerMap } from "../../http/index.js";
import { recordBounce } from "../../mail/index.js";
import type { ServerDeps } from "../../services.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { verifyBounceSignature } from "./bounce-signature.js";

type EmailBounce = Schema<"EmailBounce">;

interface BounceRow {
  readonly id: string;
  readonly email: string;
  readonly type: string;
  readonly reason: string | null;
  readonly message: string | null;
  readonly created: Date;
}

export function toEmailBounce(row: BounceRow): EmailBounce {
  return {
    id: row.id,
    email: row.email,
    type: row.type === "hard" ? "hard" : "soft",
    ...(row.reason === null ? {} : { reason: row.reason }),
    ...(row.message === null ? {} : { messageId: row.message }),
    Created: row.created.toISOString(),
  };
}

export function bounceHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listEmailBounces: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ManageEmailBlocks");
      const window = readListPage(ctx);
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["email_bounces"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      let filtered = db.selectFrom("email_bounces as b");
      if (ctx.query.After !== undefined) {
        filtered = filtered.where("b.created", ">=", new Date(ctx.query.After));
      }
      if (ctx.query.Before !== undefined) {
        filtered = filtered.where("b.created", "<", new Date(ctx.query.Before));
      }
      const rows = await filtered
        .select(["b.id", "b.email", "b.type", "b.reason", "b.message", "b.created"])
        .orderBy("b.created", "desc")
        .orderBy("b.id", "desc")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map(toEmailBounce), Count: count },
      };
    },

    receiveEmailBounce: async (ctx) => {
      const secret = deps.mail.bounceSecret;
      const report = ctx.body;
      const header = ctx.headers["Canvass-Signature"];
      if (
        secret === undefined ||
        header === undefined ||
        !verifyBounceSignature(secret, header, report, new Date())
      ) {
        throw unauthorized("The bounce report's signature is missing, wrong or too old.");
      }
      const now = deps.now();
      const row = await db.transaction().execute((trx) =>
        recordBounce(
          trx,
          {
            email: report.email,
            type: report.type,
            reason: report.reason,
            messageId: report.messageId,
            source: "webhook",
            marksMessage: true,
          },
          now,
        ),
      );
      deps.log({ bounce: row.id, type: row.type, messageId: row.message }, "mail bounced");
      return { status: 201, body: toEmailBounce(row) };
    },
  };
}
