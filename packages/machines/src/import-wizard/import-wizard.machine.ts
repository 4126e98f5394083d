import { guessImportMapping, importMapProblems, withImportColumn } from "@canvass/sdk/imports";
import { isJobFinished } from "@canvass/sdk/jobs";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import type {
  ImportResult,
  ImportSheet,
  ImportWizardContext,
  ImportWizardEvent,
  ProcessInput,
  ReadSheetInput,
} from "./import-wizard.types";

const EMPTY: ImportWizardContext = {
  source: null,
  sheet: null,
  page: undefined,
  map: [],
  campaigns: [],
  mode: "validOnly",
  dryRun: null,
  choices: { action: "skip", rows: {} },
  job: null,
  error: null,
};

const processInput = (context: ImportWizardContext, dryrun: boolean): ProcessInput => ({
  // `canDryRun` holds: a source is chosen.
  source: context.source ?? { kind: "previous", name: "" },
  page: context.page,
  map: context.map,
  campaigns: context.campaigns,
  mode: context.mode,
  choices: context.choices,
  dryrun,
});

/**
 * The import wizard (issue 23, decision 0037), built like the bulk users' wizard: upload (a file
 * read in the browser for its header, or an earlier upload re-used with its saved map) → map
 * (guessed from the header by the SDK; campaigns, mode) → dry run (the server checks every row
 * and previews duplicates; nothing written) → decide (skip, update or import each duplicate) →
 * run (a queued job: the screen sends its answers as `import.job`; cancel) → report. The actors
 * `readSheet`, `process` and `cancelJob` are provided by the screen.
 */
export const importWizardMachine = setup({
  types: {} as { context: ImportWizardContext; events: ImportWizardEvent },
  actors: {
    readSheet: fromPromise<ImportSheet, ReadSheetInput>(() =>
      Promise.reject(new Error("Provide readSheet")),
    ),
    process: fromPromise<ImportResult, ProcessInput>(() =>
      Promise.reject(new Error("Provide process")),
    ),
    cancelJob: fromPromise<unknown, { readonly job: string }>(() =>
      Promise.reject(new Error("Provide cancelJob")),
    ),
  },
  guards: {
    canDryRun: ({ context }) =>
      context.source !== null &&
      context.sheet !== null &&
      context.campaigns.length > 0 &&
      importMapProblems(context.map, context.sheet.header).length === 0,
    jobFinished: ({ event }) => event.type === "import.job" && isJobFinished(event.job.status),
  },
  actions: {
    chooseFile: assign(({ event }) => {
      assertEvent(event, "import.file");
      return { ...EMPTY, source: { kind: "file" as const, name: event.name, file: event.file } };
    }),
    reuse: assign(({ event, context }) => {
      assertEvent(event, "import.reuse");
      const { entry } = event;
      const header = entry.header ?? [];
      return {
        ...EMPTY,
        campaigns: entry.campaigns ?? context.campaigns,
        source: { kind: "previous" as const, name: entry.file },
        sheet: { name: entry.file, header, sample: [], sheets: entry.sheets ?? [] },
        page: entry.page,
        map: entry.columnMap ?? guessImportMapping(header),
      };
    }),
    storeSheet: assign(({ event }) => {
      const sheet = (event as unknown as { output: ImportSheet }).output;
      return { sheet, map: guessImportMapping(sheet.header, sheet.sample), error: null };
    }),
    storeError: assign(({ event }) => ({ error: (event as unknown as { error: unknown }).error })),
    choosePage: assign(({ event }) => {
      assertEvent(event, "import.sheet");
      return { page: event.page };
    }),
    mapColumn: assign(({ event, context }) => {
      assertEvent(event, "import.map");
      return {
        map: withImportColumn(context.map, event.key, event.column, event.format),
        dryRun: null,
      };
    }),
    chooseCampaigns: assign(({ event }) => {
      assertEvent(event, "import.campaigns");
      return { campaigns: [...event.campaigns] };
    }),
    chooseMode: assign(({ event }) => {
      assertEvent(event, "import.mode");
      return { mode: event.mode };
    }),
    storeDryRun: assign(({ event }) => ({
      dryRun: (event as unknown as { output: ImportResult }).output,
      error: null,
    })),
    choose: assign(({ event, context }) => {
      assertEvent(event, "import.choose");
      if (event.row === undefined) return { choices: { action: event.action, rows: {} } };
      return {
        choices: {
          ...context.choices,
          rows: { ...context.choices.rows, [String(event.row)]: event.action },
        },
      };
    }),
    storeStarted: assign(({ event }) => {
      const output = (event as unknown as { output: ImportResult }).output;
      return { dryRun: output, error: null };
    }),
    storeJob: assign(({ event }) => {
      assertEvent(event, "import.job");
      return { job: event.job };
    }),
    restart: assign(() => EMPTY),
  },
}).createMachine({
  id: "importWizard",
  context: EMPTY,
  initial: "source",
  on: {
    "import.restart": { target: ".source", actions: "restart" },
  },
  states: {
    source: {
      initial: "idle",
      on: {
        "import.file": { target: ".reading", actions: "chooseFile" },
        "import.reuse": { target: "map", actions: "reuse" },
      },
      states: {
        idle: {},
        reading: {
          invoke: {
            src: "readSheet",
            input: ({ context }) => ({
              file: context.source?.kind === "file" ? context.source.file : new Blob([]),
              name: context.source?.name ?? "",
              page: context.page,
            }),
            onDone: { target: "#importWizard.map", actions: "storeSheet" },
            onError: { target: "idle", actions: "storeError" },
          },
        },
      },
    },
    map: {
      on: {
        "import.sheet": { target: "source.reading", actions: "choosePage" },
        "import.map": { actions: "mapColumn" },
        "import.campaigns": { actions: "chooseCampaigns" },
        "import.mode": { actions: "chooseMode" },
        "import.back": { target: "source" },
        "import.dryRun": { guard: "canDryRun", target: "checking" },
      },
    },
    checking: {
      invoke: {
        src: "process",
        input: ({ context }) => processInput(context, true),
        onDone: { target: "decide", actions: "storeDryRun" },
        onError: { target: "map", actions: "storeError" },
      },
    },
    decide: {
      on: {
        "import.choose": { actions: "choose" },
        "import.back": { target: "map" },
        "import.run": { target: "starting" },
      },
    },
    starting: {
      invoke: {
        src: "process",
        input: ({ context }) => processInput(context, false),
        onDone: { target: "running", actions: "storeStarted" },
        onError: { target: "decide", actions: "storeError" },
      },
    },
    running: {
      initial: "following",
      on: {
        "import.job": [
          { guard: "jobFinished", target: "report", actions: "storeJob" },
          { actions: "storeJob" },
        ],
      },
      states: {
        following: { on: { "import.cancel": { target: "cancelling" } } },
        cancelling: {
          invoke: {
            src: "cancelJob",
            input: ({ context }) => ({ job: context.dryRun?.job ?? "" }),
            onDone: { target: "following" },
            onError: { target: "following", actions: "storeError" },
          },
        },
      },
    },
    report: {},
  },
});
