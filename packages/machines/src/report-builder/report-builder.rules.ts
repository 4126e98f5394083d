/** Pure rules of the report builder over its context, built on the SDK's report rule. */
import { reportDefinitionProblems } from "@canvass/sdk/reports";
import type { ReportDraft, ReportFilters, ReportProblem } from "./report-builder.types";

/** Whether two definitions are the same (drafts are JSON data built in the same key order). */
export function sameDraft(a: ReportDraft | null, b: ReportDraft | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a result describes: the definition's query and the run's filter. */
export function reportKey(draft: ReportDraft, filters: ReportFilters): string {
  return JSON.stringify([draft.Query, filters]);
}

/**
 * The definition's problems: the contract's minimums (a description, one measure) and the SDK's
 * report rule (`reportDefinitionProblems`, the one the server answers its 422 with), each named
 * by its JSON pointer.
 */
export function draftProblems(draft: ReportDraft): readonly ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (draft.Description.trim() === "") problems.push({ field: "/Description", code: "required" });
  if (draft.Query.metrics.length === 0)
    problems.push({ field: "/Query/metrics", code: "required" });
  for (const problem of reportDefinitionProblems(draft.Query)) {
    problems.push({ field: problem.field, code: problem.code });
  }
  return problems;
}

/** `draftProblems` as a map by field (the builder shows each next to its field). */
export function draftProblemMap(draft: ReportDraft): Record<string, string> {
  return Object.fromEntries(draftProblems(draft).map((problem) => [problem.field, problem.code]));
}

/** The problems a run must not have: every one but the description's (a run saves nothing). */
export function runProblems(draft: ReportDraft): readonly ReportProblem[] {
  return draftProblems(draft).filter((problem) => !isSaveOnly(problem.field));
}

/** Whether a problem's field matters only to a save (the description). */
export function isSaveOnly(field: string): boolean {
  return field === "/Description";
}
