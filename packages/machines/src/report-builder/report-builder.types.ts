/** Types of the custom report builder's machine (`reportBuilderMachine`, decision 0047). */
import type { Schema } from "@canvass/sdk/contract";

/** What is saved: the description and the query (dimensions, measures, conditions). */
export type ReportDraft = Schema<"CustomReportCreate">;
/** The `/subs` filter a run covers (campaigns, teams, players, the date range and its zone). */
export type ReportFilters = Partial<Schema<"ReportingFilters">>;
/** A computed report: columns and rows. */
export type ReportResult = Schema<"CustomReportResult">;

/** A problem of the definition: the field it names (a JSON pointer: `/Description`, `/Query/metrics/0/field`) and its code. */
export interface ReportProblem {
  readonly field: string;
  readonly code: string;
}

/**
 * Why a save or a run did not answer: `fields` — problems of the definition (the SDK's rule
 * before the call, or the server's 422); `retry` — a 5xx, a lost connection or a timeout (try
 * again); `other` — any other refusal (403, 404, 409), with its status.
 */
export interface ReportFailure {
  readonly kind: "fields" | "retry" | "other";
  readonly status: number | undefined;
}

interface Refusal {
  readonly ok: false;
  readonly failure: ReportFailure;
  readonly problems: readonly ReportProblem[];
}

export type ReportSaveOutcome =
  { readonly ok: true; readonly id: string; readonly draft: ReportDraft } | Refusal;

/**
 * A run's answer. A run never saves (decision 0058): a saved, unchanged report runs as saved
 * (`customreports/{id}/run/`), anything else as an unsaved definition
 * (`customreports/anonymous/run/`).
 */
export type ReportRunOutcome = { readonly ok: true; readonly result: ReportResult } | Refusal;

/**
 * Which problems show: none yet, those a run needs solved (the query's, not the description),
 * or every one (a save was tried).
 */
export type ReportChecked = "none" | "run" | "save";

export interface LoadReportInput {
  readonly id: string;
}
export interface SaveReportInput {
  /** `null`: a new report (created); otherwise the saved report to update. */
  readonly id: string | null;
  readonly draft: ReportDraft;
}
export interface RunReportInput {
  /** The saved report, or `null` while it is new. */
  readonly id: string | null;
  /** The definition as it is on screen (saved or not). */
  readonly draft: ReportDraft;
  /** Whether `draft` is the saved definition. */
  readonly saved: boolean;
  readonly filters: ReportFilters;
}

export interface ReportBuilderInput {
  /** The saved report to open, or `null` for a new one. */
  readonly id: string | null;
  /** The operator may save (CreateReports for a new report, EditReports for a saved one). */
  readonly canEdit: boolean;
  /** The operator may run reports (admin or manager, not `norunexports`). */
  readonly canRun: boolean;
  /** The definition a new report starts from. */
  readonly draft: ReportDraft;
  /** The filter a run starts with. */
  readonly filters?: ReportFilters;
}

export interface ReportBuilderContext {
  readonly id: string | null;
  readonly canEdit: boolean;
  readonly canRun: boolean;
  /** The saved definition (`null` while the report is new). */
  readonly original: ReportDraft | null;
  /** The definition on screen; kept through every failure. */
  readonly draft: ReportDraft;
  readonly filters: ReportFilters;
  /**
   * The definition's problems by field: the SDK's rule, checked after every edit, plus the
   * server's from the last refused save or run (until the next edit).
   */
  readonly problems: Readonly<Record<string, string>>;
  /** Which of the rule's problems show: a run or a save was tried (before, only the server's). */
  readonly checked: ReportChecked;
  readonly failure: ReportFailure | null;
  /** The last result, kept while the definition changes (see `resultFor`). */
  readonly result: ReportResult | null;
  /** What the result was computed for (`reportKey` of draft and filters). */
  readonly resultFor: string | null;
  /** How many saves succeeded. */
  readonly saves: number;
}

export type ReportBuilderEvent =
  | { readonly type: "report.edit"; readonly draft: ReportDraft }
  | { readonly type: "report.filter"; readonly filters: ReportFilters }
  | { readonly type: "report.run" }
  | { readonly type: "report.save" }
  | { readonly type: "report.cancel" }
  | { readonly type: "report.retry" };
