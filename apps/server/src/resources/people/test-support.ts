/**
 * Test helpers of the people area: sessions minted straight from the token service (so these
 * tests do not depend on the sign-in handler), and the seeded ids by username or team title.
 */
import { basicAuthHeader } from "@canvass/sdk";
import { sql } from "kysely";
import type { ApiSession, TestApi } from "../../testing/api-harness.js";

export interface Problem {
  readonly status: number;
  readonly detail?: string;
  readonly errors?: readonly { readonly field: string; readonly message: string }[];
}

/** A session of the seeded user with this username. */
export async function sessionFor(api: TestApi, username: string): Promise<ApiSession> {
  const row = await api.handle.db
    .selectFrom("players")
    .select(["id", "team", "role"])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  const issued = await api.deps.tokens.issue({ player: row.id, team: row.team, role: row.role });
  return {
    player: row.id,
    team: row.team,
    role: row.role,
    token: issued.token,
    authorization: basicAuthHeader(row.id, issued.token),
  };
}

/** Sessions of several users, by username. */
export async function sessionsFor<const Names extends readonly string[]>(
  api: TestApi,
  usernames: Names,
): Promise<Record<Names[number], ApiSession>> {
  const sessions = await Promise.all(usernames.map((name) => sessionFor(api, name)));
  return Object.fromEntries(usernames.map((name, index) => [name, sessions[index]])) as Record<
    Names[number],
    ApiSession
  >;
}

export async function playerId(api: TestApi, username: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("players")
    .select("id")
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function teamId(api: TestApi, title: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("teams")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
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
