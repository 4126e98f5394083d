/**
 * The abstract test model of the side menu, for `createTestModel` (which refuses the real
 * machine's `invoke` and `after`). Its events are what a person or the server does; a suite
 * gives each an executor that drives the real thing (the actor in Node, the console in
 * Chromium) and checks it per state. Its states have the real machine's names.
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import type { MenuOrder } from "./menu.types";

/** What happens to the menu: clicks, hovering, time passing, drag and drop, the server. */
export type MenuModelEvent =
  /** Expand the menu. */
  | { type: "OPEN" }
  /** Collapse the menu. */
  | { type: "CLOSE" }
  /** Click the collapse button. */
  | { type: "TOGGLE_MENU" }
  /** Hover the group `MENU_MODEL_FIXTURES.hovered` of the collapsed menu. */
  | { type: "HOVER_GROUP" }
  /** Move the pointer away from it. */
  | { type: "LEAVE" }
  /** Let the 50 ms hover-hide delay pass. */
  | { type: "HIDE_DELAY_ELAPSES" }
  /** Enter edit mode. */
  | { type: "EDIT" }
  /** Drag `MENU_MODEL_FIXTURES.drop.id` into another group and drop it. */
  | { type: "DROP" }
  /** Click reset. */
  | { type: "RESET" }
  /** Click save. */
  | { type: "SAVE" }
  /** The preference is saved. */
  | { type: "SAVE_SUCCEEDS" }
  /** Saving the preference fails. */
  | { type: "SAVE_FAILS" }
  /** Leave edit mode without saving. */
  | { type: "CANCEL" };

type Arrangement = "default" | "moved";

export interface MenuModelContext {
  /** The order in effect. */
  committed: Arrangement;
  /** The order being edited (`null` outside edit mode). */
  draft: Arrangement | null;
}

/**
 * The data behind the model's events, shared by every suite: the operator's default menu, the
 * group hovered, the drop made and the order it gives. The current page is `/subs`.
 */
export const MENU_MODEL_FIXTURES = {
  defaultOrder: [
    { id: "/dashboard" },
    { id: "submissions", children: ["/lookup", "/messages", "/subs", "/subs/ear"] },
    { id: "users", children: ["/active", "/feedback", "/teams", "/tree", "/users"] },
  ],
  currentPath: "/subs",
  hovered: "submissions",
  drop: { id: "/lookup", parent: "users", index: 0 },
  moved: [
    { id: "/dashboard" },
    { id: "submissions", children: ["/messages", "/subs", "/subs/ear"] },
    { id: "users", children: ["/lookup", "/active", "/feedback", "/teams", "/tree", "/users"] },
  ],
} as const satisfies {
  defaultOrder: MenuOrder;
  currentPath: string;
  hovered: string;
  drop: { id: string; parent: string; index: number };
  moved: MenuOrder;
};

export const menuModel = setup({
  types: {} as { context: MenuModelContext; events: MenuModelEvent },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.committed })),
    discardDraft: assign({ draft: null }),
    move: assign({ draft: "moved" as const }),
    reset: assign({ draft: "default" as const }),
    commit: assign(({ context }) => ({
      committed: context.draft ?? context.committed,
      draft: null,
    })),
  },
}).createMachine({
  id: "menuModel",
  context: { committed: "default", draft: null },
  initial: "open",
  states: {
    closed: {
      initial: "idle",
      on: { OPEN: { target: "open" }, TOGGLE_MENU: { target: "open" } },
      states: {
        idle: { on: { HOVER_GROUP: { target: "flyout" } } },
        flyout: { on: { LEAVE: { target: "hiding" } } },
        hiding: {
          on: { HIDE_DELAY_ELAPSES: { target: "idle" }, HOVER_GROUP: { target: "flyout" } },
        },
      },
    },
    open: {
      on: {
        CLOSE: { target: "closed" },
        TOGGLE_MENU: { target: "closed" },
        EDIT: { target: "editing" },
      },
    },
    editing: {
      initial: "arranging",
      entry: "startDraft",
      on: {
        CLOSE: { target: "closed", actions: "discardDraft" },
        TOGGLE_MENU: { target: "closed", actions: "discardDraft" },
      },
      states: {
        arranging: {
          on: {
            DROP: { actions: "move" },
            RESET: { actions: "reset" },
            SAVE: { target: "saving" },
            CANCEL: { target: "#menuModel.open", actions: "discardDraft" },
          },
        },
        saving: {
          on: {
            SAVE_SUCCEEDS: { target: "#menuModel.open", actions: "commit" },
            SAVE_FAILS: { target: "arranging" },
          },
        },
      },
    },
  },
});

/**
 * The test model of the menu. Each step into a state is told apart by the event and the state
 * (value and context) it came from, so the shortest paths take every transition of the model,
 * self-transitions included: e.g. closing after a change and closing without one.
 */
export function menuTestModel() {
  return createTestModel(menuModel, {
    serializeTransition: (_snapshot, event, previous) =>
      event === undefined || previous === undefined
        ? ""
        : ` via ${event.type} from ${JSON.stringify(previous.value)} ${JSON.stringify(previous.context)}`,
  });
}

/** The shortest path through every transition of the model, each named by its description. */
export function menuModelPaths() {
  return menuTestModel().getShortestPaths();
}
