/**
 * The messages of a chat (issue 22): the conversation `/chats` opens read-only
 * (`GET /chats/{id}/messages/`, designed). `author` is `donor` or `player` (the fundraiser who
 * handles the chat, `chats.player`). A chat's `messages`, `last_message` and `updated` stay
 * what the chat row says (the app that carries the conversation writes both).
 */
import type { Kysely } from "kysely";
import { changeTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE chat_messages (
       id text COLLATE "C" PRIMARY KEY,
       chat text COLLATE "C" NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
       author text NOT NULL CHECK (author IN ('donor', 'player')),
       body text NOT NULL,
       sent timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX chat_messages_chat_sent ON chat_messages (chat, sent, id)`,
    ...changeTriggers("chat_messages"),
  ]);
}
