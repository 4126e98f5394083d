// The one check of a report definition (decision 0046), used by the server (422 naming the
// field, nothing saved) and by the console (messages next to the field). Problems are JSON
// pointers into the body (`/Query/metrics/1/field`) with a stable code and a message key.

import { isValidTimeZone } from "../dates/time-zone";
import { parseSubsRange } from "../queries/subs-address";
import {
  metricKey,
  parseDimension,
  REPORT_FIELD_KINDS,
  type ReportFieldKind,
  type ReportMetric,
} from "./report-catalogue";
import type { ReportFilterInput } from "./report-filter";

export type ReportProblemCode =
  | "unknown-field"
  | "needs-date"
  | "needs-number"
  | "needs-star"
  | "duplicate"
  | "time-zone"
  | "date-range"
  | "range"
  | "range-and-dates";

export interface ReportProblem {
  /** A JSON pointer into the body: `/Query/groupBy/0`, `/Query/metrics/2/fn`. */
  readonly field: string;
  readonly message: string;
  readonly code: ReportProblemCode;
  /** The console's message key (`reports.problem.<code>`). */
  readonly messageKey: string;
}

export interface ReportQueryInput {
  readonly groupBy?: readonly string[] | undefined;
  readonly metrics: readonly ReportMetric[];
  readonly filters?: Readonly<Record<string, unknown>> | undefined;
  readonly submissions?: ReportFilterInput | undefined;
}

/** What kind a field is, or undefined when the caller does not know (or may not read) it. */
export type ReportFieldLookup = (name: string) => ReportFieldKind | undefined;

/** The catalogue's kinds only (the console before it has loaded the fields). */
export const catalogueFieldKind: ReportFieldLookup = (name) =>
  Object.hasOwn(REPORT_FIELD_KINDS, name) ? REPORT_FIELD_KINDS[name] : undefined;

function problem(field: string, code: ReportProblemCode, message: string): ReportProblem {
  return { field, code, message, messageKey: `reports.problem.${code}` };
}

/** Problems of one measure (`at` is its pointer). */
function metricProblems(metric: ReportMetric, kindOf: ReportFieldLookup, at: string) {
  const problems: ReportProblem[] = [];
  const star = metric.field === "*";
  if (metric.fn === "cancelRate" && !star) {
    problems.push(problem(`${at}/field`, "needs-star", "cancelRate counts rows: use *"));
    return problems;
  }
  if (star) {
    if (!["count", "share", "cancelRate"].includes(metric.fn)) {
      problems.push(problem(`${at}/field`, "needs-number", `${metric.fn} needs a number field`));
    }
    return problems;
  }
  const kind = kindOf(metric.field);
  if (kind === undefined) {
    problems.push(problem(`${at}/field`, "unknown-field", `is not a known field: ${metric.field}`));
  } else if (["sum", "avg", "share"].includes(metric.fn) && kind !== "number") {
    problems.push(problem(`${at}/field`, "needs-number", `${metric.fn} needs a number field`));
  } else if (["min", "max"].includes(metric.fn) && kind !== "number" && kind !== "date") {
    problems.push(
      problem(`${at}/field`, "needs-number", `${metric.fn} needs a number or date field`),
    );
  }
  return problems;
}

/**
 * The problems of a report query (empty when it is valid). `kindOf` says which submission
 * fields exist for the caller and their kind; `base` prefixes every pointer.
 */
export function reportDefinitionProblems(
  query: ReportQueryInput,
  kindOf: ReportFieldLookup = catalogueFieldKind,
  base = "/Query",
): ReportProblem[] {
  const problems: ReportProblem[] = [];
  const seen = new Set<string>();
  (query.groupBy ?? []).forEach((dimension, index) => {
    const at = `${base}/groupBy/${String(index)}`;
    const { field, bucket } = parseDimension(dimension);
    const kind = kindOf(field);
    if (seen.has(dimension)) problems.push(problem(at, "duplicate", "is already a dimension"));
    seen.add(dimension);
    if (kind === undefined) {
      problems.push(problem(at, "unknown-field", `is not a known field: ${field}`));
    } else if (bucket !== undefined && kind !== "date") {
      problems.push(problem(at, "needs-date", `only a date field has a ${bucket} bucket`));
    }
  });
  const keys = new Set<string>();
  query.metrics.forEach((metric, index) => {
    const at = `${base}/metrics/${String(index)}`;
    const key = metricKey(metric);
    if (keys.has(key)) problems.push(problem(at, "duplicate", `repeats the measure ${key}`));
    keys.add(key);
    problems.push(...metricProblems(metric, kindOf, at));
  });
  for (const name of Object.keys(query.filters ?? {})) {
    if (kindOf(name) === undefined) {
      problems.push(
        problem(`${base}/filters/${name}`, "unknown-field", `is not a known field: ${name}`),
      );
    }
  }
  problems.push(...filterProblems(query.submissions, `${base}/submissions`));
  return problems;
}

/** The submission filter's time zone, relative range and fixed range (also a run's `Filters`). */
export function filterProblems(
  filter: ReportFilterInput | undefined,
  at = "/Filters",
): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (filter?.timezone !== undefined && !isValidTimeZone(filter.timezone)) {
    problems.push(problem(`${at}/timezone`, "time-zone", "is not a known time zone"));
  }
  if (filter?.Range !== undefined) {
    if (parseSubsRange(filter.Range) === undefined) {
      problems.push(problem(`${at}/Range`, "range", "is not a date range"));
    }
    if (filter.After !== undefined || filter.Before !== undefined) {
      problems.push(
        problem(`${at}/Range`, "range-and-dates", "cannot be used with After or Before"),
      );
    }
  }
  if (
    filter?.After !== undefined &&
    filter.Before !== undefined &&
    Date.parse(filter.After) > Date.parse(filter.Before)
  ) {
    problems.push(problem(`${at}/Before`, "date-range", "is before After"));
  }
  return problems;
}
