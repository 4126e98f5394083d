/**
 * The job queue's companion table (decision 0024). pg-boss keeps its own tables in its own
 * schema (`pgboss`) and decides which process runs a job; `job_runs` holds what the API shows
 * of a job and what pg-boss does not keep: the owner, the progress, the result or the error, and
 * a heartbeat that tells a job whose process died from one that is still running. Its id is the
 * pg-boss job's id. One active job per (kind, singleton key): the partial unique index.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE job_runs (
       id uuid PRIMARY KEY,
       kind text NOT NULL,
       owner text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       payload jsonb NOT NULL DEFAULT '{}'::jsonb,
       status text NOT NULL DEFAULT 'queued'
         CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
       singleton_key text,
       progress_done bigint NOT NULL DEFAULT 0,
       progress_total bigint,
       result jsonb,
       error text,
       attempts integer NOT NULL DEFAULT 0,
       max_attempts integer NOT NULL DEFAULT 2,
       start_after timestamptz,
       created timestamptz NOT NULL DEFAULT now(),
       started timestamptz,
       finished timestamptz,
       heartbeat timestamptz,
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX job_runs_owner_created ON job_runs (owner, created DESC, id DESC)`,
    `CREATE INDEX job_runs_created ON job_runs (created DESC, id DESC)`,
    `CREATE INDEX job_runs_running ON job_runs (heartbeat) WHERE status = 'running'`,
    `CREATE UNIQUE INDEX job_runs_singleton ON job_runs (kind, singleton_key)
       WHERE singleton_key IS NOT NULL AND status IN ('queued', 'running')`,
  ]);
}
