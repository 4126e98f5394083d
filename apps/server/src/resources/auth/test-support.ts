/**
 * Helpers for this area's integration tests: player rows by username, the throttle table reset
 * between tests, TOTP codes computed independently with `otpauth`, and whether a session still
 * works over HTTP.
 */
import type { Role } from "@canvass/sdk/permissions";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { USERS } from "../../db/seed/plan.js";
import type { ApiAnswer, ApiSession, TestApi } from "../../testing/api-harness.js";

export interface PlayerRow {
  readonly id: string;
  readonly team: string;
  readonly role: Role;
  readonly username: string;
  readonly email: string;
  readonly password_hash: string;
  readonly totp_secret: string | null;
  readonly totp_enabled: boolean;
}

export async function playerRow(api: TestApi, username: string): Promise<PlayerRow> {
  return api.handle.db
    .selectFrom("players")
    .select([
      "id",
      "team",
      "role",
      "username",
      "email",
      "password_hash",
      "totp_secret",
      "totp_enabled",
    ])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
}

/** An active generated (not named demo) player of `role` in the team with this title. */
export async function playerInTeam(
  api: TestApi,
  teamTitle: string,
  role: Role,
): Promise<PlayerRow> {
  const row = await api.handle.db
    .selectFrom("players")
    .innerJoin("teams", "teams.id", "players.team")
    .select("players.username")
    .where("teams.title", "=", teamTitle)
    .where("players.role", "=", role)
    .where("players.status", "=", 1)
    .where(
      "players.username",
      "not in",
      USERS.map((user) => user.username),
    )
    .orderBy("players.id")
    .executeTakeFirstOrThrow();
  return playerRow(api, row.username);
}

/** Forgets every failed attempt, so each test starts unthrottled. */
export async function clearAttempts(api: TestApi): Promise<void> {
  await api.handle.db.deleteFrom("auth_attempts").execute();
}

/** The TOTP code of a base32 secret at an instant (RFC 6238, 30 s, 6 digits). */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** Whether the session's token is still accepted (any answer but 401). */
export async function sessionWorks(api: TestApi, session: ApiSession): Promise<boolean> {
  const answer = await api.call("checkUserExists", { as: session, body: { username: "nobody" } });
  return answer.status !== 401;
}

export interface Problem {
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly errors?: readonly { field: string; message: string; code?: string }[];
}

/** Asserts a 422 naming exactly `field`. */
export function expectFieldError(answer: ApiAnswer, field: string): void {
  expect(answer.status).toBe(422);
  const body = answer.body as Problem;
  expect(body.errors?.map((error) => error.field)).toEqual([field]);
}

/** A date `seconds` after `from`. */
export function later(from: Date, seconds: number): Date {
  return new Date(from.getTime() + seconds * 1000);
}
