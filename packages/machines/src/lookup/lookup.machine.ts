import { changeProblems, isChangeReason } from "@canvass/sdk/accounts";
import { isCanvassError, isHttpError } from "@canvass/sdk/client";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  applyChanges,
  draftTexts,
  neighbourOf,
  readDraft,
  seenValues,
  unloadedIds,
} from "./lookup.rules";
import { LOOKUP_SLOW_SAVE_MS } from "./lookup.types";
import type {
  CheckValuesInput,
  CheckValuesOutput,
  FieldProblem,
  LoadAccountsInput,
  LoadAccountsOutput,
  LookupContext,
  LookupEvent,
  LookupFailure,
  LookupInput,
  SaveChangesInput,
  SaveChangesOutput,
} from "./lookup.types";

function failureOf(error: unknown): LookupFailure {
  if (isHttpError(error)) return { kind: "http", status: error.status, message: error.message };
  if (isCanvassError(error)) return { kind: error.kind, status: undefined, message: error.message };
  return {
    kind: "unknown",
    status: undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

function errorsOf(error: unknown): readonly { field?: string; message?: string }[] {
  return isHttpError(error) ? (error.problem?.errors ?? []) : [];
}

const reject = (name: string) => () =>
  Promise.reject(new Error(`lookup: provide the "${name}" actor (machine.provide)`));

/**
 * Submission lookup (issue 18): tabs of submissions opened by id (the address follows them),
 * loading the ones not loaded yet, and editing the active one by change request:
 * viewing → editing → checking (the e-mail check) → reviewing (old → new, a reason) → saving
 * ("still saving" after `LOOKUP_SLOW_SAVE_MS`) → saved / failed (422 problems by field, or why)
 * / conflict (409: someone else changed a field; the stored values load and the operator reviews
 * again). Typed values survive every failure; a save is never aborted.
 */
export const lookupMachine = setup({
  types: {} as { context: LookupContext; events: LookupEvent; input: LookupInput },
  actors: {
    loadAccounts: fromPromise<LoadAccountsOutput, LoadAccountsInput>(reject("loadAccounts")),
    checkValues: fromPromise<CheckValuesOutput, CheckValuesInput>(reject("checkValues")),
    saveChanges: fromPromise<SaveChangesOutput, SaveChangesInput>(reject("saveChanges")),
  },
  delays: { slowSave: LOOKUP_SLOW_SAVE_MS },
  guards: {
    hasNoTabs: ({ context }) => context.ids.length === 0,
    needsLoad: ({ context }) => unloadedIds(context).length > 0,
    isEditable: ({ context }) =>
      context.canEdit && context.active !== null && context.active in context.accounts,
    isReadable: ({ context }) => {
      const { changes, problems } = readDraft(context);
      return changes.length > 0 && Object.keys(problems).length === 0;
    },
    hasReason: ({ context }) => isChangeReason(context.reason),
    noProblems: (_, params: { problems: CheckValuesOutput }) =>
      Object.keys(params.problems).length === 0,
    saved: (_, params: { result: SaveChangesOutput }) => params.result.ok,
    isConflict: (_, params: { result: SaveChangesOutput }) =>
      !params.result.ok && isHttpError(params.result.error) && params.result.error.status === 409,
  },
  actions: {
    openTabs: assign(({ context, event }) => {
      assertEvent(event, "lookup.open");
      const ids = [...new Set(event.ids.map((id) => id.toLowerCase()))];
      const wanted = event.active?.toLowerCase();
      const active =
        wanted !== undefined && ids.includes(wanted)
          ? wanted
          : context.active !== null && ids.includes(context.active)
            ? context.active
            : (ids[0] ?? null);
      return { ids, active, loadFailure: null };
    }),
    selectTab: assign(({ context, event }) => {
      assertEvent(event, "lookup.select");
      return context.ids.includes(event.id) ? { active: event.id } : {};
    }),
    closeTab: assign(({ context, event }) => {
      assertEvent(event, "lookup.close");
      if (!context.ids.includes(event.id)) return {};
      return {
        ids: context.ids.filter((id) => id !== event.id),
        active: context.active === event.id ? neighbourOf(context.ids, event.id) : context.active,
      };
    }),
    storeAccounts: assign(
      ({ context }, params: { output: LoadAccountsOutput; asked: readonly string[] }) => {
        const accounts = { ...context.accounts };
        for (const account of params.output.accounts) accounts[account.ID.toLowerCase()] = account;
        const missing = [
          ...context.missing,
          ...params.asked.filter((id) => !(id in accounts) && !context.missing.includes(id)),
        ];
        return { accounts, missing, loadFailure: null };
      },
    ),
    recordLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: failureOf(params.error),
    })),
    startEditing: assign(({ context, event }) => {
      const rules = event.type === "lookup.edit" ? event.rules : undefined;
      const fields = rules?.fields ?? context.fields;
      const validators = rules?.validators ?? context.validators;
      const id = context.active ?? "";
      const account = context.accounts[id];
      const seen = account === undefined ? {} : seenValues(account, fields);
      return {
        fields,
        validators,
        editing: id,
        seen,
        draft: draftTexts(seen, validators),
        reason: "",
        changes: [],
        problems: {},
        conflicts: [],
        failure: null,
      };
    }),
    changeText: assign(({ context, event }) => {
      assertEvent(event, "lookup.change");
      const problems = Object.fromEntries(
        Object.entries(context.problems).filter(([field]) => field !== event.field),
      );
      return { draft: { ...context.draft, [event.field]: event.text }, problems };
    }),
    readChanges: assign(({ context }) => {
      const { changes, problems } = readDraft(context);
      return { changes, problems };
    }),
    setProblems: assign((_, params: { problems: CheckValuesOutput }) => ({
      problems: { ...params.problems },
    })),
    setReason: assign({
      reason: ({ event }) => {
        assertEvent(event, "lookup.reason");
        return event.text;
      },
    }),
    stopEditing: assign({
      editing: null,
      seen: {},
      draft: {},
      reason: "",
      changes: [],
      problems: {},
      conflicts: [],
      failure: null,
    }),
    beginSave: assign({ failure: null, slow: false, conflicts: [] }),
    markSlow: assign({ slow: true }),
    recordSaved: assign(({ context }) => {
      const id = context.editing ?? "";
      const account = context.accounts[id];
      return {
        accounts:
          account === undefined
            ? context.accounts
            : { ...context.accounts, [id]: applyChanges(account, context.changes) },
        saves: context.saves + 1,
        slow: false,
      };
    }),
    recordSaveFailure: assign(({ context }, params: { error: unknown }) => {
      const problems: Record<string, FieldProblem> = {};
      for (const problem of changeProblems(context.changes, errorsOf(params.error))) {
        problems[problem.field] = { kind: "message", message: problem.message };
      }
      return { failure: failureOf(params.error), problems, slow: false };
    }),
    recordConflict: assign(({ context }, params: { error: unknown }) => ({
      conflicts: changeProblems(context.changes, errorsOf(params.error)),
      failure: failureOf(params.error),
      slow: false,
    })),
    /** The stored values become what the operator saw; their typed values stay. */
    rebaseOnStored: assign(({ context }) => {
      const account = context.accounts[context.editing ?? ""];
      if (account === undefined) return { conflicts: [], failure: null };
      const seen = seenValues(account, context.fields);
      const before = draftTexts(context.seen, context.validators);
      const stored = draftTexts(seen, context.validators);
      const draft = Object.fromEntries(
        Object.entries(context.draft).map(([field, text]) => [
          field,
          text === before[field] ? (stored[field] ?? "") : text,
        ]),
      );
      return { seen, draft, conflicts: [], failure: null, problems: {} };
    }),
  },
}).createMachine({
  id: "lookup",
  context: ({ input }) => ({
    ids: [...new Set((input.ids ?? []).map((id) => id.toLowerCase()))],
    active: input.active?.toLowerCase() ?? input.ids?.[0]?.toLowerCase() ?? null,
    accounts: {},
    missing: [],
    loadFailure: null,
    canEdit: input.canEdit ?? false,
    fields: input.fields ?? [],
    validators: input.validators ?? {},
    editing: null,
    seen: {},
    draft: {},
    reason: "",
    changes: [],
    problems: {},
    conflicts: [],
    failure: null,
    slow: false,
    saves: 0,
  }),
  initial: "routing",
  states: {
    /** Decides where the open tabs lead: nothing open, something to load, or all loaded. */
    routing: {
      always: [
        { guard: "hasNoTabs", target: "empty" },
        { guard: "needsLoad", target: "loading" },
        { target: "viewing" },
      ],
    },
    empty: {
      on: { "lookup.open": { target: "routing", actions: "openTabs" } },
    },
    loading: {
      invoke: {
        id: "loadAccounts",
        src: "loadAccounts",
        input: ({ context }) => ({ ids: unloadedIds(context) }),
        onDone: {
          target: "routing",
          actions: {
            type: "storeAccounts",
            params: ({ event, context }) => ({ output: event.output, asked: unloadedIds(context) }),
          },
        },
        onError: {
          target: "loadFailed",
          actions: { type: "recordLoadFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        "lookup.open": { target: "routing", actions: "openTabs", reenter: true },
        "lookup.close": { target: "routing", actions: "closeTab", reenter: true },
        "lookup.select": { actions: "selectTab" },
      },
    },
    loadFailed: {
      on: {
        "lookup.reload": { target: "routing" },
        "lookup.open": { target: "routing", actions: "openTabs" },
        "lookup.close": { target: "routing", actions: "closeTab" },
        "lookup.select": { actions: "selectTab" },
      },
    },
    viewing: {
      on: {
        "lookup.open": { target: "routing", actions: "openTabs" },
        "lookup.close": { target: "routing", actions: "closeTab" },
        "lookup.select": { actions: "selectTab" },
        "lookup.edit": { guard: "isEditable", target: "editing", actions: "startEditing" },
      },
    },
    editing: {
      on: {
        "lookup.change": { actions: "changeText" },
        "lookup.review": [
          { guard: "isReadable", target: "checking", actions: "readChanges" },
          { actions: "readChanges" },
        ],
        "lookup.cancel": { target: "viewing", actions: "stopEditing" },
      },
    },
    checking: {
      invoke: {
        id: "checkValues",
        src: "checkValues",
        input: ({ context }) => ({ changes: context.changes }),
        onDone: [
          {
            guard: { type: "noProblems", params: ({ event }) => ({ problems: event.output }) },
            target: "reviewing",
          },
          {
            target: "editing",
            actions: { type: "setProblems", params: ({ event }) => ({ problems: event.output }) },
          },
        ],
        // The check could not run: the server checks again when saving.
        onError: { target: "reviewing" },
      },
      on: {
        "lookup.back": { target: "editing" },
      },
    },
    reviewing: {
      on: {
        "lookup.reason": { actions: "setReason" },
        "lookup.save": { guard: "hasReason", target: "saving" },
        "lookup.back": { target: "editing" },
        "lookup.cancel": { target: "viewing", actions: "stopEditing" },
      },
    },
    saving: {
      entry: "beginSave",
      invoke: {
        id: "saveChanges",
        src: "saveChanges",
        input: ({ context }) => ({ Reason: context.reason.trim(), Changes: context.changes }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => ({ result: event.output }) },
            target: "saved",
            actions: ["recordSaved", "stopEditing"],
          },
          {
            guard: { type: "isConflict", params: ({ event }) => ({ result: event.output }) },
            target: "conflict",
            actions: {
              type: "recordConflict",
              params: ({ event }) => ({ error: event.output.ok ? null : event.output.error }),
            },
          },
          {
            target: "failed",
            actions: {
              type: "recordSaveFailure",
              params: ({ event }) => ({ error: event.output.ok ? null : event.output.error }),
            },
          },
        ],
        onError: {
          target: "failed",
          actions: { type: "recordSaveFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: { slowSave: { actions: "markSlow" } },
    },
    saved: {
      on: {
        "lookup.open": { target: "routing", actions: "openTabs" },
        "lookup.close": { target: "routing", actions: "closeTab" },
        "lookup.select": { target: "viewing", actions: "selectTab" },
        "lookup.edit": { guard: "isEditable", target: "editing", actions: "startEditing" },
      },
    },
    failed: {
      on: {
        "lookup.change": { target: "editing", actions: "changeText" },
        "lookup.reason": { actions: "setReason" },
        "lookup.save": { guard: "hasReason", target: "saving" },
        "lookup.back": { target: "editing" },
        "lookup.cancel": { target: "viewing", actions: "stopEditing" },
      },
    },
    conflict: {
      invoke: {
        id: "loadStored",
        src: "loadAccounts",
        input: ({ context }) => ({ ids: context.editing === null ? [] : [context.editing] }),
        onDone: {
          actions: {
            type: "storeAccounts",
            params: ({ event }) => ({ output: event.output, asked: [] }),
          },
        },
      },
      on: {
        "lookup.back": { target: "editing", actions: "rebaseOnStored" },
        "lookup.cancel": { target: "viewing", actions: "stopEditing" },
      },
    },
  },
});
