import { and, assign, not, setup } from "xstate";
import type { SignedOutReason } from "./session.types";

/**
 * What can happen to a session, as seen from outside: storage answers, the configuration loads,
 * the SDK answers or forces a logout, the operator logs out, time passes, sign-in succeeds. The
 * executors of a model-based test turn each into a real effect on the real actor (or the UI).
 */
export type SessionModelEvent =
  | { type: "storage.read"; token: "valid" | "expired" | "garbled" | "missing" }
  | { type: "storage.fail" }
  | { type: "configuration.load" }
  | { type: "user.load"; team: "stored" | "other" }
  | { type: "user.fail" }
  | { type: "team.load"; role: "stored" | "other" }
  | { type: "team.fail" }
  | { type: "sdk.forcedLogout" }
  | { type: "operator.logout"; reload?: false }
  | { type: "storage.clear" }
  | { type: "storage.clearFail" }
  | { type: "clock.reloadDelay" }
  | { type: "signIn.succeed"; token: "valid" | "expired" };

export interface SessionModelContext {
  readonly configured: boolean;
  /** Whether the token read from storage is valid (while waiting for the configuration). */
  readonly tokenValid: boolean;
  /** The logout under way: forced by the SDK, and whether the page reloads. */
  readonly forced: boolean;
  readonly reload: boolean;
  /** The reason the real machine must report once signed out. */
  readonly reason: SignedOutReason | null;
  /** Whether the team that answered before the user has the token's role. */
  readonly teamRoleStored: boolean;
}

/** Every event of the model, for `createTestModel(..., { events })`. */
export const SESSION_MODEL_EVENTS: readonly SessionModelEvent[] = [
  { type: "storage.read", token: "valid" },
  { type: "storage.read", token: "expired" },
  { type: "storage.read", token: "garbled" },
  { type: "storage.read", token: "missing" },
  { type: "storage.fail" },
  { type: "configuration.load" },
  { type: "user.load", team: "stored" },
  { type: "user.load", team: "other" },
  { type: "user.fail" },
  { type: "team.load", role: "stored" },
  { type: "team.load", role: "other" },
  { type: "team.fail" },
  { type: "sdk.forcedLogout" },
  { type: "operator.logout" },
  { type: "operator.logout", reload: false },
  { type: "storage.clear" },
  { type: "storage.clearFail" },
  { type: "clock.reloadDelay" },
  { type: "signIn.succeed", token: "valid" },
  { type: "signIn.succeed", token: "expired" },
];

const signedOut = (reason: SignedOutReason) => ({
  target: "signedOut" as const,
  actions: { type: "recordReason" as const, params: { reason } },
});

const forcedLogout = { target: "loggingOut" as const, actions: "startForcedLogout" as const };

/**
 * The abstract model of the session machine for `createTestModel` (which refuses machines with
 * `invoke` or `after`). Its states are the real machine's waiting states (`userLoaded`,
 * `teamLoaded` and `teamFailed` are `fetchingProfile`'s children there); the transient
 * `checkingToken` and `fetchingProfile.checkingRole` are crossed inside one step. The user and
 * the team answer in either order; the reason is the one of asking for them one after the other.
 */
export const sessionModel = setup({
  types: { context: {} as SessionModelContext, events: {} as SessionModelEvent },
  guards: {
    configured: ({ context }) => context.configured,
    readValid: ({ event }) => event.type === "storage.read" && event.token === "valid",
    tokenValid: ({ context }) => context.tokenValid,
    storedTeam: ({ event }) => event.type === "user.load" && event.team === "stored",
    storedRole: ({ event }) => event.type === "team.load" && event.role === "stored",
    teamRoleStored: ({ context }) => context.teamRoleStored,
    reload: ({ context }) => context.reload,
    signInValid: ({ event }) => event.type === "signIn.succeed" && event.token === "valid",
  },
  actions: {
    recordConfigured: assign({ configured: true, tokenValid: false }),
    recordReason: assign((_, params: { reason: SignedOutReason }) => ({ reason: params.reason })),
    startForcedLogout: assign({ forced: true, reload: true }),
  },
}).createMachine({
  id: "sessionModel",
  context: {
    configured: false,
    tokenValid: false,
    forced: false,
    reload: false,
    reason: null,
    teamRoleStored: false,
  },
  initial: "booting",
  states: {
    booting: {
      on: {
        "configuration.load": {
          guard: not("configured"),
          actions: assign({ configured: true }),
        },
        "storage.read": [
          { guard: and(["configured", "readValid"]), target: "fetchingProfile" },
          { guard: "configured", ...signedOut("noValidToken") },
          {
            target: "waitingForConfiguration",
            actions: assign({
              tokenValid: ({ event }) => event.token === "valid",
            }),
          },
        ],
        "storage.fail": [
          { guard: "configured", ...signedOut("noValidToken") },
          { target: "waitingForConfiguration", actions: assign({ tokenValid: false }) },
        ],
      },
    },
    waitingForConfiguration: {
      on: {
        "configuration.load": [
          { guard: "tokenValid", target: "fetchingProfile", actions: "recordConfigured" },
          {
            target: "signedOut",
            actions: [
              "recordConfigured",
              { type: "recordReason", params: { reason: "noValidToken" } },
            ],
          },
        ],
      },
    },
    // Both reads are under way (the real machine's `fetchingProfile.waiting`).
    fetchingProfile: {
      on: {
        "user.load": [{ guard: "storedTeam", target: "userLoaded" }, signedOut("teamChanged")],
        "user.fail": signedOut("profileUnavailable"),
        "team.load": {
          target: "teamLoaded",
          actions: assign({ teamRoleStored: ({ event }) => event.role === "stored" }),
        },
        "team.fail": { target: "teamFailed" },
        "sdk.forcedLogout": forcedLogout,
      },
    },
    userLoaded: {
      on: {
        "team.load": [{ guard: "storedRole", target: "signedIn" }, signedOut("roleChanged")],
        "team.fail": signedOut("profileUnavailable"),
        "sdk.forcedLogout": forcedLogout,
      },
    },
    teamLoaded: {
      on: {
        "user.load": [
          { guard: not("storedTeam"), ...signedOut("teamChanged") },
          { guard: "teamRoleStored", target: "signedIn" },
          signedOut("roleChanged"),
        ],
        "user.fail": signedOut("profileUnavailable"),
        "sdk.forcedLogout": forcedLogout,
      },
      exit: assign({ teamRoleStored: false }),
    },
    teamFailed: {
      on: {
        "user.load": [
          { guard: "storedTeam", ...signedOut("profileUnavailable") },
          signedOut("teamChanged"),
        ],
        "user.fail": signedOut("profileUnavailable"),
        "sdk.forcedLogout": forcedLogout,
      },
    },
    signedIn: {
      on: {
        "operator.logout": {
          target: "loggingOut",
          actions: assign({ forced: false, reload: ({ event }) => event.reload ?? true }),
        },
        "sdk.forcedLogout": {
          target: "loggingOut",
          actions: assign({ forced: true, reload: true }),
        },
      },
    },
    loggingOut: {
      on: {
        "storage.clear": [{ guard: "reload", target: "reloading" }, { target: "signedOut" }],
        "storage.clearFail": [{ guard: "reload", target: "reloading" }, { target: "signedOut" }],
      },
      exit: assign({
        reason: ({ context }) => (context.forced ? "forcedLogout" : "loggedOut"),
        forced: false,
        reload: false,
      }),
    },
    reloading: {
      on: { "clock.reloadDelay": { target: "signedOut" } },
    },
    signedOut: {
      on: {
        "signIn.succeed": [
          { guard: "signInValid", target: "fetchingProfile", actions: assign({ reason: null }) },
          signedOut("noValidToken"),
        ],
      },
    },
  },
});
