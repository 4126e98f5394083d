/**
 * The reference server's API, called directly from the test process: to sign in without the UI,
 * to learn what the console should show (a failure's `X-Auth-Error`, a real id), and to change
 * server state behind the console's back (revoking its token).
 */
import type { Schema } from "@canvass/sdk/contract";
import { e2eEnv, type E2eLogin } from "./env";

const AUTH_ERROR_HEADER = "x-auth-error";

export type SignedIn = Schema<"SignedInResult">;

const api = (path: string) => `${e2eEnv().baseUrl}/api${path}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(api(path), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** `Basic base64(playerId:token)`, the contract's authentication. */
export function authorization(session: Pick<SignedIn, "player" | "token">): string {
  return `Basic ${Buffer.from(`${session.player}:${session.token}`, "utf8").toString("base64")}`;
}

/** Signs a login in (one step: not for the two-factor user) and returns the token. */
export async function apiSignIn(login: E2eLogin): Promise<SignedIn> {
  const answer = await post("/users/auth/", { username: login.username, password: login.password });
  if (!answer.ok) throw new Error(`sign-in of ${login.username}: HTTP ${answer.status}`);
  const result = (await answer.json()) as Schema<"SignInResult">;
  if (result.status !== "signedIn") throw new Error(`${login.username} needs a second step`);
  return result;
}

/** Revokes a token on the server: later calls with it answer 401. */
export async function apiSignOut(session: SignedIn): Promise<void> {
  const answer = await post("/users/logout/", undefined, {
    authorization: authorization(session),
  });
  if (answer.status !== 204) throw new Error(`sign-out: HTTP ${answer.status}`);
}

function authError(answer: Response, what: string): string {
  const reason = answer.headers.get(AUTH_ERROR_HEADER);
  if (answer.status !== 401 || reason === null || reason === "") {
    throw new Error(`${what}: expected a 401 with a reason, got HTTP ${answer.status}`);
  }
  return reason;
}

/** The reason the server gives for a failed sign-in (its `X-Auth-Error`). */
export async function signInFailureReason(username: string, password: string): Promise<string> {
  return authError(await post("/users/auth/", { username, password }), "sign-in");
}

/** The reason the server gives for a wrong second-step code (a fresh challenge of its own). */
export async function twoFactorFailureReason(login: E2eLogin, code: string): Promise<string> {
  const first = await post("/users/auth/", { username: login.username, password: login.password });
  const result = (await first.json()) as Schema<"SignInResult">;
  if (result.status !== "secondStepRequired") throw new Error("expected a second step");
  return authError(await post("/users/2fa/", { challenge: result.challenge, code }), "2fa");
}

/** A signed-in GET of the API; throws on anything but 200. */
export async function apiGet<T>(session: SignedIn, path: string): Promise<T> {
  const answer = await fetch(api(path), {
    headers: { authorization: authorization(session), accept: "application/json" },
  });
  if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status}`);
  return (await answer.json()) as T;
}

/** The mail the server has written to its outbox so far, oldest first. */
export async function outbox(): Promise<{ to: string; subject: string; body: string }[]> {
  const answer = await fetch(`${e2eEnv().controlUrl}/outbox`);
  if (!answer.ok) throw new Error(`outbox: HTTP ${answer.status}`);
  return (await answer.json()) as { to: string; subject: string; body: string }[];
}
