/**
 * The benchmark's authenticated caller: signs in as the demo admin through `POST /users/auth/`,
 * or, while sign-in is not implemented (501), mints a session with the token service.
 */
import { basicAuthHeader } from "@canvass/sdk/tokens";
import type { ServerDeps } from "../src/services.js";

export const BENCH_USER = { username: "admin", password: "canvass-admin-demo" } as const;

export interface BenchSession {
  readonly authorization: string;
  /** How the session was made. */
  readonly via: "signIn" | "token service";
}

interface SignedIn {
  status?: string;
  token?: string;
  player?: string;
}

export async function benchSession(base: string, deps: ServerDeps): Promise<BenchSession> {
  const response = await fetch(`${base}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_USER),
  });
  if (response.ok) {
    const body = (await response.json()) as SignedIn;
    if (body.status === "signedIn" && body.token !== undefined && body.player !== undefined) {
      return { authorization: basicAuthHeader(body.player, body.token), via: "signIn" };
    }
  }
  const player = await deps.db
    .selectFrom("players")
    .select(["id", "team", "role"])
    .where("username", "=", BENCH_USER.username)
    .executeTakeFirstOrThrow();
  const issued = await deps.tokens.issue({
    player: player.id,
    team: player.team,
    role: player.role,
  });
  return { authorization: basicAuthHeader(player.id, issued.token), via: "token service" };
}
