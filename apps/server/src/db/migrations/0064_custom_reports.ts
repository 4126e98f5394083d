/**
 * Custom reports (issue 21, decision 0046): a saved definition (description, the query:
 * dimensions, measures, the saved `/subs` filter and field conditions). Runs store nothing.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE custom_reports (
       id text COLLATE "C" PRIMARY KEY,
       description text NOT NULL,
       query jsonb NOT NULL,
       created_by text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX custom_reports_description ON custom_reports (lower(description))`,
  ]);
}
