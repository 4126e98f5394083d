/**
 * Writes through the API for the user-screen tests: create users and teams with unique names, so
 * each test makes its own data and does not depend on what other tests change.
 */
import type { Schema } from "@canvass/sdk/contract";
import { authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

export type Player = Schema<"Player">;

/** A signed-in call of the API; throws unless the answer is one of `expect`. */
export async function apiSend<T>(
  session: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  expect: readonly number[] = [200, 201],
): Promise<T> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: authorization(session),
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!expect.includes(answer.status)) {
    throw new Error(`${method} ${path}: HTTP ${answer.status} ${await answer.text()}`);
  }
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

let counter = 0;
/** A name no other test uses: a prefix, the time and a counter. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${String(counter)}`;
}

export function createUser(
  session: SignedIn,
  fields: { username: string; team: string; role?: string; firstname?: string; lastname?: string },
): Promise<Player> {
  return apiSend<Player>(session, "PUT", "/players/", {
    firstname: fields.firstname ?? "Test",
    lastname: fields.lastname ?? fields.username,
    username: fields.username,
    email: `${fields.username}@example.org`,
    password: "correct-horse-battery",
    role: fields.role ?? "rep",
    team: fields.team,
    status: 1,
  });
}

export const getUser = (session: SignedIn, id: string): Promise<Player> =>
  apiSend<Player>(session, "GET", `/players/${id}/`);
