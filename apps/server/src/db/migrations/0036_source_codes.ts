/**
 * Source codes (decision 0034): the marketing code a sign-up came from, per campaign, with an
 * optional active period. A code is unique within its campaign without regard to case (the
 * SDK's `sourceCodeKey`); the unique index catches the races the handler's check cannot.
 */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE source_codes (
       id text COLLATE "C" PRIMARY KEY,
       name text NOT NULL,
       code text NOT NULL,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       description text,
       active_from date,
       active_to date,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),
       CHECK (active_from IS NULL OR active_to IS NULL OR active_from <= active_to)
     )`,
    `CREATE UNIQUE INDEX source_codes_campaign_code ON source_codes (campaign, upper(code))`,
    `CREATE INDEX source_codes_name ON source_codes (name, id)`,
    ...entityTriggers("source_codes"),
  ]);
}
