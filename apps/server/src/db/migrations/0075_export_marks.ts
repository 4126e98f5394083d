/**
 * "Mark as exported" (issue 21, decision 0051): an instance's `mark_exported` flag, and the
 * marks its runs leave — one row per submission a run wrote. A mark counts only while its run
 * is `done` in the delivery log, so the marks a failed or cancelled run wrote mean nothing (and
 * are deleted with it); marks are per instance.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE export_options ADD COLUMN mark_exported boolean NOT NULL DEFAULT false`,
    `CREATE TABLE export_marks (
       option text COLLATE "C" NOT NULL REFERENCES export_options (id) ON DELETE CASCADE,
       account text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
       run text COLLATE "C" NOT NULL REFERENCES export_runs (id) ON DELETE CASCADE,
       PRIMARY KEY (option, account, run)
     )`,
    `CREATE INDEX export_marks_run ON export_marks (run)`,
  ]);
}
