/**
 * Test helpers of the people area: sessions minted straight from the token service (so these
 * tests do not depend on the sign-in handler), and the seeded ids by username or team title.
 */
import { sql } from "kysely";
import type { TestApi } from "../../testing/api-harness.js";

export { playerId, sessionFor, sessionsFor, teamId } from "../../testing/lookups.js";

export interface Problem {
  readonly status: number;
  readonly detail?: string;
  readonly errors?: readonly {
    readonly field: string;
    readonly message: string;
    readonly code?: string;
  }[];
}

/** A field player (generated) of a team, by the team's title. */
export async function memberOf(api: TestApi, title: string, role = "rep"): Promise<string> {
  const row = await api.handle.db
    .selectFrom("players")
    .innerJoin("teams", "teams.id", "players.team")
    .select("players.id")
    .where("teams.title", "=", title)
    .where("players.role", "=", role as never)
    .orderBy("players.id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Row counts of tables, to show a refused write changed nothing. */
export async function counts(
  api: TestApi,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(api.handle.db);
    result[table] = rows[0]?.count ?? -1;
  }
  return result;
}
