import {
  checkBulkRows,
  guessBulkMapping,
  mergeRowProblems,
  toBulkRows,
  withColumn,
  type BulkRowProblem,
  type BulkTable,
} from "@canvass/sdk/bulk";
import { and, assign, fromPromise, not, setup, stateIn } from "xstate";
import { canOpenStep, createCount } from "./bulk-import.rules";
import type {
  BulkAnnouncement,
  BulkCallError,
  BulkCreateOutcome,
  BulkImportContext,
  BulkImportEvent,
  BulkImportInput,
  BulkReadOutcome,
  BulkReport,
  BulkStep,
  CheckRowsInput,
  CreateRowsInput,
  ReadSourceInput,
} from "./bulk-import.types";

/** Injected: tell the operator how a creation ended (the console's toast). */
const announce: (args: unknown, params: BulkAnnouncement) => void = () => undefined;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is not provided: use bulkImportMachine.provide({ actors })`));

const asCallError = (error: unknown): BulkCallError =>
  error instanceof Error ? error : new Error(String(error));

/** Every problem known of the rows: the local pass under the check's and the refusal's. */
function allProblems(
  local: readonly BulkRowProblem[],
  checked: BulkReport | undefined,
  refusal: readonly BulkRowProblem[] | undefined,
): readonly BulkRowProblem[] {
  return mergeRowProblems(local, mergeRowProblems(checked?.rejected ?? [], refusal ?? []));
}

/** The rows of the table under the mapping and defaults; any check or refusal is dropped. */
function rowsOf(
  context: BulkImportContext,
  changes: Partial<Pick<BulkImportContext, "table" | "mapping" | "defaults">>,
): Partial<BulkImportContext> {
  const table: BulkTable | undefined = changes.table ?? context.table;
  const mapping = changes.mapping ?? context.mapping;
  const defaults = changes.defaults ?? context.defaults;
  const rows = table === undefined ? [] : toBulkRows(table, mapping, defaults);
  const localProblems = checkBulkRows(rows, { assignableRoles: context.assignableRoles });
  return {
    ...changes,
    rows,
    localProblems,
    problems: localProblems,
    checkReport: undefined,
    checkError: undefined,
    refusal: undefined,
    createError: undefined,
  };
}

const EMPTY: Omit<BulkImportContext, "assignableRoles" | "moved"> = {
  inputMode: "file",
  pasteText: "",
  fileName: undefined,
  reading: undefined,
  readProblem: undefined,
  table: undefined,
  mapping: {},
  defaults: { role: "", team: "" },
  rows: [],
  localProblems: [],
  checkReport: undefined,
  checkError: undefined,
  refusal: undefined,
  createError: undefined,
  problems: [],
  createMode: "validOnly",
  report: undefined,
};

/** Opens `step` from the current one (a `bulk.open` for it, when `canOpenStep`). */
const opens = (step: BulkStep) => ({ type: "opens", params: { step } }) as const;

/**
 * Creating users in bulk (route /users/bulk): four steps — source → map → preview → result.
 * Everything the operator gave lives in the context for as long as the wizard runs, so going
 * back a step, a failed read, check or creation, or a retry never loses the file, the pasted
 * text, the mapping or the defaults. A change of the rows (a new table, the mapping, a default)
 * drops the last check and refusal; the preview then checks again. Leaving a step stops its
 * call (a late answer is never applied), except that the preview cannot be left while a
 * creation is under way: its answer decides whether users exist. Side effects are the injected
 * actors `readSource`, `checkRows` and `createRows`, and the action `announce` (how a creation
 * ended, for the console's toast).
 */
export const bulkImportMachine = setup({
  types: {} as { context: BulkImportContext; events: BulkImportEvent; input: BulkImportInput },
  actors: {
    readSource: fromPromise<BulkReadOutcome, ReadSourceInput>(notProvided("readSource")),
    checkRows: fromPromise<BulkReport, CheckRowsInput>(notProvided("checkRows")),
    createRows: fromPromise<BulkCreateOutcome, CreateRowsInput>(notProvided("createRows")),
  },
  guards: {
    opens: ({ context, event }, params: { step: BulkStep }) =>
      event.type === "bulk.open" && event.step === params.step && canOpenStep(context, params.step),
    unchecked: ({ context }) => context.checkReport === undefined,
    refused: ({ context }) => context.refusal !== undefined,
    createFailed: ({ context }) => context.createError !== undefined,
    canCreate: ({ context }) => createCount(context) > 0,
    readOk: (_, params: { outcome: BulkReadOutcome }) => params.outcome.ok,
    created: (_, params: { outcome: BulkCreateOutcome }) => params.outcome.kind === "created",
  },
  actions: {
    announce,
    markMoved: assign({ moved: true }),
    setInputMode: assign(({ event }) =>
      event.type === "bulk.inputMode" ? { inputMode: event.mode, readProblem: undefined } : {},
    ),
    setPasteText: assign(({ event }) =>
      event.type === "bulk.pasteText" ? { pasteText: event.text } : {},
    ),
    startRead: assign(({ event }) =>
      event.type === "bulk.read" ? { reading: event.source, readProblem: undefined } : {},
    ),
    storeRead: assign(({ context }, params: { outcome: BulkReadOutcome }) =>
      params.outcome.ok
        ? {
            reading: undefined,
            readProblem: undefined,
            fileName: context.reading?.kind === "file" ? context.reading.name : undefined,
            ...rowsOf(context, {
              table: params.outcome.table,
              mapping: guessBulkMapping(params.outcome.table.header),
            }),
          }
        : // What was read before stays: a bad second file does not throw away a good first one.
          { reading: undefined, readProblem: params.outcome.problem },
    ),
    storeReadFailure: assign({ reading: undefined, readProblem: { kind: "unreadable" } as const }),
    setColumn: assign(({ context, event }) =>
      event.type === "bulk.map"
        ? rowsOf(context, { mapping: withColumn(context.mapping, event.field, event.column) })
        : {},
    ),
    setDefault: assign(({ context, event }) =>
      event.type === "bulk.default"
        ? rowsOf(context, { defaults: { ...context.defaults, [event.field]: event.value } })
        : {},
    ),
    setCreateMode: assign(({ event }) =>
      event.type === "bulk.createMode" ? { createMode: event.mode } : {},
    ),
    storeCheck: assign(({ context }, params: { report: BulkReport }) => ({
      checkReport: params.report,
      checkError: undefined,
      problems: allProblems(context.localProblems, params.report, context.refusal),
    })),
    storeCheckError: assign((_, params: { error: unknown }) => ({
      checkError: asCallError(params.error),
    })),
    clearCreateOutcome: assign(({ context }) => ({
      refusal: undefined,
      createError: undefined,
      problems: allProblems(context.localProblems, context.checkReport, undefined),
    })),
    storeCreated: assign((_, params: { outcome: BulkCreateOutcome }) =>
      params.outcome.kind === "created" ? { report: params.outcome.report, moved: true } : {},
    ),
    storeRefusal: assign(({ context }, params: { outcome: BulkCreateOutcome }) =>
      params.outcome.kind === "refused"
        ? {
            refusal: params.outcome.problems,
            problems: allProblems(
              context.localProblems,
              context.checkReport,
              params.outcome.problems,
            ),
          }
        : {},
    ),
    storeCreateError: assign((_, params: { error: unknown }) => ({
      createError: asCallError(params.error),
    })),
    restart: assign(({ context }) => ({
      ...EMPTY,
      assignableRoles: context.assignableRoles,
      moved: true,
    })),
  },
}).createMachine({
  id: "bulkImport",
  context: ({ input }) => ({ ...EMPTY, assignableRoles: input.assignableRoles, moved: false }),
  initial: "source",
  states: {
    source: {
      initial: "idle",
      on: {
        "bulk.inputMode": { actions: "setInputMode" },
        "bulk.pasteText": { actions: "setPasteText" },
        "bulk.read": { target: ".reading", actions: "startRead" },
        "bulk.open": [
          { guard: opens("map"), target: "map", actions: "markMoved" },
          { guard: opens("preview"), target: "preview", actions: "markMoved" },
        ],
      },
      states: {
        idle: {},
        reading: {
          invoke: {
            id: "readSource",
            src: "readSource",
            input: ({ context }) => ({ source: context.reading ?? { kind: "text", text: "" } }),
            onDone: {
              target: "idle",
              actions: { type: "storeRead", params: ({ event }) => ({ outcome: event.output }) },
            },
            onError: { target: "idle", actions: "storeReadFailure" },
          },
        },
      },
    },
    map: {
      on: {
        "bulk.map": { actions: "setColumn" },
        "bulk.default": { actions: "setDefault" },
        "bulk.open": [
          { guard: opens("source"), target: "source", actions: "markMoved" },
          { guard: opens("preview"), target: "preview", actions: "markMoved" },
        ],
      },
    },
    preview: {
      initial: "entering",
      on: {
        "bulk.createMode": { actions: "setCreateMode" },
        "bulk.open": [
          {
            guard: and([opens("source"), not(stateIn("#bulkImport.preview.creating"))]),
            target: "source",
            actions: "markMoved",
          },
          {
            guard: and([opens("map"), not(stateIn("#bulkImport.preview.creating"))]),
            target: "map",
            actions: "markMoved",
          },
        ],
      },
      states: {
        /** Where a visit starts: a check of rows not yet checked, else the last outcome. */
        entering: {
          always: [
            { guard: "unchecked", target: "checking" },
            { guard: "refused", target: "refused" },
            { guard: "createFailed", target: "createFailed" },
            { target: "ready" },
          ],
        },
        checking: {
          invoke: {
            id: "checkRows",
            src: "checkRows",
            input: ({ context }) => ({ rows: context.rows }),
            onDone: {
              target: "ready",
              actions: { type: "storeCheck", params: ({ event }) => ({ report: event.output }) },
            },
            onError: {
              target: "checkFailed",
              actions: { type: "storeCheckError", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checkFailed: {
          on: { "bulk.retry": { target: "checking" } },
        },
        ready: {
          on: { "bulk.create": { guard: "canCreate", target: "creating" } },
        },
        creating: {
          entry: "clearCreateOutcome",
          invoke: {
            id: "createRows",
            src: "createRows",
            input: ({ context }) => ({ rows: context.rows, mode: context.createMode }),
            onDone: [
              {
                guard: { type: "created", params: ({ event }) => ({ outcome: event.output }) },
                target: "#bulkImport.result",
                actions: [
                  { type: "storeCreated", params: ({ event }) => ({ outcome: event.output }) },
                  { type: "announce", params: ({ event }) => event.output },
                ],
              },
              {
                target: "refused",
                actions: [
                  { type: "storeRefusal", params: ({ event }) => ({ outcome: event.output }) },
                  { type: "announce", params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: "createFailed",
              actions: [
                { type: "storeCreateError", params: ({ event }) => ({ error: event.error }) },
                {
                  type: "announce",
                  params: ({ event }) => ({ kind: "failed", error: asCallError(event.error) }),
                },
              ],
            },
          },
        },
        refused: {
          on: { "bulk.create": { guard: "canCreate", target: "creating" } },
        },
        createFailed: {
          on: { "bulk.create": { guard: "canCreate", target: "creating" } },
        },
      },
    },
    result: {
      on: { "bulk.restart": { target: "source", actions: "restart" } },
    },
  },
});
