/** Helpers for migrations written as raw SQL. */
import { sql } from "kysely";
import type { Kysely } from "kysely";

/**
 * Runs DDL statements in order, one query each (the extended protocol that both drivers use
 * takes a single statement per query).
 */
export async function runStatements(
  db: Kysely<unknown>,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * The triggers every entity table gets: `updated` is set on each row update, and
 * `table_changes` records when the table last changed (for the `Last-Modified` of lists).
 */
export function entityTriggers(table: string, timestampColumn = "updated"): string[] {
  const touch = timestampColumn === "modified" ? "touch_modified" : "touch_updated";
  return [
    `CREATE TRIGGER ${table}_touch BEFORE UPDATE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION ${touch}()`,
    ...changeTriggers(table),
  ];
}

/** Only the `table_changes` triggers (tables without an `updated` column). */
export function changeTriggers(table: string): string[] {
  return [
    `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION note_table_change()`,
    `CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION note_table_change()`,
  ];
}
