/**
 * The session machine (`@canvass/machines`) provided with the console's effects: the stored
 * token, the user and team reads, sign-out (revoke, clear the token and the SDK's cache) and the
 * page effects. The SDK client's `forcedLogout` event (4th consecutive 401) is forwarded to it.
 */
import { sessionMachine, type SessionConfiguration } from "@canvass/machines";
import { createActor, fromPromise, type ActorRefFrom } from "xstate";
import type { Services } from "../services/services";
import { navigateTo } from "../services/navigation";

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

function dataOrThrow<T>(result: { ok: true; data: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw result.error;
  return result.data;
}

export function createSessionActor(
  services: Services,
  configuration: SessionConfiguration,
): SessionActor {
  const { client, tokens, avatars } = services;
  const machine = sessionMachine.provide({
    actors: {
      readStoredToken: fromPromise(() => Promise.resolve(tokens.read()?.token ?? null)),
      fetchUser: fromPromise(async ({ input }) =>
        dataOrThrow(await client.call("getPlayer", { params: { path: { id: input.playerId } } })),
      ),
      fetchTeam: fromPromise(async ({ input }) =>
        dataOrThrow(await client.call("getTeam", { params: { path: { id: input.teamId } } })),
      ),
      logOut: fromPromise(async ({ input }) => {
        // Revoke first (it needs the token), then forget everything kept for this user.
        if (!input.forced && input.token !== null) await client.call("signOut");
        tokens.clear();
        await client.clearStoredData();
        avatars.clear();
        return undefined;
      }),
    },
    actions: {
      redirectToLogin: () => {
        navigateTo("/login", { replace: true });
      },
      reloadPage: () => {
        globalThis.location.reload();
      },
    },
  });
  const actor = createActor(machine, { input: { configuration } });
  client.on("forcedLogout", (event) => {
    actor.send({
      type: "session.forcedLogout",
      consecutiveUnauthorized: event.consecutiveUnauthorized,
    });
  });
  return actor;
}
