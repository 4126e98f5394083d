import type { SnapshotFrom } from "xstate";
import type { reportBuilderMachine } from "./report-builder.machine";
import { isSaveOnly, reportKey, sameDraft } from "./report-builder.rules";
import type { ReportChecked, ReportFailure, ReportResult } from "./report-builder.types";

export type ReportBuilderSnapshot = SnapshotFrom<typeof reportBuilderMachine>;

export type ReportBuilderStep = "loading" | "loadFailed" | "ready" | "running" | "saving";

export interface ReportBuilderView {
  readonly step: ReportBuilderStep;
  /** The definition differs from the saved one (always true for a new report). */
  readonly dirty: boolean;
  readonly canSave: boolean;
  readonly canRun: boolean;
  readonly canCancel: boolean;
  /** The problems to show next to their fields. */
  readonly problems: Readonly<Record<string, string>>;
  /** The last failure, and whether it was the save's or the run's. */
  readonly failure: ReportFailure | null;
  readonly failed: "save" | "run" | null;
  /** The last save stored the definition (and nothing changed since). */
  readonly saved: boolean;
  readonly result: ReportResult | null;
  /** The result was computed for another definition or filter than the one on screen. */
  readonly stale: boolean;
}

/** The problems to show: none before a run or save was tried, a run's own after a run. */
function shownProblems(
  problems: Readonly<Record<string, string>>,
  checked: ReportChecked,
): Readonly<Record<string, string>> {
  if (checked === "save") return problems;
  if (checked === "none") return {};
  return Object.fromEntries(Object.entries(problems).filter(([field]) => !isSaveOnly(field)));
}

/** Everything the console decides with, from a snapshot of `reportBuilderMachine`. */
export function selectReportBuilderView(snapshot: ReportBuilderSnapshot): ReportBuilderView {
  const { context } = snapshot;
  const step: ReportBuilderStep = typeof snapshot.value === "string" ? snapshot.value : "ready";
  const ready = step === "ready";
  const dirty = context.id === null || !sameDraft(context.draft, context.original);
  return {
    step,
    dirty,
    canSave: ready && context.canEdit && dirty,
    canRun: ready && context.canRun,
    canCancel: step === "running",
    problems: shownProblems(context.problems, context.checked),
    failure: context.failure,
    failed: snapshot.matches({ ready: "saveFailed" })
      ? "save"
      : snapshot.matches({ ready: "runFailed" })
        ? "run"
        : null,
    saved: snapshot.matches({ ready: "saved" }),
    result: context.result,
    stale:
      context.result !== null && context.resultFor !== reportKey(context.draft, context.filters),
  };
}
