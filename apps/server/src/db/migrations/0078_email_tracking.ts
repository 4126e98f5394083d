/**
 * Delivery and open tracking (issue 24, decision 0061): when a relay's delivery report (DSN,
 * RFC 3464) said the message was delivered, when the recipient first opened it (the tracking
 * pixel, only for mail sent with open tracking on: its random token is the pixel's capability),
 * and where a bounce came from (the signed webhook or a DSN received over SMTP) with its
 * enhanced status code.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE email_messages ADD COLUMN delivered timestamptz`,
    `ALTER TABLE email_messages ADD COLUMN opened timestamptz`,
    `ALTER TABLE email_messages ADD COLUMN open_token text COLLATE "C"`,
    `ALTER TABLE email_bounces ADD COLUMN source text NOT NULL DEFAULT 'webhook'
       CHECK (source IN ('webhook', 'dsn'))`,
    `ALTER TABLE email_bounces ADD COLUMN status_code text`,
  ]);
}
