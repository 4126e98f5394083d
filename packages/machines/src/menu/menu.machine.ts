import { HOVER_HIDE_DELAY_MS } from "@canvass/sdk/settings";
import { assign, emit, fromPromise, setup } from "xstate";
import { applySorting, isMenuGroup, itemHolding, moveEntry } from "./menu.order";
import type {
  MenuContext,
  MenuEvent,
  MenuInput,
  MenuOrder,
  MenuOrderEmitted,
  SaveMenuSortingInput,
} from "./menu.types";

const shown = (context: MenuContext): MenuOrder => context.draft ?? context.order;

/**
 * The side navigation menu (spec §2 "Side navigation menu"): `closed` (collapsed) / `open` /
 * `editing`. While collapsed, hovering an item with children shows its floating child list,
 * hidden 50 ms after the pointer leaves. Editing happens only while open; closing cancels it.
 * A drop moves an entry (also across groups) and emits the new order; save persists it as the
 * preference `menu.sorting` through the injected `saveMenuSorting`; reset restores the default
 * order. The item holding the current page stays open.
 */
export const menuMachine = setup({
  types: {} as {
    context: MenuContext;
    events: MenuEvent;
    input: MenuInput;
    emitted: MenuOrderEmitted;
  },
  actors: {
    saveMenuSorting: fromPromise<undefined, SaveMenuSortingInput>(() =>
      Promise.reject(
        new Error("saveMenuSorting is not provided: use menuMachine.provide({ actors })"),
      ),
    ),
  },
  delays: { hoverHide: HOVER_HIDE_DELAY_MS },
  guards: {
    hasChildren: ({ context, event }) =>
      event.type === "menu.hover.enter" && isMenuGroup(shown(context), event.id),
    canToggleItem: ({ context, event }) =>
      event.type === "menu.item.toggle" &&
      itemHolding(shown(context), context.currentPath) !== event.id,
    isValidMove: ({ context, event }) =>
      event.type === "menu.edit.drop" &&
      context.draft !== null &&
      moveEntry(context.draft, event.id, event.parent, event.index) !== null,
  },
  actions: {
    showFlyout: assign({
      flyout: ({ event }) => (event.type === "menu.hover.enter" ? event.id : null),
    }),
    hideFlyout: assign({ flyout: null }),
    toggleItem: assign({
      expanded: ({ context, event }) => {
        if (event.type !== "menu.item.toggle") return context.expanded;
        return context.expanded.includes(event.id)
          ? context.expanded.filter((id) => id !== event.id)
          : [...context.expanded, event.id];
      },
    }),
    recordLocation: assign(({ context, event }) => {
      if (event.type !== "menu.location") return {};
      const holder = itemHolding(shown(context), event.path);
      const expanded =
        holder === null || context.expanded.includes(holder)
          ? context.expanded
          : [...context.expanded, holder];
      return { currentPath: event.path, expanded };
    }),
    startDraft: assign(({ context }) => ({ draft: context.order, error: null })),
    discardDraft: assign({ draft: null, error: null }),
    moveEntry: assign({
      draft: ({ context, event }) =>
        event.type === "menu.edit.drop" && context.draft !== null
          ? (moveEntry(context.draft, event.id, event.parent, event.index) ?? context.draft)
          : context.draft,
    }),
    restoreDefault: assign(({ context }) => ({ draft: context.defaultOrder })),
    commitDraft: assign(({ context }) => ({ order: shown(context), draft: null })),
    clearError: assign({ error: null }),
    recordError: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    emitOrder: emit(({ context }): MenuOrderEmitted => ({
      type: "menu.order",
      order: shown(context),
    })),
  },
}).createMachine({
  id: "menu",
  context: ({ input }) => {
    const order = applySorting(input.defaultOrder, input.sorting);
    const currentPath = input.currentPath ?? null;
    const holder = itemHolding(order, currentPath);
    return {
      defaultOrder: input.defaultOrder,
      order,
      draft: null,
      expanded: holder === null ? [] : [holder],
      currentPath,
      flyout: null,
      error: null,
    };
  },
  initial: "open",
  on: {
    "menu.location": { actions: "recordLocation" },
    "menu.item.toggle": { guard: "canToggleItem", actions: "toggleItem" },
  },
  states: {
    closed: {
      initial: "idle",
      exit: "hideFlyout",
      on: {
        "menu.open": { target: "open" },
        "menu.toggle": { target: "open" },
      },
      states: {
        idle: {
          on: {
            "menu.hover.enter": { guard: "hasChildren", target: "flyout", actions: "showFlyout" },
          },
        },
        flyout: {
          on: {
            "menu.hover.enter": { guard: "hasChildren", actions: "showFlyout" },
            "menu.hover.leave": { target: "hiding" },
          },
        },
        hiding: {
          after: { hoverHide: { target: "idle", actions: "hideFlyout" } },
          on: {
            "menu.hover.enter": { guard: "hasChildren", target: "flyout", actions: "showFlyout" },
          },
        },
      },
    },
    open: {
      on: {
        "menu.close": { target: "closed" },
        "menu.toggle": { target: "closed" },
        "menu.edit.start": { target: "editing" },
      },
    },
    editing: {
      initial: "arranging",
      entry: "startDraft",
      on: {
        "menu.close": { target: "closed", actions: "discardDraft" },
        "menu.toggle": { target: "closed", actions: "discardDraft" },
      },
      states: {
        arranging: {
          on: {
            "menu.edit.drop": { guard: "isValidMove", actions: ["moveEntry", "emitOrder"] },
            "menu.edit.reset": { actions: ["restoreDefault", "emitOrder"] },
            "menu.edit.save": { target: "saving" },
            "menu.edit.cancel": { target: "#menu.open", actions: "discardDraft" },
          },
        },
        saving: {
          entry: "clearError",
          invoke: {
            id: "saveMenuSorting",
            src: "saveMenuSorting",
            input: ({ context }) => ({ sorting: [...shown(context)] }),
            onDone: { target: "#menu.open", actions: "commitDraft" },
            onError: {
              target: "arranging",
              actions: { type: "recordError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
