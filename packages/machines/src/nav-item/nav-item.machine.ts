import { assign, not, setup } from "xstate";
import type { NavItemContext, NavItemEvent, NavItemInput } from "./nav-item.types";

/**
 * A side-navigation group: open or closed. An item that contains the current page stays open
 * (spec §2, side navigation: "An item containing the current page stays open").
 */
export const navItemMachine = setup({
  types: {} as { context: NavItemContext; events: NavItemEvent; input: NavItemInput },
  guards: {
    containsCurrent: ({ context }) => context.containsCurrent,
    locationContainsCurrent: ({ event }) =>
      event.type === "navItem.location" && event.containsCurrent,
  },
  actions: {
    recordLocation: assign({
      containsCurrent: ({ event }) =>
        event.type === "navItem.location" ? event.containsCurrent : false,
    }),
  },
}).createMachine({
  id: "navItem",
  context: ({ input }) => ({ containsCurrent: input.containsCurrent ?? false }),
  initial: "closed",
  states: {
    closed: {
      always: { guard: "containsCurrent", target: "open" },
      on: {
        "navItem.toggle": { target: "open" },
        "navItem.open": { target: "open" },
        "navItem.location": [
          { guard: "locationContainsCurrent", target: "open", actions: "recordLocation" },
          { actions: "recordLocation" },
        ],
      },
    },
    open: {
      on: {
        "navItem.toggle": { guard: not("containsCurrent"), target: "closed" },
        "navItem.close": { guard: not("containsCurrent"), target: "closed" },
        "navItem.location": { actions: "recordLocation" },
      },
    },
  },
});
