/** pg_trgm, the global id registry, `table_changes` and the trigger functions. */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Migrations of several schemas of one database may run at once (tests): one at a time here.
    `SELECT pg_advisory_xact_lock(hashtext('canvass:create-extension'))`,
    `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
    `CREATE TABLE ids (
       id text COLLATE "C" PRIMARY KEY,
       type text NOT NULL,
       created timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE table_changes (
       name text PRIMARY KEY,
       modified timestamptz NOT NULL
     )`,
    `CREATE FUNCTION touch_updated() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.updated := now();
       RETURN NEW;
     END $$`,
    `CREATE FUNCTION touch_modified() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.modified := now();
       RETURN NEW;
     END $$`,
    `CREATE FUNCTION note_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO table_changes (name, modified) VALUES (TG_TABLE_NAME, clock_timestamp())
         ON CONFLICT (name) DO UPDATE SET modified = excluded.modified;
       RETURN NULL;
     END $$`,
  ]);
}
