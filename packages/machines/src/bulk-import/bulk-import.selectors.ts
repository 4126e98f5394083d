/** Snapshot → view model of the bulk wizard, so the console only renders. */
import type { BulkRowProblem, PlayerBulkRow } from "@canvass/sdk/bulk";
import type { SnapshotFrom } from "xstate";
import type { bulkImportMachine } from "./bulk-import.machine";
import { canOpenStep, createCount, mappingComplete, validRowCount } from "./bulk-import.rules";
import type { BulkCallError, BulkCreateMode, BulkReport, BulkStep } from "./bulk-import.types";
import { BULK_STEPS } from "./bulk-import.types";

export type BulkImportSnapshot = SnapshotFrom<typeof bulkImportMachine>;

/** The server's check of the rows: under way, answered, or failed (with a retry). */
export type BulkCheckView =
  | { readonly status: "checking" }
  | { readonly status: "checked" }
  | { readonly status: "failed"; readonly error: BulkCallError };

/** The creation: not asked, under way, refused (all or nothing), failed, or done. */
export type BulkCreateView =
  | { readonly status: "idle" }
  | { readonly status: "creating" }
  | { readonly status: "refused"; readonly problems: readonly BulkRowProblem[] }
  | { readonly status: "failed"; readonly error: BulkCallError }
  | { readonly status: "created"; readonly report: BulkReport };

export interface BulkImportView {
  readonly step: BulkStep;
  /** The steps the step list and the buttons may open. */
  readonly openable: readonly BulkStep[];
  /** A file or text is being read. */
  readonly reading: boolean;
  readonly mappingComplete: boolean;
  /** The preview's check (`null` outside the preview). */
  readonly check: BulkCheckView | null;
  readonly create: BulkCreateView;
  readonly rows: readonly PlayerBulkRow[];
  /** Every problem known of the rows (local pass, check, refusal). */
  readonly problems: readonly BulkRowProblem[];
  readonly counts: { readonly total: number; readonly valid: number; readonly invalid: number };
  readonly createMode: BulkCreateMode;
  /** How many rows "Create" sends in the chosen mode. */
  readonly createCount: number;
  /** "Create" may be pressed: the rows are checked, nothing is under way, something to send. */
  readonly canCreate: boolean;
}

function stepOf(snapshot: BulkImportSnapshot): BulkStep {
  return BULK_STEPS.find((step) => snapshot.matches(step)) ?? "source";
}

function checkOf(snapshot: BulkImportSnapshot): BulkCheckView | null {
  const { checkError } = snapshot.context;
  if (snapshot.matches({ preview: "checking" }) || snapshot.matches({ preview: "entering" })) {
    return { status: "checking" };
  }
  if (snapshot.matches({ preview: "checkFailed" }) && checkError !== undefined) {
    return { status: "failed", error: checkError };
  }
  return snapshot.matches("preview") ? { status: "checked" } : null;
}

function createOf(snapshot: BulkImportSnapshot): BulkCreateView {
  const { report, refusal, createError } = snapshot.context;
  if (report !== undefined) return { status: "created", report };
  if (snapshot.matches({ preview: "creating" })) return { status: "creating" };
  if (refusal !== undefined) return { status: "refused", problems: refusal };
  if (createError !== undefined) return { status: "failed", error: createError };
  return { status: "idle" };
}

export function selectBulkImportView(snapshot: BulkImportSnapshot): BulkImportView {
  const { context } = snapshot;
  const valid = validRowCount(context.rows, context.problems);
  const count = createCount(context);
  const create = createOf(snapshot);
  const creating = create.status === "creating";
  return {
    step: stepOf(snapshot),
    openable: creating ? ["preview"] : BULK_STEPS.filter((step) => canOpenStep(context, step)),
    reading: snapshot.matches({ source: "reading" }),
    mappingComplete: mappingComplete(context),
    check: checkOf(snapshot),
    create,
    rows: context.rows,
    problems: context.problems,
    counts: { total: context.rows.length, valid, invalid: context.rows.length - valid },
    createMode: context.createMode,
    createCount: count,
    canCreate:
      count > 0 &&
      (snapshot.matches({ preview: "ready" }) ||
        snapshot.matches({ preview: "refused" }) ||
        snapshot.matches({ preview: "createFailed" })),
  };
}
