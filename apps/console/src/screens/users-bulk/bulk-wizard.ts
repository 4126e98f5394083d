/**
 * The state of the bulk-create wizard and every change to it, as one pure reducer: the page
 * keeps it for as long as it is open, so going back a step, a failed call (a 500, a lost
 * connection) or a retry never loses the file, the pasted text, the mapping or the defaults.
 * Anything that changes the rows (a new file, the mapping, a default) drops the last check, and
 * an answer to an older check or create is ignored (`round`).
 */
import {
  guessBulkMapping,
  withColumn,
  type BulkField,
  type BulkMapping,
  type BulkRowProblem,
  type BulkTable,
} from "@canvass/sdk/bulk";
import type { ClientError } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";
import type { FileDropZoneMode } from "@canvass/ui";
import type { ReadProblem } from "./read-source";

export type BulkStep = "source" | "map" | "preview" | "result";
export const BULK_STEPS: readonly BulkStep[] = ["source", "map", "preview", "result"];

export type BulkReport = Schema<"PlayerBulkReport">;
export type BulkCreateMode = Schema<"PlayerBulkCreate">["mode"];
export type DefaultField = "role" | "team";

export type CheckState =
  | { readonly status: "idle" }
  | { readonly status: "checking" }
  | { readonly status: "checked"; readonly report: BulkReport }
  | { readonly status: "failed"; readonly error: ClientError };

export type CreateState =
  | { readonly status: "idle" }
  | { readonly status: "creating" }
  /** "All or nothing" refused the batch (422): nothing was written; the rows' problems. */
  | { readonly status: "refused"; readonly problems: readonly BulkRowProblem[] }
  | { readonly status: "failed"; readonly error: ClientError }
  | { readonly status: "created"; readonly report: BulkReport };

export interface BulkWizardState {
  readonly step: BulkStep;
  readonly inputMode: FileDropZoneMode;
  readonly pasteText: string;
  /** The file read last (none for pasted text). */
  readonly fileName: string | undefined;
  readonly reading: boolean;
  readonly readProblem: ReadProblem | undefined;
  readonly table: BulkTable | undefined;
  readonly mapping: BulkMapping;
  readonly defaults: Readonly<Record<DefaultField, string>>;
  readonly check: CheckState;
  readonly createMode: BulkCreateMode;
  readonly create: CreateState;
  /** Bumped whenever the rows change: answers of an older round are dropped. */
  readonly round: number;
  /** The operator has moved between steps (the shown step's heading then takes focus). */
  readonly moved: boolean;
}

export type BulkWizardEvent =
  | { readonly type: "inputMode"; readonly mode: FileDropZoneMode }
  | { readonly type: "pasteText"; readonly text: string }
  | { readonly type: "read.start"; readonly fileName: string | undefined }
  | { readonly type: "read.fail"; readonly problem: ReadProblem }
  | { readonly type: "read.done"; readonly table: BulkTable; readonly fileName: string | undefined }
  | { readonly type: "map"; readonly field: BulkField; readonly column: number | undefined }
  | { readonly type: "default"; readonly field: DefaultField; readonly value: string }
  | { readonly type: "open"; readonly step: BulkStep }
  | { readonly type: "check.start"; readonly round: number }
  | { readonly type: "check.done"; readonly round: number; readonly report: BulkReport }
  | { readonly type: "check.fail"; readonly round: number; readonly error: ClientError }
  | { readonly type: "createMode"; readonly mode: BulkCreateMode }
  | { readonly type: "create.start"; readonly round: number }
  | { readonly type: "create.done"; readonly round: number; readonly report: BulkReport }
  | {
      readonly type: "create.refuse";
      readonly round: number;
      readonly problems: readonly BulkRowProblem[];
    }
  | { readonly type: "create.fail"; readonly round: number; readonly error: ClientError }
  | { readonly type: "restart" };

export const INITIAL_BULK_WIZARD: BulkWizardState = {
  step: "source",
  inputMode: "file",
  pasteText: "",
  fileName: undefined,
  reading: false,
  readProblem: undefined,
  table: undefined,
  mapping: {},
  defaults: { role: "", team: "" },
  check: { status: "idle" },
  createMode: "validOnly",
  create: { status: "idle" },
  round: 0,
  moved: false,
};

/** The rows changed: the last check and any refusal no longer describe them. */
function rowsChanged(state: BulkWizardState): BulkWizardState {
  return {
    ...state,
    check: { status: "idle" },
    create: { status: "idle" },
    round: state.round + 1,
  };
}

/** Whether an answer belongs to the current round (older ones are dropped). */
const current = (state: BulkWizardState, round: number) => round === state.round;

export function bulkWizard(state: BulkWizardState, event: BulkWizardEvent): BulkWizardState {
  switch (event.type) {
    case "inputMode":
      return { ...state, inputMode: event.mode, readProblem: undefined };
    case "pasteText":
      return { ...state, pasteText: event.text };
    case "read.start":
      return { ...state, reading: true, readProblem: undefined };
    case "read.fail":
      // What was read before stays: a bad second file does not throw away a good first one.
      return { ...state, reading: false, readProblem: event.problem };
    case "read.done":
      return rowsChanged({
        ...state,
        reading: false,
        readProblem: undefined,
        table: event.table,
        fileName: event.fileName,
        mapping: guessBulkMapping(event.table.header),
      });
    case "map":
      return rowsChanged({
        ...state,
        mapping: withColumn(state.mapping, event.field, event.column),
      });
    case "default":
      return rowsChanged({ ...state, defaults: { ...state.defaults, [event.field]: event.value } });
    case "open":
      if (!canOpenStep(state, event.step) || event.step === state.step) return state;
      // Coming back to a preview whose check failed tries the check again.
      return {
        ...state,
        step: event.step,
        moved: true,
        ...(event.step === "preview" && state.check.status === "failed"
          ? { check: { status: "idle" } }
          : {}),
      };
    case "check.start":
      return current(state, event.round) ? { ...state, check: { status: "checking" } } : state;
    case "check.done":
      return current(state, event.round)
        ? { ...state, check: { status: "checked", report: event.report } }
        : state;
    case "check.fail":
      return current(state, event.round)
        ? { ...state, check: { status: "failed", error: event.error } }
        : state;
    case "createMode":
      return { ...state, createMode: event.mode };
    case "create.start":
      return current(state, event.round) ? { ...state, create: { status: "creating" } } : state;
    case "create.done":
      return current(state, event.round)
        ? {
            ...state,
            step: "result",
            moved: true,
            create: { status: "created", report: event.report },
          }
        : state;
    case "create.refuse":
      return current(state, event.round)
        ? { ...state, create: { status: "refused", problems: event.problems } }
        : state;
    case "create.fail":
      return current(state, event.round)
        ? { ...state, create: { status: "failed", error: event.error } }
        : state;
    case "restart":
      return { ...INITIAL_BULK_WIZARD, round: state.round + 1, moved: true };
  }
}

/** Fields every row needs a column for, unless a default fills them. */
const ALWAYS_REQUIRED: readonly BulkField[] = ["username", "email", "firstname", "lastname"];

/** Whether `field` needs a column: always for names and logins; role and team without a default. */
export function needsColumn(state: Pick<BulkWizardState, "defaults">, field: BulkField): boolean {
  if (field === "role" || field === "team") return state.defaults[field] === "";
  return ALWAYS_REQUIRED.includes(field);
}

/** Every field that needs a column has one. */
export function mappingComplete(state: Pick<BulkWizardState, "defaults" | "mapping">): boolean {
  return (["username", "email", "firstname", "lastname", "role", "team"] as const).every(
    (field) => !needsColumn(state, field) || state.mapping[field] !== undefined,
  );
}

/**
 * Which steps can be opened: the source always (until users were created), the mapping once a
 * file with rows is read, the preview once the mapping is complete, the result only by creating.
 * After creating, only "Create more" starts again (going back could create the users twice).
 */
export function canOpenStep(state: BulkWizardState, step: BulkStep): boolean {
  if (state.create.status === "created") return step === "result";
  const hasRows = (state.table?.rows.length ?? 0) > 0;
  switch (step) {
    case "source":
      return true;
    case "map":
      return hasRows;
    case "preview":
      return hasRows && mappingComplete(state);
    case "result":
      return false;
  }
}
