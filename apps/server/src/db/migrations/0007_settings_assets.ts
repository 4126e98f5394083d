/** Per-user preferences, settings documents and stored assets (files). */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE preferences (
       player text COLLATE "C" PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
       data jsonb NOT NULL DEFAULT '{}',
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    ...entityTriggers("preferences"),
    `CREATE TABLE settings (
       key text PRIMARY KEY,
       data jsonb NOT NULL DEFAULT '{}',
       modified timestamptz NOT NULL DEFAULT now()
     )`,
    ...entityTriggers("settings", "modified"),
    // "C" collation: listing a folder is a prefix range scan of the primary key.
    `CREATE TABLE assets (
       path text COLLATE "C" PRIMARY KEY CHECK (path !~ '(^|/)\\.\\.(/|$)' AND path !~ '^/'),
       content_type text NOT NULL,
       bytes bytea NOT NULL,
       size integer GENERATED ALWAYS AS (octet_length(bytes)) STORED,
       created timestamptz NOT NULL DEFAULT now(),
       modified timestamptz NOT NULL DEFAULT now()
     )`,
    ...entityTriggers("assets", "modified"),
  ]);
}
