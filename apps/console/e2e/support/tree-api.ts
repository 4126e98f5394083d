/**
 * The hierarchy tests' own data, made and checked through the API from the test process: fresh
 * teams with run-unique titles (so no test depends on another's data or on counts others change),
 * a team's parent as the server keeps it, the tree the server gives a user, and a move sent
 * directly (to prove the server's own refusal of a cycle).
 */
import type { Schema } from "@canvass/sdk/contract";
import { authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

const api = (path: string) => `${e2eEnv().baseUrl}/api${path}`;

/** An answer's status and JSON body (`undefined` when it had none). */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

async function send(
  session: SignedIn,
  method: "GET" | "PUT" | "POST",
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const answer = await fetch(api(path), {
    method,
    headers: {
      authorization: authorization(session),
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { status: answer.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) };
}

let runs = 0;
/**
 * A prefix no other run or test uses (`Tree e2e <time>-<n>`): a test's teams are titled
 * `<prefix> <label>`, so searching for the prefix shows exactly that test's teams.
 */
export function uniquePrefix(): string {
  runs += 1;
  return `Tree e2e ${Date.now().toString(36)}-${String(runs)}`;
}

/** Creates a team under `parent`; returns it. */
export async function createTeam(
  session: SignedIn,
  title: string,
  parent: string,
): Promise<Schema<"Team">> {
  const answer = await send(session, "PUT", "/teams/", { title, parent });
  if (answer.status !== 201) {
    throw new Error(`create team ${title}: HTTP ${String(answer.status)}`);
  }
  return answer.body as Schema<"Team">;
}

/** The parent of a team as the server keeps it. */
export async function parentOf(session: SignedIn, id: string): Promise<string | null> {
  const answer = await send(session, "GET", `/teams/${id}/`);
  if (answer.status !== 200) throw new Error(`GET team ${id}: HTTP ${String(answer.status)}`);
  return (answer.body as Schema<"Team">).parent;
}

/** `POST /teams/{id}/` with `{ parent }`: the answer as it is, success or not. */
export function moveTeam(session: SignedIn, id: string, parent: string): Promise<ApiAnswer> {
  return send(session, "POST", `/teams/${id}/`, { parent });
}

/** The hierarchy the server gives the user. */
export async function teamTree(session: SignedIn): Promise<Schema<"TeamTree">> {
  const answer = await send(session, "GET", "/teams/tree/");
  if (answer.status !== 200) throw new Error(`GET /teams/tree/: HTTP ${String(answer.status)}`);
  return answer.body as Schema<"TeamTree">;
}

/** The root of a tree answer (the node without a parent in the answer). */
export function rootOf(tree: Schema<"TeamTree">): Schema<"TeamTreeNode"> {
  const ids = new Set(tree.nodes.map((node) => node.id));
  const root = tree.nodes.find((node) => node.parent === null || !ids.has(node.parent));
  if (root === undefined) throw new Error("the tree has no root");
  return root;
}
