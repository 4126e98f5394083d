/**
 * `GET /chats/{id}/messages/` (designed, issue 22): one chat as the list shows it and its
 * messages, oldest first (the latest 1000). A chat outside the caller's scope (the rows scope of
 * cancels and check-ins: team subtree, own rows, client campaigns) is a 404.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { rowScope, scopeConditions } from "../accounts/row-scope.js";

/** At most this many messages (the latest ones). */
export const MAX_CHAT_MESSAGES = 1000;

interface ChatRow {
  readonly id: string;
  readonly account: string | null;
  readonly player_name: string | null;
  readonly team_name: string | null;
  readonly campaign_name: string | null;
  readonly channel: Schema<"ChatChannel">;
  readonly last_message: string | null;
  readonly messages: number;
  readonly created: Date;
  readonly updated: Date;
}

export interface ChatConversation {
  readonly body: Schema<"ChatMessageList">;
  /** The later of the chat's and its messages' last change. */
  readonly modified: Date;
}

function chatOf(row: ChatRow): Schema<"Chat"> {
  return {
    ID: row.id,
    AccountID: row.account,
    ...(row.player_name === null ? {} : { PlayerName: row.player_name }),
    ...(row.team_name === null ? {} : { TeamName: row.team_name }),
    ...(row.campaign_name === null ? {} : { CampaignName: row.campaign_name }),
    Channel: row.channel,
    ...(row.last_message === null ? {} : { LastMessage: row.last_message }),
    Messages: row.messages,
    Created: row.created.toISOString(),
    Updated: row.updated.toISOString(),
  };
}

export async function chatConversation(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<ChatConversation> {
  const scope = await rowScope(db, principal);
  const conditions = [sql`r.id = ${id}`, ...scopeConditions(scope)];
  const { rows } = await sql<ChatRow>`
    SELECT r.id, r.account, p.full_name AS player_name, t.title AS team_name,
      c.title AS campaign_name, r.channel, r.last_message, r.messages, r.created, r.updated
    FROM chats r
    LEFT JOIN players p ON p.id = r.player
    LEFT JOIN teams t ON t.id = r.team
    LEFT JOIN campaigns c ON c.id = r.campaign
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const chat = rows[0];
  if (chat === undefined) throw notFound(`There is no chat ${id} you can see.`);
  const messages = await db
    .selectFrom("chat_messages")
    .select(["id", "author", "body", "sent"])
    .where("chat", "=", id)
    .orderBy("sent", "desc")
    .orderBy("id", "desc")
    .limit(MAX_CHAT_MESSAGES)
    .execute();
  messages.reverse();
  const latest = Math.max(chat.updated.getTime(), ...messages.map((m) => m.sent.getTime()));
  return {
    body: {
      Chat: chatOf(chat),
      Messages: messages.map((message) => ({
        ID: message.id,
        Author: message.author,
        Body: message.body,
        Sent: message.sent.toISOString(),
      })),
    },
    modified: new Date(latest),
  };
}
