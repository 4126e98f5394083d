/**
 * Batch edit (decision 0041): the report of a `batch-edit` job, one row per submission it
 * handled (changed, unchanged, failed with the reason), written chunk by chunk so a cancelled
 * or interrupted job still reports what it did. Deleted with its job row.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE batch_edit_rows (
       job uuid NOT NULL REFERENCES job_runs (id) ON DELETE CASCADE,
       account text COLLATE "C" NOT NULL,
       seq integer NOT NULL,
       outcome text NOT NULL CHECK (outcome IN ('changed', 'unchanged', 'failed')),
       message text NOT NULL DEFAULT '',
       PRIMARY KEY (job, account)
     )`,
  ]);
}
