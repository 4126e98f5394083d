import { LOGOUT_RELOAD_DELAY_MS } from "@canvass/sdk/settings";
import { isTokenValid, parseToken, type SessionTokenPayload } from "@canvass/sdk/tokens";
import { assign, setup, stateIn } from "xstate";
import { sessionActions, sessionActors } from "./session.actors";
import type {
  Player,
  SessionConfiguration,
  SessionContext,
  SessionEvent,
  SessionInput,
  SignedOutReason,
  Team,
} from "./session.types";

/** The stored token's claims; only read in states entered after the token was found valid. */
function storedClaims(context: SessionContext): SessionTokenPayload {
  if (context.claims === null) throw new Error("session: no claims before the token was checked");
  return context.claims;
}

/**
 * The operator's session (spec §2 navigation, §4 session): read the stored token, wait for the
 * configuration, check the token (SDK `isTokenValid`: three parts, decodable, not expired), fetch
 * the user and the team together (the token names both; decision 0080) and compare them with the
 * token's team and role, then signedIn or signedOut. The outcome is the one of fetching them one
 * after the other: the user's answer is decided first (a failed or moved user wins over anything
 * the team's answer says), so an early team answer waits in `teamLoaded` / `teamFailed`. Logout clears the stored data and reloads the page after 250 ms unless told not to.
 * Every side effect is injected: actors `readStoredToken`, `fetchUser`, `fetchTeam`, `logOut`;
 * actions `redirectToLogin`, `reloadPage`.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: sessionActors,
  delays: { reloadDelay: LOGOUT_RELOAD_DELAY_MS },
  guards: {
    hasConfiguration: ({ context }) => context.configuration !== null,
    isStoredTokenValid: ({ context }) => isTokenValid(context.token, { now: context.now }),
    isOtherTeam: ({ context }, params: { team: string }) => params.team !== context.claims?.team,
    isTeamOfStoredRole: ({ context }) =>
      context.team !== null && context.team.role === context.claims?.role,
    userLoaded: stateIn("#session.fetchingProfile.userLoaded"),
    teamLoaded: stateIn("#session.fetchingProfile.teamLoaded"),
    teamFailed: stateIn("#session.fetchingProfile.teamFailed"),
    shouldReload: ({ context }) => context.logout?.reload === true,
  },
  actions: {
    recordConfiguration: assign((_, params: { configuration: SessionConfiguration }) => ({
      configuration: params.configuration,
    })),
    recordToken: assign((_, params: { token: string | null }) => ({
      token: params.token,
      reason: null,
    })),
    recordClaims: assign({
      claims: ({ context }) => {
        const parsed = context.token === null ? null : parseToken(context.token);
        return parsed?.ok === true ? parsed.payload : null;
      },
    }),
    recordUser: assign((_, params: { user: Player }) => ({ user: params.user })),
    recordTeam: assign((_, params: { team: Team }) => ({ team: params.team })),
    markSignedOut: assign((_, params: { reason: SignedOutReason }) => ({
      reason: params.reason,
      token: null,
      claims: null,
      user: null,
      team: null,
      logout: null,
    })),
    startLogout: assign((_, params: { forced: boolean; reload: boolean }) => ({
      logout: { forced: params.forced, reload: params.reload },
    })),
    finishLogout: assign(({ context }) => ({
      reason: context.logout?.forced === true ? "forcedLogout" : "loggedOut",
      token: null,
      claims: null,
      user: null,
      team: null,
      logout: null,
    })),
    ...sessionActions,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    token: null,
    claims: null,
    configuration: input.configuration ?? null,
    user: null,
    team: null,
    reason: null,
    logout: null,
  }),
  initial: "booting",
  on: {
    "session.configured": {
      actions: {
        type: "recordConfiguration",
        params: ({ event }) => ({ configuration: event.configuration }),
      },
    },
  },
  states: {
    booting: {
      invoke: {
        id: "readStoredToken",
        src: "readStoredToken",
        onDone: {
          target: "waitingForConfiguration",
          actions: { type: "recordToken", params: ({ event }) => ({ token: event.output }) },
        },
        // Unreadable storage reads as no token.
        onError: {
          target: "waitingForConfiguration",
          actions: { type: "recordToken", params: { token: null } },
        },
      },
    },
    waitingForConfiguration: {
      always: { guard: "hasConfiguration", target: "checkingToken" },
    },
    checkingToken: {
      always: [
        { guard: "isStoredTokenValid", target: "fetchingProfile", actions: "recordClaims" },
        {
          target: "signedOut",
          actions: { type: "markSignedOut", params: { reason: "noValidToken" } },
        },
      ],
    },
    // The user and the team are asked for at once; the children remember what has answered.
    fetchingProfile: {
      invoke: [
        {
          id: "fetchUser",
          src: "fetchUser",
          input: ({ context }) => ({ playerId: storedClaims(context).player }),
          onDone: [
            {
              guard: { type: "isOtherTeam", params: ({ event }) => ({ team: event.output.team }) },
              target: "signedOut",
              actions: [
                { type: "markSignedOut", params: { reason: "teamChanged" } },
                "redirectToLogin",
              ],
            },
            {
              guard: "teamFailed",
              target: "signedOut",
              actions: { type: "markSignedOut", params: { reason: "profileUnavailable" } },
            },
            {
              guard: "teamLoaded",
              target: ".checkingRole",
              actions: { type: "recordUser", params: ({ event }) => ({ user: event.output }) },
            },
            {
              target: ".userLoaded",
              actions: { type: "recordUser", params: ({ event }) => ({ user: event.output }) },
            },
          ],
          onError: {
            target: "signedOut",
            actions: { type: "markSignedOut", params: { reason: "profileUnavailable" } },
          },
        },
        {
          id: "fetchTeam",
          src: "fetchTeam",
          input: ({ context }) => ({ teamId: storedClaims(context).team }),
          onDone: [
            {
              guard: "userLoaded",
              target: ".checkingRole",
              actions: { type: "recordTeam", params: ({ event }) => ({ team: event.output }) },
            },
            {
              target: ".teamLoaded",
              actions: { type: "recordTeam", params: ({ event }) => ({ team: event.output }) },
            },
          ],
          onError: [
            {
              guard: "userLoaded",
              target: "signedOut",
              actions: { type: "markSignedOut", params: { reason: "profileUnavailable" } },
            },
            { target: ".teamFailed" },
          ],
        },
      ],
      initial: "waiting",
      states: {
        /** Neither has answered. */
        waiting: {},
        /** The user answered (in the token's team); the team has not. */
        userLoaded: {},
        /** The team answered first; the user decides before its role is compared. */
        teamLoaded: {},
        /** The team's read failed first; the user still decides the reason. */
        teamFailed: {},
        /** Both answered: the team's role must be the token's. */
        checkingRole: {
          always: [
            { guard: "isTeamOfStoredRole", target: "#session.signedIn" },
            {
              target: "#session.signedOut",
              actions: [
                { type: "markSignedOut", params: { reason: "roleChanged" } },
                "redirectToLogin",
              ],
            },
          ],
        },
      },
      on: {
        "session.forcedLogout": {
          target: "loggingOut",
          actions: { type: "startLogout", params: { forced: true, reload: true } },
        },
      },
    },
    signedIn: {
      on: {
        "session.logout": {
          target: "loggingOut",
          actions: {
            type: "startLogout",
            params: ({ event }) => ({ forced: false, reload: event.reload ?? true }),
          },
        },
        "session.forcedLogout": {
          target: "loggingOut",
          actions: { type: "startLogout", params: { forced: true, reload: true } },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: "logOut",
        src: "logOut",
        input: ({ context }) => ({ token: context.token, forced: context.logout?.forced ?? false }),
        // Whether clearing succeeded or not, the operator is signed out.
        onDone: [
          { guard: "shouldReload", target: "reloading", actions: "finishLogout" },
          { target: "signedOut", actions: "finishLogout" },
        ],
        onError: [
          { guard: "shouldReload", target: "reloading", actions: "finishLogout" },
          { target: "signedOut", actions: "finishLogout" },
        ],
      },
    },
    reloading: {
      after: { reloadDelay: { target: "signedOut", actions: "reloadPage" } },
    },
    signedOut: {
      on: {
        "session.signedIn": {
          target: "checkingToken",
          actions: { type: "recordToken", params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
  },
});
