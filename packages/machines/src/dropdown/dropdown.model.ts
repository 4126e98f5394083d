/**
 * The abstract test model of a searchable dropdown, for `createTestModel`. Its events are what a
 * person does; a suite gives each an executor that drives the real thing and checks it per
 * state. Its states have the real machine's names.
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import type { DropdownOption } from "./dropdown.types";

export type DropdownModelEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "TOGGLE" }
  /** Type a query that matches an option (`DROPDOWN_MODEL_FIXTURES.queries.match`). */
  | { type: "TYPE_MATCH" }
  /** Type a query that matches nothing. */
  | { type: "TYPE_NO_MATCH" }
  /** Empty the search box. */
  | { type: "CLEAR_QUERY" }
  /** Pick `DROPDOWN_MODEL_FIXTURES.pick` (given as text, as the DOM gives it). */
  | { type: "SELECT" };

export interface DropdownModelContext {
  /** What the query finds while searching. */
  found: "some" | "none" | null;
  picked: boolean;
}

export const DROPDOWN_MODEL_FIXTURES = {
  options: [
    { value: 1, display: "North", subtext: "Team" },
    { value: 2, display: "South", subtext: "Campaign" },
    { value: 3, display: "East" },
  ],
  /** The model value is a number, so a pick given as text becomes a number. */
  value: 1,
  queries: { match: " SOU ", noMatch: "zzz" },
  pick: "2",
  picked: 2,
} as const satisfies {
  options: readonly DropdownOption[];
  value: number;
  queries: { match: string; noMatch: string };
  pick: string;
  picked: number;
};

export const dropdownModel = setup({
  types: {} as { context: DropdownModelContext; events: DropdownModelEvent },
  guards: { canPick: ({ context }) => context.found !== "none" },
  actions: {
    findSome: assign({ found: "some" as const }),
    findNone: assign({ found: "none" as const }),
    forgetQuery: assign({ found: null }),
    pick: assign({ picked: true }),
  },
}).createMachine({
  id: "dropdownModel",
  context: { found: null, picked: false },
  initial: "closed",
  states: {
    closed: {
      entry: "forgetQuery",
      on: { OPEN: { target: "open" }, TOGGLE: { target: "open" } },
    },
    open: {
      on: {
        CLOSE: { target: "closed" },
        TOGGLE: { target: "closed" },
        TYPE_MATCH: { target: "searching", actions: "findSome" },
        TYPE_NO_MATCH: { target: "searching", actions: "findNone" },
        SELECT: { target: "closed", actions: "pick" },
      },
    },
    searching: {
      on: {
        CLOSE: { target: "closed" },
        TOGGLE: { target: "closed" },
        TYPE_MATCH: { actions: "findSome" },
        TYPE_NO_MATCH: { actions: "findNone" },
        CLEAR_QUERY: { target: "open", actions: "forgetQuery" },
        SELECT: { guard: "canPick", target: "closed", actions: "pick" },
      },
    },
  },
});

export function dropdownModelPaths() {
  return createTestModel(dropdownModel).getShortestPaths();
}
