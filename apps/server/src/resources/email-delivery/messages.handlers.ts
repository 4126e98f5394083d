/**
 * The messages log (`/messages`, ViewCommunications: `emails:get` and the `messageTracking`
 * feature): `listEmailMessages` (newest first; After/Before on the queue time, `q` on the
 * recipient or subject, Campaign, Template, Account) and `getEmailMessage` (with its parts).
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Selectable } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import type { EmailMessagesTable } from "../../db/index.js";
import { conditional, notFound, tablesModified, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { countOf, readListPage, searchCondition, totalOf } from "../lists/index.js";

type EmailMessage = Schema<"EmailMessage">;
type MessageRow = Selectable<EmailMessagesTable>;

const STATUSES: readonly EmailMessage["status"][] = [
  "queued",
  "sent",
  "delivered",
  "opened",
  "clicked",
  "bounced",
  "blocked",
  "failed",
];

/** Only a plain address (the log keeps `"Name" <address>` for the sender). */
const bareAddress = (text: string): string => /<([^>]+)>\s*$/.exec(text)?.[1] ?? text;

export function toEmailMessage(row: MessageRow): EmailMessage {
  return {
    id: row.id,
    to: row.to_address,
    from: bareAddress(row.from_address),
    subject: row.subject.slice(0, 998),
    ...(row.template === null ? {} : { templateId: row.template }),
    ...(row.version === null ? {} : { version: row.version }),
    ...(row.account === null ? {} : { account: row.account }),
    ...(row.campaign === null ? {} : { campaign: row.campaign }),
    status: STATUSES.find((status) => status === row.status) ?? "queued",
    Sent: (row.sent ?? row.created).toISOString(),
    Updated: row.updated.toISOString(),
    ...(row.delivered === null ? {} : { Delivered: row.delivered.toISOString() }),
    ...(row.opened === null ? {} : { Opened: row.opened.toISOString() }),
  };
}

export function messageHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    listEmailMessages: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ViewCommunications");
      const window = readListPage(ctx);
      const cache = conditional(
        ctx.headers["If-Modified-Since"],
        await tablesModified(db, ["email_messages"]),
      );
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const { query } = ctx;
      let filtered = db.selectFrom("email_messages as m");
      if (query.After !== undefined)
        filtered = filtered.where("m.created", ">=", new Date(query.After));
      if (query.Before !== undefined)
        filtered = filtered.where("m.created", "<", new Date(query.Before));
      if (query.Campaign !== undefined)
        filtered = filtered.where("m.campaign", "=", query.Campaign);
      if (query.Template !== undefined)
        filtered = filtered.where("m.template", "=", query.Template);
      if (query.Account !== undefined) filtered = filtered.where("m.account", "=", query.Account);
      const term = query.q?.trim() ?? "";
      if (term !== "") {
        filtered = filtered.where((eb) =>
          eb.or([searchCondition("m.to_address", term), searchCondition("m.subject", term)]),
        );
      }
      const rows = await filtered
        .selectAll("m")
        .orderBy("m.created", "desc")
        .orderBy("m.id", "desc")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(filtered));
      return {
        status: 200,
        headers: cache.headers,
        body: { Result: rows.map(toEmailMessage), Count: count },
      };
    },

    getEmailMessage: async (ctx) => {
      requireRule(principalOf(ctx), "emails", "get", "ViewCommunications");
      const row = await db
        .selectFrom("email_messages")
        .selectAll()
        .where("id", "=", ctx.params.id)
        .executeTakeFirst();
      if (row === undefined) throw notFound(`No message ${ctx.params.id}.`);
      return {
        status: 200,
        body: {
          message: toEmailMessage(row),
          ...(row.html === null ? {} : { html: row.html }),
          text: row.text_body,
          ...(row.error === null ? {} : { error: row.error.slice(0, 2000) }),
          attempts: Math.min(row.attempts, 100),
        },
      };
    },
  };
}
