/**
 * Test fixtures for a signed-in (or signed-out) session without a server: the session machine
 * with its reads provided from fixtures, so loaders and components see a real session actor.
 */
import { sessionMachine } from "@canvass/machines";
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import { createActor, fromPromise, waitFor } from "xstate";
import type { SessionActor } from "../session/session-actor";

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token the console accepts (three parts, decodable, expiring in an hour). */
export function fixtureToken(claims: { player: string; team: string; role: Role }): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: "HS256" })}.${base64Url({ ...claims, exp })}.c2ln`;
}

export function fixtureUser(id: string, team: string, role: Role): Schema<"Player"> {
  return {
    id,
    firstname: "Sam",
    lastname: "Rivera",
    full_name: "Sam Rivera",
    team,
    username: `sam-${role}`,
    email: `sam-${role}@example.test`,
    role,
    status: 1,
    Created: "2026-01-01T00:00:00.000Z",
    Updated: "2026-01-01T00:00:00.000Z",
    has_picture: false,
  };
}

export function fixtureTeam(
  id: string,
  role: Role,
  parent: string | null = "root01",
): Schema<"Team"> {
  return {
    id,
    title: `${role} team`,
    parent,
    campaigns: [],
    permissions: [],
    restrictions: [],
    role,
    updated: "2026-01-01T00:00:00.000Z",
  };
}

/**
 * A started session actor, settled: signed in as `role` (in the root team unless `rootTeam` is
 * false), or signed out when `role` is null.
 */
export async function settledSessionActor(
  role: Role | null,
  { rootTeam = true }: { rootTeam?: boolean } = {},
): Promise<SessionActor> {
  const player = "p00001";
  const team = "t00001";
  const token = role === null ? null : fixtureToken({ player, team, role });
  const machine = sessionMachine.provide({
    actors: {
      readStoredToken: fromPromise(() => Promise.resolve(token)),
      fetchUser: fromPromise(() => Promise.resolve(fixtureUser(player, team, role ?? "rep"))),
      fetchTeam: fromPromise(() =>
        Promise.resolve(fixtureTeam(team, role ?? "rep", rootTeam ? null : "root01")),
      ),
      logOut: fromPromise(() => Promise.resolve(undefined)),
    },
  });
  const actor = createActor(machine, { input: { configuration: {} } }).start();
  await waitFor(actor, (s) => s.matches("signedIn") || s.matches("signedOut"));
  return actor;
}
