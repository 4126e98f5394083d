import { assign, emit, setup } from "xstate";
import { coerceSelection, normalizeQuery, optionOf } from "./dropdown.options";
import type {
  DropdownChangeEmitted,
  DropdownContext,
  DropdownEvent,
  DropdownInput,
} from "./dropdown.types";

/**
 * A dropdown (spec §3 "Shared interface pieces"): `closed` / `open` / `searching`. In search
 * mode a query filters the options by value, display text and subtext (see the selectors);
 * an empty query goes back to `open`. Picking an option closes it and emits `dropdown.change`
 * with the value, a number when the model value is a number.
 */
export const dropdownMachine = setup({
  types: {} as {
    context: DropdownContext;
    events: DropdownEvent;
    input: DropdownInput;
    emitted: DropdownChangeEmitted;
  },
  guards: {
    startsSearch: ({ context, event }) =>
      context.searchable && event.type === "dropdown.search" && normalizeQuery(event.query) !== "",
    clearsSearch: ({ event }) =>
      event.type === "dropdown.search" && normalizeQuery(event.query) === "",
    isOption: ({ context, event }) =>
      event.type === "dropdown.select" && optionOf(context.options, event.value) !== null,
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) =>
        event.type === "dropdown.search" ? event.query : context.query,
    }),
    clearQuery: assign({ query: "" }),
    setOptions: assign({
      options: ({ context, event }) =>
        event.type === "dropdown.options" ? event.options : context.options,
    }),
    setValue: assign({
      value: ({ context, event }) =>
        event.type === "dropdown.value" ? event.value : context.value,
    }),
    selectValue: assign({
      value: ({ context, event }) =>
        event.type === "dropdown.select"
          ? coerceSelection(event.value, context.value)
          : context.value,
    }),
    emitChange: emit(({ context }): DropdownChangeEmitted => ({
      type: "dropdown.change",
      value: context.value ?? "",
    })),
  },
}).createMachine({
  id: "dropdown",
  context: ({ input }) => ({
    options: input.options,
    value: input.value ?? null,
    query: "",
    searchable: input.searchable ?? false,
  }),
  initial: "closed",
  on: {
    "dropdown.options": { actions: "setOptions" },
    "dropdown.value": { actions: "setValue" },
  },
  states: {
    closed: {
      entry: "clearQuery",
      on: {
        "dropdown.open": { target: "open" },
        "dropdown.toggle": { target: "open" },
      },
    },
    open: {
      on: {
        "dropdown.close": { target: "closed" },
        "dropdown.toggle": { target: "closed" },
        "dropdown.search": { guard: "startsSearch", target: "searching", actions: "setQuery" },
        "dropdown.select": {
          guard: "isOption",
          target: "closed",
          actions: ["selectValue", "emitChange"],
        },
      },
    },
    searching: {
      on: {
        "dropdown.close": { target: "closed" },
        "dropdown.toggle": { target: "closed" },
        "dropdown.search": [
          { guard: "clearsSearch", target: "open", actions: "clearQuery" },
          { actions: "setQuery" },
        ],
        "dropdown.select": {
          guard: "isOption",
          target: "closed",
          actions: ["selectValue", "emitChange"],
        },
      },
    },
  },
});
