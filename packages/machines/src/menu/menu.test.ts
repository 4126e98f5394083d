import { createCanvassClient } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { HOVER_HIDE_DELAY_MS } from "@canvass/sdk/settings";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise, waitFor } from "xstate";
import { createCoverage } from "../testing";
import { createMenuActors } from "./menu.actors";
import { menuMachine } from "./menu.machine";
import { MENU_MODEL_FIXTURES as FIXTURES, menuModelPaths } from "./menu.model";
import { selectMenuView } from "./menu.selectors";
import type { MenuInput, MenuOrder, SaveMenuSortingInput } from "./menu.types";

/** A save call, answered by the test. */
interface PendingSave {
  readonly sorting: MenuOrder;
  readonly signal: AbortSignal;
  settled: boolean;
  resolve(): void;
  reject(error: Error): void;
}

interface Env {
  readonly saves: PendingSave[];
  readonly emitted: MenuOrder[];
}

let env: Env = { saves: [], emitted: [] };

/**
 * The real machine with its save call injected (answered by the test). Coverage is taken of
 * this machine (the same definition; `provide` only swaps implementations).
 */
const machine = menuMachine.provide({
  actors: {
    saveMenuSorting: fromPromise<undefined, SaveMenuSortingInput>(
      ({ input, signal }) =>
        new Promise<undefined>((resolve, reject) => {
          const pending: PendingSave = {
            sorting: input.sorting,
            signal,
            settled: false,
            resolve: () => {
              pending.settled = true;
              resolve(undefined);
            },
            reject: (error) => {
              pending.settled = true;
              reject(error);
            },
          };
          env.saves.push(pending);
        }),
    ),
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(input: Partial<MenuInput> = {}) {
  env = { saves: [], emitted: [] };
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { defaultOrder: FIXTURES.defaultOrder, currentPath: FIXTURES.currentPath, ...input },
    clock,
    inspect: coverage.inspect,
  });
  actor.on("menu.order", (event) => {
    env.emitted.push(event.order);
  });
  actor.start();
  return { actor, clock };
}

/** Lets settled promises reach the actor (all pending microtasks run before `setImmediate`). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function lastSave(): PendingSave {
  const save = env.saves.at(-1);
  if (save === undefined || save.settled) throw new Error("no save is waiting");
  return save;
}

const { drop } = FIXTURES;
const dropEvent = { type: "menu.edit.drop", ...drop } as const;

describe("menuMachine", () => {
  it("starts open with the saved order applied and the current page's group open", () => {
    const { actor } = start({ sorting: FIXTURES.moved, currentPath: "/lookup" });
    expect(selectMenuView(actor.getSnapshot())).toEqual({
      mode: "open",
      saving: false,
      order: FIXTURES.moved,
      openItems: ["users"],
      currentItem: "users",
      flyout: null,
      error: null,
    });
  });

  it("shows a hovered group's floating list while collapsed and hides it 50 ms after leaving", () => {
    const { actor, clock } = start();
    actor.send({ type: "menu.close" });
    actor.send({ type: "menu.hover.enter", id: "submissions" });
    expect(actor.getSnapshot().context.flyout).toBe("submissions");
    actor.send({ type: "menu.hover.leave" });
    clock.increment(HOVER_HIDE_DELAY_MS - 1);
    expect(actor.getSnapshot().context.flyout).toBe("submissions");
    // Into the floating list itself: it stays.
    actor.send({ type: "menu.hover.enter", id: "submissions" });
    clock.increment(HOVER_HIDE_DELAY_MS * 2);
    expect(actor.getSnapshot().value).toEqual({ closed: "flyout" });
    actor.send({ type: "menu.hover.leave" });
    clock.increment(HOVER_HIDE_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ closed: "idle" });
    expect(actor.getSnapshot().context.flyout).toBeNull();
  });

  it("shows no floating list for a link without children, nor while open", () => {
    const { actor } = start();
    actor.send({ type: "menu.hover.enter", id: "submissions" });
    expect(actor.getSnapshot().context.flyout).toBeNull();
    actor.send({ type: "menu.toggle" });
    actor.send({ type: "menu.hover.enter", id: "/dashboard" });
    expect(actor.getSnapshot().value).toEqual({ closed: "idle" });
    expect(actor.getSnapshot().context.flyout).toBeNull();
  });

  it("switches the floating list to another hovered group, and drops it on opening", () => {
    const { actor } = start();
    actor.send({ type: "menu.close" });
    actor.send({ type: "menu.hover.enter", id: "submissions" });
    actor.send({ type: "menu.hover.enter", id: "users" });
    expect(actor.getSnapshot().context.flyout).toBe("users");
    actor.send({ type: "menu.hover.leave" });
    actor.send({ type: "menu.open" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context.flyout).toBeNull();
  });

  it("edits only while open", () => {
    const { actor } = start();
    actor.send({ type: "menu.close" });
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    expect(actor.getSnapshot().value).toEqual({ closed: "idle" });
    expect(env.emitted).toEqual([]);
    actor.send({ type: "menu.open" });
    actor.send({ type: "menu.edit.start" });
    expect(selectMenuView(actor.getSnapshot()).mode).toBe("editing");
  });

  it("emits the new order on drop, also across groups, and ignores impossible drops", () => {
    const { actor } = start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    expect(env.emitted).toEqual([FIXTURES.moved]);
    expect(selectMenuView(actor.getSnapshot()).order).toEqual(FIXTURES.moved);
    actor.send({ type: "menu.edit.drop", id: "users", parent: "submissions", index: 0 });
    expect(env.emitted).toHaveLength(1);
  });

  it("cancels editing on close, keeping the order in effect", () => {
    const { actor } = start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    actor.send({ type: "menu.close" });
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(selectMenuView(actor.getSnapshot()).order).toEqual(FIXTURES.defaultOrder);
    actor.send({ type: "menu.open" });
    actor.send({ type: "menu.edit.start" });
    expect(selectMenuView(actor.getSnapshot()).order).toEqual(FIXTURES.defaultOrder);
  });

  it("saves the order as the preference menu.sorting and keeps it", async () => {
    const { actor } = start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    actor.send({ type: "menu.edit.save" });
    expect(selectMenuView(actor.getSnapshot()).saving).toBe(true);
    expect(lastSave().sorting).toEqual(FIXTURES.moved);
    lastSave().resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context.order).toEqual(FIXTURES.moved);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("stays in edit mode with the reason when saving fails", async () => {
    const { actor } = start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    actor.send({ type: "menu.edit.save" });
    lastSave().reject(new Error("preferences unavailable"));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: "arranging" });
    expect(selectMenuView(actor.getSnapshot())).toMatchObject({
      order: FIXTURES.moved,
      error: "preferences unavailable",
    });
  });

  it("resets to the default order, which a save then persists", async () => {
    const { actor } = start({ sorting: FIXTURES.moved });
    actor.send({ type: "menu.edit.start" });
    actor.send({ type: "menu.edit.reset" });
    expect(env.emitted).toEqual([FIXTURES.defaultOrder]);
    actor.send({ type: "menu.edit.save" });
    expect(lastSave().sorting).toEqual(FIXTURES.defaultOrder);
    lastSave().resolve();
    await flush();
    expect(actor.getSnapshot().context.order).toEqual(FIXTURES.defaultOrder);
  });

  it("aborts a save under way when the menu closes, and ignores its answer", async () => {
    const { actor } = start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    actor.send({ type: "menu.edit.save" });
    const save = lastSave();
    actor.send({ type: "menu.toggle" });
    expect(save.signal.aborted).toBe(true);
    save.resolve();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ closed: "idle" });
    expect(actor.getSnapshot().context.order).toEqual(FIXTURES.defaultOrder);
  });

  it("keeps the group holding the current page open", () => {
    const { actor } = start();
    const openItems = () => selectMenuView(actor.getSnapshot()).openItems;
    expect(openItems()).toEqual(["submissions"]);
    actor.send({ type: "menu.item.toggle", id: "submissions" });
    expect(openItems()).toEqual(["submissions"]);
    actor.send({ type: "menu.item.toggle", id: "users" });
    expect(openItems()).toEqual(["submissions", "users"]);
    actor.send({ type: "menu.item.toggle", id: "users" });
    expect(openItems()).toEqual(["submissions"]);
    // Elsewhere now: the group stays open until closed.
    actor.send({ type: "menu.location", path: "/teams/t1" });
    expect(openItems()).toEqual(["submissions", "users"]);
    actor.send({ type: "menu.item.toggle", id: "users" });
    expect(openItems()).toEqual(["submissions", "users"]);
    actor.send({ type: "menu.item.toggle", id: "submissions" });
    expect(openItems()).toEqual(["users"]);
  });

  it("opens the group a drop moves the current page into", () => {
    const { actor } = start({ currentPath: "/lookup" });
    actor.send({ type: "menu.item.toggle", id: "users" });
    actor.send({ type: "menu.item.toggle", id: "users" });
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    expect(selectMenuView(actor.getSnapshot())).toMatchObject({
      currentItem: "users",
      openItems: ["submissions", "users"],
    });
    actor.send({ type: "menu.item.toggle", id: "users" });
    expect(selectMenuView(actor.getSnapshot()).openItems).toContain("users");
  });

  it("fails to save when the save call is not provided", async () => {
    const actor = createActor(menuMachine, {
      input: { defaultOrder: FIXTURES.defaultOrder },
    }).start();
    actor.send({ type: "menu.edit.start" });
    actor.send({ type: "menu.edit.save" });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: "arranging" });
    expect(actor.getSnapshot().context.error).toMatch(/not provided/);
  });
});

describe("createMenuActors (with an SDK client on an injected fetch)", () => {
  function clientAnswering(respond: (request: Request) => Response) {
    const requests: { call: string; body: unknown }[] = [];
    const client = createCanvassClient({
      baseUrl: "https://api.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      app: { name: "machines-test", version: "0.0.0" },
      platform: "test",
      client: "demo",
      logger: silentLogger,
      getSession: () => ({ token: "h.p.s", playerId: "p9f8e7" }),
      fetch: async (request) => {
        const body: unknown = request.method === "PUT" ? await request.clone().json() : null;
        requests.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
        return respond(request);
      },
    });
    return { client, requests };
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  const STORED = { language: "fr-CA", menu: { collapsed: true }, dashboardRange: "last7days" };

  function saveOn(client: ReturnType<typeof clientAnswering>["client"]) {
    const actor = createActor(menuMachine.provide({ actors: createMenuActors(client, "p9f8e7") }), {
      input: { defaultOrder: FIXTURES.defaultOrder },
      inspect: coverage.inspect,
    }).start();
    actor.send({ type: "menu.edit.start" });
    actor.send(dropEvent);
    actor.send({ type: "menu.edit.save" });
    return actor;
  }

  it("fetches the preferences, sets menu.sorting and saves them whole", async () => {
    const { client, requests } = clientAnswering((request) =>
      request.method === "GET" ? json(STORED) : json({}),
    );
    const actor = saveOn(client);
    await waitFor(actor, (snapshot) => snapshot.matches("open"));
    expect(requests).toEqual([
      { call: "GET /players/p9f8e7/preferences/", body: null },
      {
        call: "PUT /players/p9f8e7/preferences/",
        body: { ...STORED, menu: { collapsed: true, sorting: FIXTURES.moved } },
      },
    ]);
    expect(actor.getSnapshot().context.order).toEqual(FIXTURES.moved);
  });

  it("stays in edit mode when the preferences cannot be saved", async () => {
    const { client, requests } = clientAnswering((request) =>
      request.method === "GET" ? json({}) : json({ title: "Unprocessable" }, 422),
    );
    const actor = saveOn(client);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toEqual({ editing: "arranging" });
    expect(requests.at(-1)?.body).toEqual({ menu: { sorting: FIXTURES.moved } });
  });
});

describe("menuMachine (model-based)", () => {
  const paths = menuModelPaths();
  const orderOf = (arrangement: "default" | "moved"): MenuOrder =>
    arrangement === "moved" ? FIXTURES.moved : FIXTURES.defaultOrder;

  it("visits every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          "open",
          { closed: "idle" },
          { closed: "flyout" },
          { closed: "hiding" },
          { editing: "arranging" },
          { editing: "saving" },
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = start();
      const send = (event: Parameters<typeof actor.send>[0]) => () => {
        actor.send(event);
      };
      const view = () => selectMenuView(actor.getSnapshot());
      await path.test({
        events: {
          OPEN: send({ type: "menu.open" }),
          CLOSE: send({ type: "menu.close" }),
          TOGGLE_MENU: send({ type: "menu.toggle" }),
          HOVER_GROUP: send({ type: "menu.hover.enter", id: FIXTURES.hovered }),
          LEAVE: send({ type: "menu.hover.leave" }),
          HIDE_DELAY_ELAPSES: () => {
            clock.increment(HOVER_HIDE_DELAY_MS);
          },
          EDIT: send({ type: "menu.edit.start" }),
          DROP: () => {
            actor.send(dropEvent);
            expect(env.emitted.at(-1)).toEqual(FIXTURES.moved);
          },
          RESET: () => {
            actor.send({ type: "menu.edit.reset" });
            expect(env.emitted.at(-1)).toEqual(FIXTURES.defaultOrder);
          },
          SAVE: send({ type: "menu.edit.save" }),
          SAVE_SUCCEEDS: async () => {
            lastSave().resolve();
            await flush();
          },
          SAVE_FAILS: async () => {
            lastSave().reject(new Error("preferences unavailable"));
            await flush();
            expect(view().error).toBe("preferences unavailable");
          },
          CANCEL: send({ type: "menu.edit.cancel" }),
        },
        states: {
          "closed.idle": (state) => {
            expect(actor.getSnapshot().value).toEqual({ closed: "idle" });
            expect(view()).toMatchObject({ mode: "closed", flyout: null });
            expect(view().order).toEqual(orderOf(state.context.committed));
          },
          "closed.flyout": () => {
            expect(actor.getSnapshot().value).toEqual({ closed: "flyout" });
            expect(view().flyout).toBe(FIXTURES.hovered);
          },
          "closed.hiding": () => {
            expect(actor.getSnapshot().value).toEqual({ closed: "hiding" });
            expect(view().flyout).toBe(FIXTURES.hovered);
          },
          open: (state) => {
            expect(actor.getSnapshot().value).toBe("open");
            expect(view()).toMatchObject({ mode: "open", saving: false });
            expect(view().order).toEqual(orderOf(state.context.committed));
          },
          "editing.arranging": (state) => {
            expect(actor.getSnapshot().value).toEqual({ editing: "arranging" });
            expect(view()).toMatchObject({ mode: "editing", saving: false });
            expect(view().order).toEqual(orderOf(state.context.draft ?? state.context.committed));
          },
          "editing.saving": (state) => {
            expect(actor.getSnapshot().value).toEqual({ editing: "saving" });
            expect(view().saving).toBe(true);
            expect(lastSave().sorting).toEqual(
              orderOf(state.context.draft ?? state.context.committed),
            );
          },
        },
      });
    });
  }
});

describe("menuMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
