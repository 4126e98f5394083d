import { createCanvassClient } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import {
  createPermissionContext,
  type PermissionContext,
  type Role,
} from "@canvass/sdk/permissions";
import { SEARCH_DEBOUNCE_MS } from "@canvass/sdk/search";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise, waitFor } from "xstate";
import { createCoverage } from "../testing";
import { createSearchActors } from "./search.actors";
import { searchMachine } from "./search.machine";
import { SEARCH_MODEL_FIXTURES as FIXTURES, searchModelPaths } from "./search.model";
import { sectionPaths } from "./search.results";
import { selectSearchView } from "./search.selectors";
import type {
  CheckIdExistsInput,
  IdExistsResult,
  NavigateParams,
  SearchAllInput,
  SearchResults,
} from "./search.types";

/** A call of an injected actor, answered by the test. */
interface Pending<T> {
  readonly input: string;
  readonly seq: number;
  settled: boolean;
  resolve(value: T): void;
  reject(error: Error): void;
}

interface Env {
  readonly searches: Pending<SearchResults>[];
  readonly checks: Pending<IdExistsResult>[];
  readonly navigations: string[];
  seq: number;
}

let env: Env = { searches: [], checks: [], navigations: [], seq: 0 };

function record<T>(list: Pending<T>[], input: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const pending: Pending<T> = {
      input,
      seq: ++env.seq,
      settled: false,
      resolve: (value) => {
        pending.settled = true;
        resolve(value);
      },
      reject: (error) => {
        pending.settled = true;
        reject(error);
      },
    };
    list.push(pending);
  });
}

/**
 * The real machine with its side effects injected: the calls wait for the test to answer them,
 * navigation is recorded. Coverage is taken of this machine (the same definition; `provide` only
 * swaps implementations).
 */
const machine = searchMachine.provide({
  actors: {
    searchAll: fromPromise<SearchResults, SearchAllInput>(({ input }) =>
      record(env.searches, input.term),
    ),
    checkIdExists: fromPromise<IdExistsResult, CheckIdExistsInput>(({ input }) =>
      record(env.checks, input.id),
    ),
  },
  actions: {
    navigate: (_, params: NavigateParams) => {
      env.navigations.push(params.path);
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

const operator = (role: Role, teamRestrictions: string[] = []): PermissionContext =>
  createPermissionContext({ role, teamRestrictions });

function start(permissions: PermissionContext = operator("admin")) {
  env = { searches: [], checks: [], navigations: [], seq: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { permissions },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, clock, env };
}

/** Lets settled promises reach the actor (all pending microtasks run before `setImmediate`). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The call the actor waits for now: the latest one, unsettled. */
function current<T>(list: Pending<T>[]): Pending<T> {
  const last = list.at(-1);
  const latest = Math.max(0, ...env.searches.map((p) => p.seq), ...env.checks.map((p) => p.seq));
  if (last === undefined || last.settled || last.seq !== latest) {
    throw new Error("no call of that kind is waiting");
  }
  return last;
}

const EMPTY: SearchResults = FIXTURES.answers.none;

describe("searchMachine", () => {
  it("starts idle with no results", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(selectSearchView(actor.getSnapshot())).toEqual({
      status: "closed",
      sections: [],
      viewAllPath: null,
    });
  });

  it("restarts the 500 ms debounce on every keystroke", () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jan" });
    clock.increment(SEARCH_DEBOUNCE_MS - 100);
    actor.send({ type: "search.input", value: "jane" });
    clock.increment(SEARCH_DEBOUNCE_MS - 100);
    expect(env.searches).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe("debouncing");
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe("searching");
    expect(env.searches.map((call) => call.input)).toEqual(["jane"]);
  });

  it("searches the normalised term (trimmed, no spaces around commas)", () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "  a1b2 ,  c3d4 " });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.input).toBe("  a1b2 ,  c3d4 ");
    expect(env.searches.map((call) => call.input)).toEqual(["a1b2,c3d4"]);
  });

  it("clears the results and does nothing for a term under 3 characters", async () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jane" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve(FIXTURES.answers.many);
    await flush();
    expect(actor.getSnapshot().value).toBe("results");
    actor.send({ type: "search.input", value: " ja " });
    clock.increment(SEARCH_DEBOUNCE_MS * 3);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.results).toBeNull();
    expect(env.searches).toHaveLength(1);
  });

  it("cancels a pending debounce when closed", () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jane" });
    actor.send({ type: "search.close" });
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(env.searches).toHaveLength(0);
  });

  it("opens the lookup of an existing 6–8 hex id directly, without searching", async () => {
    const { actor, clock } = start(operator("client"));
    actor.send({ type: "search.input", value: " 3FA9C1D " });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe("checkingId");
    current(env.checks).resolve({ id: "3fa9c1d", exists: true, type: "account" });
    await flush();
    expect(env.checks.map((call) => call.input)).toEqual(["3fa9c1d"]);
    expect(env.navigations).toEqual(["/lookup/3fa9c1d"]);
    expect(env.searches).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("opens the page of the type the id check returns: a user's id opens their profile", async () => {
    const { actor, clock } = start(operator("admin"));
    actor.send({ type: "search.input", value: "5e7dc9" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).resolve({ id: "5e7dc9", exists: true, type: "player" });
    await flush();
    expect(env.navigations).toEqual(["/user/5e7dc9"]);
    expect(env.searches).toHaveLength(0);

    actor.send({ type: "search.input", value: "a6d651" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).resolve({ id: "a6d651", exists: true, type: "team" });
    await flush();
    expect(env.navigations).toEqual(["/user/5e7dc9", "/team/a6d651"]);
  });

  it("searches an existing id it may not open, or one of a kind without a page", async () => {
    const { actor, clock } = start(operator("admin"));
    actor.send({ type: "search.input", value: "5e7dc9" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).resolve({ id: "5e7dc9", exists: true });
    await flush();
    expect(actor.getSnapshot().value).toBe("searching");

    actor.send({ type: "search.input", value: "e1e1e1" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).resolve({ id: "e1e1e1", exists: true, type: "exportOption" });
    await flush();
    expect(actor.getSnapshot().value).toBe("searching");
    expect(env.navigations).toEqual([]);
    expect(env.searches.map((call) => call.input)).toEqual(["5e7dc9", "e1e1e1"]);
  });

  it("searches an id term when no such id exists, or when the check fails", async () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "deadbeef" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).resolve({ id: "deadbeef", exists: false });
    await flush();
    expect(actor.getSnapshot().value).toBe("searching");
    expect(env.searches.map((call) => call.input)).toEqual(["deadbeef"]);

    actor.send({ type: "search.input", value: "cafe12" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.checks).reject(new Error("offline"));
    await flush();
    expect(actor.getSnapshot().value).toBe("searching");
    expect(env.searches.map((call) => call.input)).toEqual(["deadbeef", "cafe12"]);
  });

  it("does not check terms that are not 6–8 hex characters", () => {
    const { actor, clock } = start();
    for (const value of ["abc12", "a1b2c3d4e", "a1b2g3", "a1b2c3,d4e5f6"]) {
      actor.send({ type: "search.input", value });
      clock.increment(SEARCH_DEBOUNCE_MS);
      expect(actor.getSnapshot().value).toBe("searching");
    }
    expect(env.checks).toHaveLength(0);
  });

  it("shows only the sections the operator may see", async () => {
    const { actor, clock } = start(operator("rep"));
    actor.send({ type: "search.input", value: "daily" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve({
      ...EMPTY,
      teams: [
        { id: "t1t2t3", title: "Daily North" },
        { id: "t4t5t6", title: "Daily South" },
      ],
      exports: [{ ID: "e1e2e3", Description: "Daily" }],
      customreports: [{ ID: "r1r2r3", Description: "Daily totals" }],
    });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("results");
    expect(snapshot.context.results?.exports).toEqual([]);
    expect(snapshot.context.results?.customreports).toEqual([]);
    expect(selectSearchView(snapshot)).toEqual({
      status: "results",
      sections: ["teams"],
      viewAllPath: null,
    });
  });

  it("finds nothing when every hit is in a section the operator may not see", async () => {
    const { actor, clock } = start(operator("rep"));
    actor.send({ type: "search.input", value: "daily" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve({ ...EMPTY, exports: [{ ID: "e1e2e3", Description: "Daily" }] });
    await flush();
    expect(actor.getSnapshot().value).toBe("noResults");
    expect(selectSearchView(actor.getSnapshot()).status).toBe("noResults");
  });

  it("goes straight to the only viewable result and closes", async () => {
    const { actor, clock } = start(operator("rep"));
    actor.send({ type: "search.input", value: "north" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve({
      ...EMPTY,
      teams: [{ id: "t1t2t3", title: "North" }],
      exports: [{ ID: "e1e2e3", Description: "North" }],
    });
    await flush();
    expect(env.navigations).toEqual(["/team/t1t2t3"]);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("shows a single result the operator may see but not open", async () => {
    const { actor, clock } = start(operator("manager", ["norunexports"]));
    actor.send({ type: "search.input", value: "weekly" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve({
      ...EMPTY,
      customreports: [{ ID: "r1r2r3", Description: "Weekly" }],
    });
    await flush();
    expect(env.navigations).toEqual([]);
    expect(actor.getSnapshot().value).toBe("results");
  });

  it("opens /lookup/{comma-joined ids} on view all, only with submissions found", async () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jane" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve({
      ...EMPTY,
      teams: [
        { id: "t1t2t3", title: "Jane's team" },
        { id: "t4t5t6", title: "Janet's team" },
      ],
    });
    await flush();
    actor.send({ type: "search.viewAll" });
    expect(actor.getSnapshot().value).toBe("results");
    expect(env.navigations).toEqual([]);

    actor.send({ type: "search.input", value: "jane doe" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    current(env.searches).resolve(FIXTURES.answers.many);
    await flush();
    expect(selectSearchView(actor.getSnapshot()).viewAllPath).toBe(FIXTURES.paths.viewAll);
    actor.send({ type: "search.viewAll" });
    expect(env.navigations).toEqual([FIXTURES.paths.viewAll]);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("ignores a late answer for an older term", async () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jane" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    const jane = current(env.searches);
    actor.send({ type: "search.input", value: "john" });
    jane.resolve(FIXTURES.answers.one);
    await flush();
    expect(env.navigations).toEqual([]);
    expect(actor.getSnapshot().value).toBe("debouncing");
    clock.increment(SEARCH_DEBOUNCE_MS);
    const john = current(env.searches);
    expect(john.input).toBe("john");
    john.resolve(FIXTURES.answers.many);
    await flush();
    expect(actor.getSnapshot().context.results).toEqual(FIXTURES.answers.many);
  });

  it("shows the loading state until the answer", () => {
    const { actor, clock } = start();
    actor.send({ type: "search.input", value: "jane" });
    expect(selectSearchView(actor.getSnapshot()).status).toBe("loading");
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(selectSearchView(actor.getSnapshot()).status).toBe("loading");
  });

  it("finds nothing when its calls are not provided", async () => {
    const clock = new SimulatedClock();
    const actor = createActor(searchMachine, {
      input: { permissions: operator("admin") },
      clock,
    }).start();
    actor.send({ type: "search.input", value: "jane" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await flush();
    expect(actor.getSnapshot().value).toBe("noResults");
  });
});

describe("createSearchActors (with an SDK client on an injected fetch)", () => {
  function clientAnswering(respond: (url: URL) => Response) {
    const requests: string[] = [];
    const client = createCanvassClient({
      baseUrl: "https://api.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      app: { name: "machines-test", version: "0.0.0" },
      platform: "test",
      client: "demo",
      logger: silentLogger,
      getSession: () => ({ token: "h.p.s", playerId: "p9f8e7" }),
      fetch: (request) => {
        const url = new URL(request.url);
        requests.push(`${request.method} ${url.pathname}${url.search}`);
        return Promise.resolve(respond(url));
      },
    });
    return { client, requests };
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });

  function startOn(client: ReturnType<typeof clientAnswering>["client"]) {
    const navigations: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      searchMachine.provide({
        actors: createSearchActors(client),
        actions: {
          navigate: (_, params: NavigateParams) => {
            navigations.push(params.path);
          },
        },
      }),
      { input: { permissions: operator("admin") }, clock, inspect: coverage.inspect },
    ).start();
    return { actor, clock, navigations };
  }

  it("checks the id, then searches the term", async () => {
    const { client, requests } = clientAnswering((url) =>
      url.pathname.startsWith("/ids/")
        ? json(FIXTURES.answers.idUnknown)
        : json(FIXTURES.answers.many),
    );
    const { actor, clock } = startOn(client);
    actor.send({ type: "search.input", value: FIXTURES.terms.id });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (snapshot) => snapshot.matches("results"));
    expect(requests).toEqual(["GET /ids/3fa9c1/exists/", "GET /search/?q=3FA9C1"]);
    expect(actor.getSnapshot().context.results).toEqual(FIXTURES.answers.many);
  });

  it("opens the lookup of an existing id", async () => {
    const { client } = clientAnswering(() => json(FIXTURES.answers.idExists));
    const { actor, clock, navigations } = startOn(client);
    actor.send({ type: "search.input", value: FIXTURES.terms.id });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(navigations).toEqual([FIXTURES.paths.idLookup]);
  });

  it("finds nothing when the search fails", async () => {
    const { client } = clientAnswering(() => json({ title: "Server error" }, 500));
    const { actor, clock } = startOn(client);
    actor.send({ type: "search.input", value: FIXTURES.terms.name });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (snapshot) => snapshot.matches("noResults"));
  });
});

describe("searchMachine (model-based)", () => {
  const paths = searchModelPaths();

  it("visits every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        ["idle", "debouncing", "checkingId", "searching", "results", "noResults"].map((s) =>
          JSON.stringify(s),
        ),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = start();
      const send = (value: string) => () => {
        actor.send({ type: "search.input", value });
      };
      const answerLate = async () => {
        const waiting =
          actor.getSnapshot().matches("searching") || actor.getSnapshot().matches("checkingId");
        const latest = env.seq;
        const before = actor.getSnapshot();
        for (const call of env.searches) {
          if (!call.settled && !(waiting && call.seq === latest))
            call.resolve(FIXTURES.answers.one);
        }
        for (const call of env.checks) {
          if (!call.settled && !(waiting && call.seq === latest))
            call.resolve(FIXTURES.answers.idExists);
        }
        await flush();
        expect(env.navigations).toEqual([]);
        expect(actor.getSnapshot().value).toEqual(before.value);
        expect(actor.getSnapshot().context.results).toEqual(before.context.results);
      };
      const answer = async (settle: () => void, navigation?: string) => {
        const before = env.navigations.length;
        settle();
        await flush();
        expect(env.navigations.slice(before)).toEqual(navigation === undefined ? [] : [navigation]);
      };
      await path.test({
        events: {
          TYPE_SHORT: send(FIXTURES.terms.short),
          TYPE_NAME: send(FIXTURES.terms.name),
          TYPE_ID: send(FIXTURES.terms.id),
          DEBOUNCE_ELAPSES: () => {
            clock.increment(SEARCH_DEBOUNCE_MS);
          },
          ID_EXISTS: () =>
            answer(() => {
              current(env.checks).resolve(FIXTURES.answers.idExists);
            }, FIXTURES.paths.idLookup),
          ID_UNKNOWN: () =>
            answer(() => {
              current(env.checks).resolve(FIXTURES.answers.idUnknown);
            }),
          ID_CHECK_FAILS: () =>
            answer(() => {
              current(env.checks).reject(new Error("offline"));
            }),
          MANY_RESULTS: () =>
            answer(() => {
              current(env.searches).resolve(FIXTURES.answers.many);
            }),
          ONE_RESULT: () =>
            answer(() => {
              current(env.searches).resolve(FIXTURES.answers.one);
            }, FIXTURES.paths.one),
          NO_RESULTS: () =>
            answer(() => {
              current(env.searches).resolve(FIXTURES.answers.none);
            }),
          SEARCH_FAILS: () =>
            answer(() => {
              current(env.searches).reject(new Error("offline"));
            }),
          CLOSE: () => {
            actor.send({ type: "search.close" });
          },
          SELECT_RESULT: () => {
            const { results } = actor.getSnapshot().context;
            const [section] = selectSearchView(actor.getSnapshot()).sections;
            const path =
              results === null || section === undefined ? "" : sectionPaths(results, section)[0];
            expect(path).toBe(FIXTURES.paths.selected);
            actor.send({ type: "search.select", path: path ?? "" });
            expect(env.navigations.at(-1)).toBe(FIXTURES.paths.selected);
          },
          VIEW_ALL: () => {
            actor.send({ type: "search.viewAll" });
            expect(env.navigations.at(-1)).toBe(FIXTURES.paths.viewAll);
          },
          LATE_ANSWERS: answerLate,
        },
        states: {
          idle: () => {
            expect(actor.getSnapshot().value).toBe("idle");
            expect(actor.getSnapshot().context.results).toBeNull();
          },
          debouncing: () => {
            expect(actor.getSnapshot().value).toBe("debouncing");
            expect([FIXTURES.searched.name, FIXTURES.searched.id]).toContain(
              actor.getSnapshot().context.term,
            );
          },
          checkingId: () => {
            expect(actor.getSnapshot().value).toBe("checkingId");
            expect(current(env.checks).input).toBe(FIXTURES.checkedId);
          },
          searching: () => {
            expect(actor.getSnapshot().value).toBe("searching");
            expect(current(env.searches).input).toBe(actor.getSnapshot().context.term);
          },
          results: () => {
            expect(actor.getSnapshot().value).toBe("results");
            expect(actor.getSnapshot().context.results).toEqual(FIXTURES.answers.many);
          },
          noResults: () => {
            expect(actor.getSnapshot().value).toBe("noResults");
            expect(selectSearchView(actor.getSnapshot()).sections).toEqual([]);
          },
        },
      });
    });
  }
});

describe("searchMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
