/**
 * Test helpers of this area: sessions minted straight from the token service (so these tests do
 * not depend on sign-in), and small readers of the seeded demo data.
 */
import { basicAuthHeader } from "@canvass/sdk/tokens";
import type { ApiSession, TestApi } from "../../testing/api-harness.js";

/** A session for a seeded user, by username. */
export async function sessionFor(api: TestApi, username: string): Promise<ApiSession> {
  const player = await api.handle.db
    .selectFrom("players")
    .select(["id", "team", "role"])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  const issued = await api.deps.tokens.issue({
    player: player.id,
    team: player.team,
    role: player.role,
  });
  return {
    player: player.id,
    team: player.team,
    role: player.role,
    token: issued.token,
    authorization: basicAuthHeader(player.id, issued.token),
  };
}

/** Sessions for every demo role, by role name. */
export async function demoSessions(api: TestApi): Promise<Record<DemoRole, ApiSession>> {
  const entries = await Promise.all(
    DEMO_USERS.map(async ([role, username]) => [role, await sessionFor(api, username)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoRole, ApiSession>;
}

export type DemoRole = "root" | "admin" | "manager" | "client" | "callcenter" | "rep";

const DEMO_USERS: readonly (readonly [DemoRole, string])[] = [
  ["root", "root"],
  ["admin", "admin"],
  ["manager", "manager"],
  ["client", "client"],
  ["callcenter", "callcenter"],
  ["rep", "rep"],
];

/** The id of a seeded row by a column value (teams by title, campaigns by title, …). */
export async function idOf(
  api: TestApi,
  table: "teams" | "campaigns" | "players",
  column: "title" | "username",
  value: string,
): Promise<string> {
  const row = await api.handle.db
    .selectFrom(table)
    .select("id")
    .where(column as never, "=", value as never)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Waits for the next wall-clock second. HTTP dates have one-second resolution, and the server
 * never answers 304 while the second of the latest change is still running.
 */
export async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_001 - (Date.now() % 1_000)));
}
