import { Buffer } from "node:buffer";
import { LOGOUT_RELOAD_DELAY_MS } from "@canvass/sdk/settings";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { createTestModel } from "xstate/graph";
import {
  createCoverage,
  createPendingCalls,
  type CallOutcome,
  type PendingCalls,
} from "../testing";
import { ROLE_HOME_PATHS, resolveHomePath } from "./session.home";
import { sessionMachine } from "./session.machine";
import { SESSION_MODEL_EVENTS, sessionModel } from "./session.model";
import type { SessionModelEvent } from "./session.model";
import { selectHomePath, selectIsSignedIn } from "./session.selectors";
import type {
  FetchTeamInput,
  FetchUserInput,
  LogOutInput,
  Player,
  Role,
  SessionConfiguration,
  SessionEvent,
  Team,
} from "./session.types";

// --- Fixtures -------------------------------------------------------------------------------

const NOW = Date.UTC(2026, 10, 21, 9, 30);
const PLAYER_ID = "p9f8e7";
const TEAM_ID = "t1a2b3";
const ROLE: Role = "manager";

/** A token built with Node's Buffer (independent of the SDK under use), `exp` in seconds. */
function tokenWith(expMs: number, claims: { team?: string; role?: Role } = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = {
    exp: Math.floor(expMs / 1000),
    team: claims.team ?? TEAM_ID,
    player: PLAYER_ID,
    role: claims.role ?? ROLE,
  };
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}
const VALID_TOKEN = tokenWith(NOW + 3_600_000);
const EXPIRED_TOKEN = tokenWith(NOW - 1000);

function userOf(team: string, metadata?: Record<string, unknown>): Player {
  return {
    id: PLAYER_ID,
    firstname: "Jane",
    lastname: "Doe",
    full_name: "Jane Doe",
    team,
    username: "jdoe",
    email: "jane.doe@example.org",
    role: ROLE,
    status: 1,
    ...(metadata === undefined ? {} : { metadata }),
    Created: "2026-01-05T14:00:00.000Z",
    Updated: "2026-11-20T08:15:00.000Z",
    has_picture: false,
  };
}

function teamOf(role: Role, metadata?: Record<string, unknown>): Team {
  return {
    id: TEAM_ID,
    title: "West Coast Field",
    parent: "r00t01",
    campaigns: [],
    permissions: [],
    restrictions: [],
    role,
    ...(metadata === undefined ? {} : { metadata }),
    updated: "2026-11-20T08:15:00.000Z",
  };
}

const CONFIGURATION: SessionConfiguration = { homepage: { rep: "/subs" } };

// --- Harness: the real machine with controllable injected actors ---------------------------

type ActorName = "readStoredToken" | "fetchUser" | "fetchTeam" | "logOut";

interface Env {
  readonly clock: SimulatedClock;
  readonly calls: PendingCalls<ActorName>;
  readonly fetchUser: FetchUserInput[];
  readonly fetchTeam: FetchTeamInput[];
  readonly logOut: LogOutInput[];
  /** Counted per step (reset by `step()`), so a state test sees what its step did. */
  redirects: number;
  reloads: number;
}

let env: Env;

function pendingFor<T>(name: ActorName): Promise<T> {
  return env.calls.wait<T>(name);
}

/** The real session machine; only its side effects are replaced. */
const machine = sessionMachine.provide({
  actors: {
    readStoredToken: fromPromise<string | null, undefined>(() => pendingFor("readStoredToken")),
    fetchUser: fromPromise<Player, FetchUserInput>(({ input }) => {
      env.fetchUser.push(input);
      return pendingFor("fetchUser");
    }),
    fetchTeam: fromPromise<Team, FetchTeamInput>(({ input }) => {
      env.fetchTeam.push(input);
      return pendingFor("fetchTeam");
    }),
    logOut: fromPromise<undefined, LogOutInput>(({ input }) => {
      env.logOut.push(input);
      return pendingFor("logOut");
    }),
  },
  actions: {
    redirectToLogin: () => {
      env.redirects += 1;
    },
    reloadPage: () => {
      env.reloads += 1;
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(configuration?: SessionConfiguration) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  env = {
    clock,
    calls: createPendingCalls<ActorName>(),
    fetchUser: [],
    fetchTeam: [],
    logOut: [],
    redirects: 0,
    reloads: 0,
  };
  const actor = createActor(machine, {
    clock,
    input: { now: () => clock.now(), ...(configuration === undefined ? {} : { configuration }) },
    inspect: coverage.inspect,
  });
  actor.start();
  return actor;
}

/** Settles the pending call of an injected actor and lets the machine take its answer. */
function answer(name: ActorName, outcome: CallOutcome): Promise<void> {
  return env.calls.answer(name, outcome);
}

function step() {
  env.redirects = 0;
  env.reloads = 0;
}

// --- Example-based tests --------------------------------------------------------------------

describe("sessionMachine", () => {
  it("signs in from a valid stored token once the configuration is there", async () => {
    const actor = start();
    await answer("readStoredToken", { value: VALID_TOKEN });
    expect(actor.getSnapshot().value).toBe("waitingForConfiguration");
    expect(env.fetchUser).toEqual([]);

    actor.send({ type: "session.configured", configuration: CONFIGURATION });
    // The user and the team (named by the token) are asked for at once.
    expect(actor.getSnapshot().value).toEqual({ fetchingProfile: "waiting" });
    expect(env.fetchUser).toEqual([{ playerId: PLAYER_ID }]);
    expect(env.fetchTeam).toEqual([{ teamId: TEAM_ID }]);

    await answer("fetchUser", { value: userOf(TEAM_ID) });
    expect(actor.getSnapshot().value).toEqual({ fetchingProfile: "userLoaded" });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    await answer("fetchTeam", { value: teamOf(ROLE) });
    expect(env.fetchUser).toHaveLength(1);
    expect(env.fetchTeam).toHaveLength(1);

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("signedIn");
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(selectHomePath(snapshot)).toBe("/dashboard");
    expect(snapshot.context.claims).toEqual({
      exp: Math.floor((NOW + 3_600_000) / 1000),
      team: TEAM_ID,
      player: PLAYER_ID,
      role: ROLE,
    });
  });

  it("checks expiry against the injected clock: a token expiring now is signed out", async () => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: tokenWith(NOW) });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe("noValidToken");
    expect(selectHomePath(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ["a user moved to another team", userOf("t-other"), teamOf(ROLE), "teamChanged"],
    ["a team whose role changed", userOf(TEAM_ID), teamOf("rep"), "roleChanged"],
  ] as const)("redirects to /login for %s", async (_, user, team, reason) => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: VALID_TOKEN });
    await answer("fetchUser", { value: user });
    if (reason === "roleChanged") await answer("fetchTeam", { value: team });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe(reason);
    expect(env.redirects).toBe(1);
  });

  it("signs in when the team answers before the user", async () => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: VALID_TOKEN });
    await answer("fetchTeam", { value: teamOf(ROLE) });
    expect(actor.getSnapshot().value).toEqual({ fetchingProfile: "teamLoaded" });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(selectHomePath(actor.getSnapshot())).toBeNull();
    await answer("fetchUser", { value: userOf(TEAM_ID) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("signedIn");
    expect(snapshot.context.user?.id).toBe(PLAYER_ID);
    expect(snapshot.context.team?.id).toBe(TEAM_ID);
    expect(env.fetchUser).toHaveLength(1);
    expect(env.fetchTeam).toHaveLength(1);
  });

  // Whatever the order of the answers, the reason is the one of asking for the user first.
  it.each([
    [
      "a moved user over a team of another role",
      userOf("t-other"),
      { value: teamOf("rep") },
      "teamChanged",
      1,
    ],
    [
      "a moved user over a failed team read",
      userOf("t-other"),
      { error: new Error("403") },
      "teamChanged",
      1,
    ],
    [
      "a team of another role, then the user",
      userOf(TEAM_ID),
      { value: teamOf("rep") },
      "roleChanged",
      1,
    ],
    [
      "a failed team read, then the user",
      userOf(TEAM_ID),
      { error: new Error("500") },
      "profileUnavailable",
      0,
    ],
  ] as const)("when the team answers first: %s", async (_, user, team, reason, redirects) => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: VALID_TOKEN });
    await answer("fetchTeam", team);
    expect(actor.getSnapshot().value).toEqual({
      fetchingProfile: "error" in team ? "teamFailed" : "teamLoaded",
    });
    step();
    await answer("fetchUser", { value: user });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe(reason);
    expect(actor.getSnapshot().context.team).toBeNull();
    expect(env.redirects).toBe(redirects);
  });

  it("a failed user read wins over a team that answered first", async () => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: VALID_TOKEN });
    await answer("fetchTeam", { value: teamOf("rep") });
    step();
    await answer("fetchUser", { error: new Error("500") });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe("profileUnavailable");
    expect(env.redirects).toBe(0);
  });

  it("reloads exactly 250 ms after a logout (simulated clock)", async () => {
    const actor = await signedIn();
    actor.send({ type: "session.logout" });
    expect(env.logOut).toEqual([{ token: VALID_TOKEN, forced: false }]);
    await answer("logOut", { value: undefined });
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().context.user).toBeNull();

    env.clock.increment(LOGOUT_RELOAD_DELAY_MS - 1);
    expect(env.reloads).toBe(0);
    env.clock.increment(1);
    expect(env.reloads).toBe(1);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe("loggedOut");
  });

  it("does not reload when told not to", async () => {
    const actor = await signedIn();
    actor.send({ type: "session.logout", reload: false });
    await answer("logOut", { value: undefined });
    env.clock.increment(10 * LOGOUT_RELOAD_DELAY_MS);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(env.reloads).toBe(0);
  });

  it("logs out when the SDK forces it, without revoking the refused token", async () => {
    const actor = await signedIn();
    actor.send({ type: "session.forcedLogout", consecutiveUnauthorized: 4 });
    expect(env.logOut).toEqual([{ token: VALID_TOKEN, forced: true }]);
    await answer("logOut", { error: new Error("storage") });
    env.clock.increment(LOGOUT_RELOAD_DELAY_MS);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.reason).toBe("forcedLogout");
  });

  it("signs in again from signedOut with the token sign-in stored", async () => {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: null });
    actor.send({ type: "session.signedIn", token: VALID_TOKEN });
    expect(actor.getSnapshot().value).toEqual({ fetchingProfile: "waiting" });
    expect(env.fetchUser).toEqual([{ playerId: PLAYER_ID }]);
    expect(env.fetchTeam).toEqual([{ teamId: TEAM_ID }]);
    expect(actor.getSnapshot().context.reason).toBeNull();
  });

  async function signedIn() {
    const actor = start(CONFIGURATION);
    await answer("readStoredToken", { value: VALID_TOKEN });
    await answer("fetchUser", { value: userOf(TEAM_ID) });
    await answer("fetchTeam", { value: teamOf(ROLE) });
    expect(actor.getSnapshot().value).toBe("signedIn");
    return actor;
  }
});

describe("resolveHomePath", () => {
  it.each(Object.entries(ROLE_HOME_PATHS))("sends %s to %s by default", (role, path) => {
    expect(resolveHomePath({ role: role as Role })).toBe(path);
  });

  it("follows the spec's per-role defaults", () => {
    expect(ROLE_HOME_PATHS).toMatchObject({
      admin: "/dashboard",
      manager: "/dashboard",
      client: "/dashboard",
      callcenter: "/subs",
      rep: "/user/me",
    });
  });

  it("prefers user metadata, then team metadata, then configuration, then the role", () => {
    const all = {
      role: "rep" as const,
      userMetadata: { homepage: "/tree" },
      teamMetadata: { homepage: "/teams" },
      configuration: { homepage: "/campaigns" },
    };
    expect(resolveHomePath(all)).toBe("/tree");
    expect(resolveHomePath({ ...all, userMetadata: {} })).toBe("/teams");
    expect(resolveHomePath({ ...all, userMetadata: {}, teamMetadata: {} })).toBe("/campaigns");
    expect(resolveHomePath({ role: "rep", configuration: {} })).toBe("/user/me");
  });

  it("reads a per-role configuration for the operator's role only", () => {
    const configuration = { homepage: { callcenter: "/lookup" } };
    expect(resolveHomePath({ role: "callcenter", configuration })).toBe("/lookup");
    expect(resolveHomePath({ role: "admin", configuration })).toBe("/dashboard");
  });

  it("skips values that are not non-blank strings and adds a missing leading slash", () => {
    expect(
      resolveHomePath({
        role: "manager",
        userMetadata: { homepage: 42 },
        teamMetadata: { homepage: "   " },
        configuration: { homepage: "subs" },
      }),
    ).toBe("/subs");
  });

  it("skips a stored home page that leads to no screen or outside the console", () => {
    for (const homepage of ["https://evil.test/", "//evil.test", "/nowhere", "/login"]) {
      expect(resolveHomePath({ role: "rep", userMetadata: { homepage } }), homepage).toBe(
        "/user/me",
      );
    }
  });
});

// --- Model-based tests ----------------------------------------------------------------------

describe("sessionMachine (model-based)", () => {
  const model = createTestModel(sessionModel, { events: SESSION_MODEL_EVENTS });
  const paths = model.getShortestPaths();

  it("reaches every state of the model", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map(({ state }) => state.value)));
    expect(reached).toEqual(new Set(Object.keys(sessionModel.root.states)));
  });

  const tokens = { valid: VALID_TOKEN, expired: EXPIRED_TOKEN, garbled: "not-a-token" } as const;

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const value = () => actor.getSnapshot().value;
      const send = (event: SessionEvent): Promise<void> => {
        actor.send(event);
        return Promise.resolve();
      };
      /** Turns a model event into its real effect on the actor. */
      const drive = async (event: SessionModelEvent): Promise<void> => {
        step();
        switch (event.type) {
          case "storage.read":
            return answer("readStoredToken", {
              value: event.token === "missing" ? null : tokens[event.token],
            });
          case "storage.fail":
            return answer("readStoredToken", { error: new Error("storage unavailable") });
          case "configuration.load":
            return send({ type: "session.configured", configuration: CONFIGURATION });
          case "user.load":
            return answer("fetchUser", { value: userOf(event.team === "stored" ? TEAM_ID : "t9") });
          case "user.fail":
            return answer("fetchUser", { error: new Error("500") });
          case "team.load":
            return answer("fetchTeam", { value: teamOf(event.role === "stored" ? ROLE : "rep") });
          case "team.fail":
            return answer("fetchTeam", { error: new Error("500") });
          case "sdk.forcedLogout":
            return send({ type: "session.forcedLogout", consecutiveUnauthorized: 4 });
          case "operator.logout":
            return send(
              event.reload === false
                ? { type: "session.logout", reload: false }
                : { type: "session.logout" },
            );
          case "storage.clear":
            return answer("logOut", { value: undefined });
          case "storage.clearFail":
            return answer("logOut", { error: new Error("storage unavailable") });
          case "clock.reloadDelay":
            env.clock.increment(LOGOUT_RELOAD_DELAY_MS - 1);
            expect(value()).toBe("reloading");
            expect(env.reloads).toBe(0);
            env.clock.increment(1);
            expect(env.reloads).toBe(1);
            return;
          case "signIn.succeed":
            return send({ type: "session.signedIn", token: tokens[event.token] });
        }
      };
      const events = Object.fromEntries(
        SESSION_MODEL_EVENTS.map(({ type }) => [
          type,
          ({ event }: { event: { type: string } }) => drive(event as SessionModelEvent),
        ]),
      );

      await path.test({
        events,
        states: {
          booting: () => {
            expect(value()).toBe("booting");
          },
          waitingForConfiguration: () => {
            expect(value()).toBe("waitingForConfiguration");
          },
          fetchingProfile: () => {
            expect(value()).toEqual({ fetchingProfile: "waiting" });
            // Both reads leave together, once per entry into the state.
            expect(env.fetchUser.at(-1)).toEqual({ playerId: PLAYER_ID });
            expect(env.fetchTeam.at(-1)).toEqual({ teamId: TEAM_ID });
            expect(env.fetchUser).toHaveLength(env.fetchTeam.length);
            expect(actor.getSnapshot().context.user).toBeNull();
            expect(actor.getSnapshot().context.team).toBeNull();
          },
          userLoaded: () => {
            expect(value()).toEqual({ fetchingProfile: "userLoaded" });
            expect(actor.getSnapshot().context.user?.team).toBe(TEAM_ID);
            expect(actor.getSnapshot().context.team).toBeNull();
            expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
          },
          teamLoaded: (state) => {
            expect(value()).toEqual({ fetchingProfile: "teamLoaded" });
            const { user, team } = actor.getSnapshot().context;
            expect(user).toBeNull();
            expect(team?.role).toBe(state.context.teamRoleStored ? ROLE : "rep");
            expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
          },
          teamFailed: () => {
            expect(value()).toEqual({ fetchingProfile: "teamFailed" });
            expect(actor.getSnapshot().context.user).toBeNull();
            expect(actor.getSnapshot().context.team).toBeNull();
          },
          signedIn: () => {
            expect(value()).toBe("signedIn");
            expect(selectHomePath(actor.getSnapshot())).toBe("/dashboard");
          },
          loggingOut: (state) => {
            expect(value()).toBe("loggingOut");
            expect(env.logOut.at(-1)).toEqual({ token: VALID_TOKEN, forced: state.context.forced });
          },
          reloading: () => {
            expect(value()).toBe("reloading");
            expect(env.reloads).toBe(0);
          },
          signedOut: (state) => {
            const { context } = actor.getSnapshot();
            expect(value()).toBe("signedOut");
            expect(context.reason).toBe(state.context.reason);
            expect(context.token).toBeNull();
            expect(context.user).toBeNull();
            expect(context.team).toBeNull();
            expect(env.redirects > 0).toBe(
              state.context.reason === "teamChanged" || state.context.reason === "roleChanged",
            );
          },
        },
      });
    });
  }
});

describe("sessionMachine coverage", () => {
  it("is measured on the real machine's graph", () => {
    const real = createCoverage(sessionMachine).report();
    const measured = coverage.report();
    expect(measured.states.total).toBe(real.states.total);
    expect(measured.transitions.total).toBe(real.transitions.total);
  });

  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
