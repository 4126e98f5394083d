import type { CanvassClient, Result } from "@canvass/sdk/client";
import { fromPromise } from "xstate";
import type { SaveMenuSortingInput } from "./menu.types";

/** The data of a successful call; a failure is thrown, so the machine takes its error path. */
function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

/**
 * The menu machine's actors on an SDK client, for the signed-in user `playerId`:
 * `menuMachine.provide({ actors: createMenuActors(client, playerId) })`. Saving fetches the
 * preferences, sets `menu.sorting` and saves the whole object (the PUT replaces it, so the
 * other keys are sent back as they were).
 */
export function createMenuActors(client: CanvassClient, playerId: string) {
  const path = { id: playerId };
  return {
    saveMenuSorting: fromPromise<undefined, SaveMenuSortingInput>(async ({ input, signal }) => {
      const preferences = dataOf(
        await client.call("getPlayerPreferences", { params: { path }, signal }),
      );
      dataOf(
        await client.call("replacePlayerPreferences", {
          params: { path },
          body: { ...preferences, menu: { ...preferences.menu, sorting: input.sorting } },
          signal,
        }),
      );
      return undefined;
    }),
  };
}
