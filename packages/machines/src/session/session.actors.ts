import { fromPromise } from "xstate";
import type { FetchTeamInput, FetchUserInput, LogOutInput, Player, Team } from "./session.types";

/** A placeholder that fails loudly: the console (or a test) provides the real actor. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`session: provide the "${name}" actor with machine.provide()`)),
  );
}

/**
 * The session's side effects, by name. Each is a placeholder here; the console provides them
 * with `sessionMachine.provide({ actors })`:
 * - `readStoredToken`: the stored profile token, or `null` when there is none.
 * - `fetchUser`: the user by id (`GET /players/{id}/`).
 * - `fetchTeam`: the team by id (`GET /teams/{id}/`).
 * - `logOut`: revoke the token with the server unless `forced`, then clear the stored data
 *   (token, profile, cached reads).
 */
export const sessionActors = {
  readStoredToken: notProvided<string | null, undefined>("readStoredToken"),
  fetchUser: notProvided<Player, FetchUserInput>("fetchUser"),
  fetchTeam: notProvided<Team, FetchTeamInput>("fetchTeam"),
  logOut: notProvided<undefined, LogOutInput>("logOut"),
};

/** The placeholder of every host action: does nothing. */
const noop = (): void => undefined;

/**
 * The session's effects on the page, by name. No-ops here; the console provides them with
 * `sessionMachine.provide({ actions })`:
 * - `redirectToLogin`: navigate to /login.
 * - `reloadPage`: reload the page.
 */
export const sessionActions = { redirectToLogin: noop, reloadPage: noop };
