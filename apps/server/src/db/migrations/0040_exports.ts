/**
 * Exports (decision 0035): export definitions (columns, format, delivery), their instances
 * (export options: filters and an optional schedule) and the delivery log of runs. A run is a
 * job of the queue (`job_runs`, decision 0024; the run's id is the job's id); `export_runs` keeps what the log shows after
 * the job row is gone: who, when, which filter, rows, bytes, duration, destination, outcome.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE exports (
       id text COLLATE "C" PRIMARY KEY,
       description text NOT NULL,
       campaigns text[] NOT NULL DEFAULT '{}',
       fields jsonb NOT NULL,
       format text NOT NULL,
       delivery jsonb NOT NULL DEFAULT '{"method":"download"}'::jsonb,
       sftp_password text,
       created_by text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX exports_description ON exports (lower(description))`,
    `CREATE TABLE export_options (
       id text COLLATE "C" PRIMARY KEY,
       export text COLLATE "C" NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
       description text NOT NULL,
       filters jsonb NOT NULL DEFAULT '{}'::jsonb,
       schedule jsonb,
       created_by text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE UNIQUE INDEX export_options_description ON export_options (export, lower(description))`,
    `CREATE TABLE export_runs (
       id text COLLATE "C" PRIMARY KEY,
       export text COLLATE "C" REFERENCES exports (id) ON DELETE CASCADE,
       option text COLLATE "C" REFERENCES export_options (id) ON DELETE CASCADE,
       owner text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       definition jsonb NOT NULL,
       filters jsonb NOT NULL DEFAULT '{}'::jsonb,
       format text NOT NULL,
       destination text NOT NULL,
       status text NOT NULL DEFAULT 'queued'
         CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
       file text,
       rows bigint,
       bytes bigint,
       message text,
       started timestamptz NOT NULL DEFAULT now(),
       finished timestamptz,
       expires timestamptz
     )`,
    `CREATE INDEX export_runs_option ON export_runs (option, started DESC)`,
  ]);
}
