import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createCoverage } from "../testing";
import { avatarMachine } from "./avatar.machine";
import { AVATAR_MODEL_FIXTURES as FIXTURES, avatarModelPaths } from "./avatar.model";
import { selectAvatarView } from "./avatar.selectors";
import type { AvatarInput, FetchAvatarInput, ReleaseImageParams } from "./avatar.types";

interface PendingFetch {
  readonly input: FetchAvatarInput;
  settled: boolean;
  resolve(src: string): void;
  reject(error: Error): void;
}

interface Env {
  readonly fetches: PendingFetch[];
  readonly released: string[];
}

let env: Env = { fetches: [], released: [] };

/**
 * The real machine with its fetch answered by the test and releases recorded. Coverage is taken
 * of this machine (the same definition; `provide` only swaps implementations).
 */
const machine = avatarMachine.provide({
  actors: {
    fetchAvatar: fromPromise<string, FetchAvatarInput>(
      ({ input }) =>
        new Promise<string>((resolve, reject) => {
          const pending: PendingFetch = {
            input,
            settled: false,
            resolve: (src) => {
              pending.settled = true;
              resolve(src);
            },
            reject: (error) => {
              pending.settled = true;
              reject(error);
            },
          };
          env.fetches.push(pending);
        }),
    ),
  },
  actions: {
    releaseImage: (_, params: ReleaseImageParams) => {
      env.released.push(params.src);
    },
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(input: AvatarInput = FIXTURES.subjects.user) {
  env = { fetches: [], released: [] };
  return createActor(machine, { input, inspect: coverage.inspect }).start();
}

/** Lets settled promises reach the actor (all pending microtasks run before `setImmediate`). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function lastFetch(): PendingFetch {
  const fetch = env.fetches.at(-1);
  if (fetch === undefined || fetch.settled) throw new Error("no fetch is waiting");
  return fetch;
}

describe("avatarMachine", () => {
  it("loads the picture of its subject", async () => {
    const actor = start();
    expect(selectAvatarView(actor.getSnapshot())).toEqual({
      state: "loading",
      src: null,
      icon: null,
    });
    expect(lastFetch().input).toEqual({ kind: "user", id: "p9f8e7" });
    lastFetch().resolve(FIXTURES.images.user);
    await flush();
    expect(selectAvatarView(actor.getSnapshot())).toEqual({
      state: "loaded",
      src: FIXTURES.images.user,
      icon: null,
    });
  });

  it("falls back to the kind's icon when the fetch fails", async () => {
    for (const [kind, icon] of [
      ["user", "user"],
      ["team", "shield"],
      ["campaign", "layers"],
    ] as const) {
      const actor = start({ kind, id: "a1b2c3" });
      lastFetch().reject(new Error("404"));
      await flush();
      expect(selectAvatarView(actor.getSnapshot())).toEqual({ state: "invalid", src: null, icon });
    }
  });

  it("is invalid without an id, without fetching", () => {
    for (const id of [undefined, ""]) {
      const actor = start({ kind: "team", id });
      expect(actor.getSnapshot().value).toBe("invalid");
      expect(env.fetches).toEqual([]);
    }
  });

  it("turns invalid when the image cannot be rendered, releasing the picture", async () => {
    const actor = start();
    lastFetch().resolve(FIXTURES.images.user);
    await flush();
    actor.send({ type: "avatar.error" });
    expect(selectAvatarView(actor.getSnapshot()).icon).toBe("user");
    expect(env.released).toEqual([FIXTURES.images.user]);
  });

  it("loads again for another subject and ignores the answer for the former one", async () => {
    const actor = start();
    const former = lastFetch();
    actor.send({ type: "avatar.change", ...FIXTURES.subjects.team });
    former.resolve(FIXTURES.images.user);
    await flush();
    expect(actor.getSnapshot().value).toBe("loading");
    expect(lastFetch().input).toEqual({ kind: "team", id: "t1t2t3" });
    lastFetch().resolve(FIXTURES.images.team);
    await flush();
    expect(actor.getSnapshot().context.src).toBe(FIXTURES.images.team);
  });

  it("hands the record's word about the picture to the fetch, on start and on a change", () => {
    const actor = start({ ...FIXTURES.subjects.user, hasPicture: false });
    expect(lastFetch().input).toEqual({ ...FIXTURES.subjects.user, hasPicture: false });
    actor.send({ type: "avatar.change", ...FIXTURES.subjects.team, hasPicture: true });
    expect(lastFetch().input).toEqual({ ...FIXTURES.subjects.team, hasPicture: true });
    actor.send({ type: "avatar.change", ...FIXTURES.subjects.user });
    expect(lastFetch().input, "left out when the record does not say").toEqual(
      FIXTURES.subjects.user,
    );
  });

  it("is invalid when the fetch is not provided", async () => {
    const actor = createActor(avatarMachine, { input: FIXTURES.subjects.user }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe("invalid");
  });
});

describe("avatarMachine (model-based)", () => {
  const paths = avatarModelPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const view = () => selectAvatarView(actor.getSnapshot());
      await path.test({
        events: {
          FETCH_SUCCEEDS: async () => {
            const fetch = lastFetch();
            fetch.resolve(FIXTURES.images[fetch.input.kind]);
            await flush();
          },
          FETCH_FAILS: async () => {
            lastFetch().reject(new Error("404"));
            await flush();
          },
          IMAGE_BROKEN: () => {
            const { src } = actor.getSnapshot().context;
            actor.send({ type: "avatar.error" });
            expect(env.released.at(-1)).toBe(src);
          },
          CHANGE: () => {
            actor.send({ type: "avatar.change", ...FIXTURES.subjects.team });
          },
          CHANGE_TO_NONE: () => {
            actor.send({ type: "avatar.change", ...FIXTURES.subjects.none });
          },
        },
        states: {
          loading: (state) => {
            expect(view().state).toBe("loading");
            const subject = FIXTURES.subjects[state.context.subject];
            expect(lastFetch().input).toEqual(subject);
          },
          loaded: (state) => {
            const { kind } = FIXTURES.subjects[state.context.subject];
            expect(view()).toEqual({ state: "loaded", src: FIXTURES.images[kind], icon: null });
          },
          invalid: (state) => {
            expect(view()).toEqual({
              state: "invalid",
              src: null,
              icon: FIXTURES.icons[state.context.subject],
            });
          },
        },
      });
    });
  }
});

describe("avatarMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
