/**
 * Export schedules firing (decision 0043): `last_fired` is the scheduled instant an instance's
 * schedule last fired for. The scheduler claims a due instant by moving it with a compare-and-set
 * (`WHERE last_fired IS NOT DISTINCT FROM <seen>`), so of several server processes on one
 * database exactly one queues the run.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`ALTER TABLE export_options ADD COLUMN last_fired timestamptz`]);
}
