/**
 * E-mail templates (decision 0039): templates, their numbered versions (exactly one active once
 * there is one; numbers never reused, so `next_version` only grows) and the reusable blocks
 * (header, footer, signature, legal text) versions insert by name, one per name and locale.
 */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE email_templates (
       id text COLLATE "C" PRIMARY KEY,
       name text NOT NULL,
       subject text NOT NULL,
       description text,
       active_version integer,
       next_version integer NOT NULL DEFAULT 1,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX email_templates_name ON email_templates (lower(name))`,
    ...entityTriggers("email_templates"),
    `CREATE TABLE email_template_versions (
       template text COLLATE "C" NOT NULL REFERENCES email_templates (id) ON DELETE CASCADE,
       v integer NOT NULL,
       subject text NOT NULL,
       preheader text NOT NULL DEFAULT '',
       locale text NOT NULL DEFAULT 'en',
       html text NOT NULL,
       text text,
       blocks jsonb NOT NULL DEFAULT '[]'::jsonb,
       author text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (template, v)
     )`,
    ...entityTriggers("email_template_versions"),
    `CREATE TABLE email_blocks (
       id text COLLATE "C" PRIMARY KEY,
       name text NOT NULL,
       kind text NOT NULL CHECK (kind IN ('header', 'footer', 'signature', 'legal', 'other')),
       locale text NOT NULL,
       content text NOT NULL,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX email_blocks_name ON email_blocks (name, locale)`,
    ...entityTriggers("email_blocks"),
  ]);
}
