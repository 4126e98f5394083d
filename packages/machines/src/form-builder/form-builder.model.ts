/**
 * The abstract test model of the form builder, for `createTestModel` (which refuses the real
 * machine's `invoke` and `after`). Its states have the real machine's names; its events are what
 * the operator does (`ADD` a field, `REMOVE` it again, `BREAK` the first field's label, `FIX` it,
 * `MOVE_IN_PLACE` (an edit that changes nothing), `SAVE`, `DISCARD`, `LEAVE`, `STAY`, `RETRY`), what the server answers (`LOADED`, `LOAD_FAILS`,
 * `SAVED`, `SAVE_REFUSED` 422 on a field's name, `SAVE_FAILS` a lost connection) and the clock
 * (`SLOW_ELAPSES`).
 */
import type { FormDocument } from "@canvass/sdk/campaign-settings";
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

export const FORM_BUILDER_MODEL_FIXTURES = {
  stored: {
    version: 1,
    fields: [
      { name: "FirstName", type: "text", label: "First name", required: true },
      { name: "Email", type: "email", label: "E-mail" },
    ],
  } satisfies FormDocument as FormDocument,
  refused: { field: "/fields/1/name", code: "duplicate" },
} as const;

export type FormBuilderModelEvent =
  | { type: "LOADED" }
  | { type: "LOAD_FAILS" }
  | { type: "RETRY" }
  | { type: "ADD" }
  | { type: "REMOVE" }
  | { type: "BREAK" }
  | { type: "FIX" }
  | { type: "MOVE_IN_PLACE" }
  | { type: "SAVE" }
  | { type: "SAVED" }
  | { type: "SAVE_REFUSED" }
  | { type: "SAVE_FAILS" }
  | { type: "SLOW_ELAPSES" }
  | { type: "DISCARD" }
  | { type: "LEAVE" }
  | { type: "STAY" };

export interface FormBuilderModelContext {
  /** A field was added since the form was stored. */
  added: boolean;
  /** The first field's label is empty (the SDK's rule refuses it). */
  broken: boolean;
  /** The server refused the last save with a problem on a field (no edit since). */
  refused: boolean;
  /** The last save failed for a reason that is not a field (lost connection). */
  retry: boolean;
  slow: boolean;
}

const INITIAL: FormBuilderModelContext = {
  added: false,
  broken: false,
  refused: false,
  retry: false,
  slow: false,
};

export const formBuilderModel = setup({
  types: {} as { context: FormBuilderModelContext; events: FormBuilderModelEvent },
  guards: {
    added: ({ context }) => context.added,
    notAdded: ({ context }) => !context.added,
    broken: ({ context }) => context.broken,
    notBroken: ({ context }) => !context.broken,
    notSlow: ({ context }) => !context.slow,
    /** After REMOVE the form is the stored one again. */
    backAfterRemove: ({ context }) => context.added && !context.broken,
    /** After FIX the form is the stored one again. */
    backAfterFix: ({ context }) => context.broken && !context.added,
    changed: ({ context }) => context.added || context.broken,
  },
  actions: {
    add: assign({ added: true, refused: false }),
    remove: assign({ added: false, refused: false }),
    break: assign({ broken: true, refused: false }),
    fix: assign({ broken: false, refused: false }),
    touch: assign({ refused: false }),
    clear: assign({ ...INITIAL }),
    saving: assign({ slow: false, retry: false }),
    invalid: assign({ retry: false }),
  },
}).createMachine({
  id: "formBuilderModel",
  context: INITIAL,
  initial: "loading",
  states: {
    loading: { on: { LOADED: "pristine", LOAD_FAILS: "loadFailed" } },
    loadFailed: { on: { RETRY: "loading" } },
    pristine: {
      on: {
        ADD: { guard: "notAdded", target: "dirty", actions: "add" },
        BREAK: { guard: "notBroken", target: "dirty", actions: "break" },
        MOVE_IN_PLACE: { target: "pristine", actions: "touch" },
        LEAVE: "left",
      },
    },
    dirty: {
      on: {
        ADD: { guard: "notAdded", target: "dirty", actions: "add" },
        REMOVE: [
          { guard: "backAfterRemove", target: "pristine", actions: "remove" },
          { guard: "added", target: "dirty", actions: "remove" },
        ],
        BREAK: { guard: "notBroken", target: "dirty", actions: "break" },
        FIX: [
          { guard: "backAfterFix", target: "pristine", actions: "fix" },
          { guard: "broken", target: "dirty", actions: "fix" },
        ],
        MOVE_IN_PLACE: { target: "dirty", actions: "touch" },
        SAVE: [
          { guard: "broken", target: "failed", actions: "invalid" },
          { target: "saving", actions: "saving" },
        ],
        DISCARD: { target: "pristine", actions: "clear" },
        LEAVE: "confirmingLeave",
      },
    },
    saving: {
      on: {
        SLOW_ELAPSES: { guard: "notSlow", target: "saving", actions: assign({ slow: true }) },
        SAVED: { target: "saved", actions: "clear" },
        SAVE_REFUSED: {
          target: "failed",
          actions: assign({ refused: true, retry: false, slow: false }),
        },
        SAVE_FAILS: { target: "failed", actions: assign({ retry: true, slow: false }) },
      },
    },
    saved: {
      on: {
        ADD: { guard: "notAdded", target: "dirty", actions: "add" },
        BREAK: { guard: "notBroken", target: "dirty", actions: "break" },
        MOVE_IN_PLACE: { target: "saved", actions: "touch" },
        LEAVE: "left",
      },
    },
    failed: {
      on: {
        ADD: { guard: "notAdded", target: "failed", actions: "add" },
        REMOVE: { guard: "added", target: "failed", actions: "remove" },
        BREAK: { guard: "notBroken", target: "failed", actions: "break" },
        FIX: { guard: "broken", target: "failed", actions: "fix" },
        MOVE_IN_PLACE: { target: "failed", actions: "touch" },
        SAVE: [
          { guard: "broken", target: "failed", actions: "invalid" },
          { target: "saving", actions: "saving" },
        ],
        DISCARD: { target: "pristine", actions: "clear" },
        LEAVE: [{ guard: "changed", target: "confirmingLeave" }, { target: "left" }],
      },
    },
    confirmingLeave: {
      on: {
        STAY: "dirty",
        DISCARD: { target: "left", actions: "clear" },
      },
    },
    left: { type: "final" },
  },
});

export const FORM_BUILDER_MODEL_EVENTS: readonly FormBuilderModelEvent[] = [
  "LOADED",
  "LOAD_FAILS",
  "RETRY",
  "ADD",
  "REMOVE",
  "BREAK",
  "FIX",
  "MOVE_IN_PLACE",
  "SAVE",
  "SAVED",
  "SAVE_REFUSED",
  "SAVE_FAILS",
  "SLOW_ELAPSES",
  "DISCARD",
  "LEAVE",
  "STAY",
].map((type) => ({ type }) as FormBuilderModelEvent);

export function formBuilderTestModel() {
  return createTestModel(formBuilderModel, { events: [...FORM_BUILDER_MODEL_EVENTS] });
}

export function formBuilderModelPaths() {
  return formBuilderTestModel().getShortestPaths();
}
