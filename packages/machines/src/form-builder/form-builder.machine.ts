import {
  formProblems,
  moveFormField,
  type FormDocument,
  type FormField,
} from "@canvass/sdk/campaign-settings";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  FORM_BUILDER_SLOW_SAVE_MS,
  type FormBuilderContext,
  type FormBuilderEvent,
  type FormBuilderInput,
  type FormEdit,
  type FormSaveOutcome,
} from "./form-builder.types";

const reject = (name: string) => () =>
  Promise.reject(new Error(`formBuilder: provide the "${name}" actor (machine.provide)`));

/** Whether two forms are the same (documents are JSON data built in the same key order). */
export function sameForm(a: FormDocument, b: FormDocument): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The SDK's form rule as problems by pointer (the builder shows each next to its field). */
export function formProblemMap(form: FormDocument): Record<string, string> {
  return Object.fromEntries(formProblems(form).map((problem) => [problem.field, problem.code]));
}

/** The form after an edit. */
export function editedForm(form: FormDocument, edit: FormEdit): FormDocument {
  const fields: readonly FormField[] = form.fields;
  switch (edit.kind) {
    case "add":
      return { ...form, fields: [...fields, edit.field] };
    case "remove":
      return { ...form, fields: fields.filter((_, index) => index !== edit.index) };
    case "move":
      return { ...form, fields: moveFormField(fields, edit.from, edit.to) };
    case "update":
      return {
        ...form,
        fields: fields.map((field, index) => (index === edit.index ? edit.field : field)),
      };
    case "replace":
      return edit.form;
  }
}

/**
 * The sign-up form builder (`/campaign/{id}/edit/form`, issue 19): loading → pristine ⇄ dirty →
 * saving ("still saving" after `FORM_BUILDER_SLOW_SAVE_MS`) → saved, or failed with the form
 * kept. Each edit (add, remove, move, update a field, or the whole document from the JSON view)
 * re-checks the SDK's form rule; a form with problems is not saved (failed, kind `fields`).
 * Leaving with unsaved edits asks first. Without `canEdit` nothing changes.
 */
export const formBuilderMachine = setup({
  types: {} as {
    context: FormBuilderContext;
    events: FormBuilderEvent;
    input: FormBuilderInput;
  },
  actors: {
    load: fromPromise<FormDocument>(reject("load")),
    save: fromPromise<FormSaveOutcome, { form: FormDocument }>(reject("save")),
  },
  delays: { slowSave: FORM_BUILDER_SLOW_SAVE_MS },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    backToStored: ({ context, event }) => {
      assertEvent(event, "builder.edit");
      return sameForm(editedForm(context.form, event.edit), context.original);
    },
    unchanged: ({ context }) => sameForm(context.form, context.original),
    invalid: ({ context }) => Object.keys(formProblemMap(context.form)).length > 0,
    saved: (_, params: { outcome: FormSaveOutcome }) => params.outcome.ok,
  },
  actions: {
    store: assign((_, params: { form: FormDocument }) => ({
      original: params.form,
      form: params.form,
      problems: formProblemMap(params.form),
      failure: null,
    })),
    edit: assign(({ context, event }) => {
      assertEvent(event, "builder.edit");
      const form = editedForm(context.form, event.edit);
      return { form, problems: formProblemMap(form) };
    }),
    discard: assign(({ context }) => ({
      form: context.original,
      problems: formProblemMap(context.original),
      failure: null,
    })),
    refuseInvalid: assign(({ context }) => ({
      problems: formProblemMap(context.form),
      failure: { kind: "fields" as const, status: undefined },
    })),
    startSaving: assign({ slow: false, failure: null }),
    markSlow: assign({ slow: true }),
    saved: assign(({ context }, params: { outcome: FormSaveOutcome }) =>
      params.outcome.ok
        ? {
            original: params.outcome.form,
            form: params.outcome.form,
            problems: {},
            failure: null,
            slow: false,
            saves: context.saves + 1,
          }
        : {},
    ),
    refused: assign(({ context }, params: { outcome: FormSaveOutcome }) =>
      params.outcome.ok
        ? {}
        : {
            problems: {
              ...formProblemMap(context.form),
              ...Object.fromEntries(
                params.outcome.problems.map((problem) => [problem.field, problem.code]),
              ),
            },
            failure: params.outcome.failure,
            slow: false,
          },
    ),
    failed: assign({ failure: { kind: "retry", status: undefined }, slow: false }),
  },
}).createMachine({
  id: "formBuilder",
  context: ({ input }) => ({
    canEdit: input.canEdit,
    original: { version: 1, fields: [] },
    form: { version: 1, fields: [] },
    problems: {},
    failure: null,
    slow: false,
    saves: 0,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: {
          target: "pristine",
          actions: { type: "store", params: ({ event }) => ({ form: event.output }) },
        },
        onError: { target: "loadFailed" },
      },
    },
    loadFailed: {
      on: { "builder.retry": { target: "loading" } },
    },
    pristine: {
      on: {
        "builder.edit": [
          { guard: "backToStored", target: "pristine", actions: "edit" },
          { guard: "canEdit", target: "dirty", actions: "edit" },
        ],
        "builder.leave": { target: "left" },
      },
    },
    dirty: {
      on: {
        "builder.edit": [
          { guard: "backToStored", target: "pristine", actions: "edit" },
          { target: "dirty", actions: "edit" },
        ],
        "builder.save": [
          { guard: "invalid", target: "failed", actions: "refuseInvalid" },
          { target: "saving" },
        ],
        "builder.discard": { target: "pristine", actions: "discard" },
        "builder.leave": { target: "confirmingLeave" },
      },
    },
    saving: {
      entry: "startSaving",
      after: { slowSave: { actions: "markSlow" } },
      invoke: {
        src: "save",
        input: ({ context }) => ({ form: context.form }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
            target: "saved",
            actions: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: "failed",
            actions: { type: "refused", params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: "failed", actions: "failed" },
      },
    },
    saved: {
      on: {
        "builder.edit": [
          { guard: "backToStored", target: "saved", actions: "edit" },
          { target: "dirty", actions: "edit" },
        ],
        "builder.leave": { target: "left" },
      },
    },
    failed: {
      on: {
        "builder.edit": { target: "failed", actions: "edit" },
        "builder.save": [
          { guard: "invalid", target: "failed", actions: "refuseInvalid" },
          { target: "saving" },
        ],
        "builder.discard": { target: "pristine", actions: "discard" },
        "builder.leave": [{ guard: "unchanged", target: "left" }, { target: "confirmingLeave" }],
      },
    },
    confirmingLeave: {
      on: {
        "builder.stay": { target: "dirty" },
        "builder.discard": { target: "left", actions: "discard" },
      },
    },
    left: { type: "final" },
  },
});
