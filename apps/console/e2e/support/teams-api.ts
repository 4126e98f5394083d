/**
 * Writes and reads through the API for the team-screen tests: each test makes its own teams with
 * unique titles, so it depends neither on the order of the tests nor on what other files change.
 */
import type { Schema } from "@canvass/sdk/contract";
import { authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

export type Team = Schema<"Team">;

/** A signed-in call of the API; throws unless the answer is 200 or 201. */
async function teamsApi<T>(session: SignedIn, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${e2eEnv().baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: authorization(session),
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${method} ${path}: HTTP ${answer.status} ${await answer.text()}`);
  }
  return (await answer.json()) as T;
}

let counter = 0;
/** A title no other test uses: a prefix, the time and a counter. */
export function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${String(counter)}`;
}

export const createTeam = (session: SignedIn, body: Schema<"TeamCreate">): Promise<Team> =>
  teamsApi<Team>(session, "PUT", "/teams/", body);

export const getTeam = (session: SignedIn, id: string): Promise<Team> =>
  teamsApi<Team>(session, "GET", `/teams/${id}/`);

/** The teams in the session's scope (one page of up to 1000), to find seeded ones by title. */
export async function teamByTitle(session: SignedIn, title: string): Promise<Team> {
  const list = await teamsApi<{ Result: Team[] }>(session, "GET", "/teams/?PageSize=1000");
  const team = list.Result.find((item) => item.title === title);
  if (team === undefined) throw new Error(`no team titled ${title}`);
  return team;
}
