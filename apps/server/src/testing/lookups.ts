/**
 * Shared helpers of the integration tests: sessions minted straight from the token service (no
 * argon2 cost, no dependency on the sign-in handler), and seeded ids by username, title or name.
 */
import { basicAuthHeader } from "@canvass/sdk/tokens";
import type { ApiSession, TestApi } from "./api-harness.js";

/** The demo users whose usernames are their roles. */
export const DEMO_ROLES = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

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

/** A session for the demo user of every role. */
export function sessionsByRole(api: TestApi): Promise<Record<DemoRole, ApiSession>> {
  return sessionsFor(api, DEMO_ROLES);
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

export async function campaignId(api: TestApi, title: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("campaigns")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function clientId(api: TestApi, name: string): Promise<string> {
  const row = await api.handle.db
    .selectFrom("clients")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}
