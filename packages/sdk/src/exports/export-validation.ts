// The one check of an export definition's columns (and an instance's schedule), used by the
// server (422 naming the field, nothing saved) and by the console (messages next to the field).
// Problems are JSON pointers into the request body (`/Fields/2/function`) with a stable code.

import { isValidTimeZone } from "../dates/time-zone";
import { EXPORT_COLUMN_LIMITS, type ExportColumn } from "./export-columns";
import { argKind, argProblem, EXPORT_FUNCTIONS } from "./export-functions";
import type { ExportSchedule } from "./export-schedule";

export type ExportProblemCode =
  | "unknown-field"
  | "unknown-function"
  | "function-args"
  | "duplicate-header"
  | "columns"
  | "schedule";

export interface ExportProblem {
  /** A JSON pointer into the body: `/Fields/3/field`, `/Fields/1/args/0`, `/Schedule/timezone`. */
  readonly field: string;
  readonly message: string;
  readonly code: ExportProblemCode;
}

/**
 * The problems of a column list (empty when it is valid). `isKnownField` says which submission
 * fields exist (and the caller may export); `base` prefixes every pointer (`/Fields`).
 */
export function validateExportColumns(
  columns: readonly ExportColumn[],
  isKnownField: (name: string) => boolean,
  base = "/Fields",
): ExportProblem[] {
  const problems: ExportProblem[] = [];
  if (columns.length < EXPORT_COLUMN_LIMITS.minColumns) {
    problems.push({ field: base, message: "needs at least one column", code: "columns" });
  }
  const headers = new Set<string>();
  columns.forEach((column, index) => {
    const at = `${base}/${String(index)}`;
    if (headers.has(column.header)) {
      problems.push({
        field: `${at}/header`,
        message: `repeats the header "${column.header}"`,
        code: "duplicate-header",
      });
    }
    headers.add(column.header);
    if (column.type === "field" && !isKnownField(column.field)) {
      problems.push({
        field: `${at}/field`,
        message: `is not a known submission field: ${column.field}`,
        code: "unknown-field",
      });
    }
    if (column.type === "function") problems.push(...functionProblems(column, isKnownField, at));
  });
  return problems;
}

function functionProblems(
  column: Extract<ExportColumn, { type: "function" }>,
  isKnownField: (name: string) => boolean,
  at: string,
): ExportProblem[] {
  const spec = EXPORT_FUNCTIONS[column.function];
  if (spec === undefined || !Object.hasOwn(EXPORT_FUNCTIONS, column.function)) {
    return [
      {
        field: `${at}/function`,
        message: `is not a known function: ${column.function} (known: ${Object.keys(EXPORT_FUNCTIONS).join(", ")})`,
        code: "unknown-function",
      },
    ];
  }
  const args = column.args ?? [];
  const problems: ExportProblem[] = [];
  const countWrong =
    args.length < spec.minArgs ||
    args.length > spec.maxArgs ||
    (spec.pairs === true && (args.length - spec.args.length) % 2 !== 0);
  if (countWrong) {
    const pairs = spec.pairs === true ? ", in value/label pairs after the field" : "";
    problems.push({
      field: `${at}/args`,
      message: `${column.function} takes ${String(spec.minArgs)} to ${String(spec.maxArgs)} arguments${pairs}`,
      code: "function-args",
    });
  }
  args.forEach((arg, index) => {
    const kind = argKind(spec, index);
    const problem = kind === undefined ? undefined : argProblem(kind, arg, isKnownField);
    if (problem !== undefined) {
      problems.push({
        field: `${at}/args/${String(index)}`,
        message: problem,
        code: problem.startsWith("names an unknown field") ? "unknown-field" : "function-args",
      });
    }
  });
  return problems;
}

/** The problems of an instance's schedule (weekly needs `dayOfWeek`, monthly `dayOfMonth`). */
export function validateExportSchedule(
  schedule: ExportSchedule,
  base = "/Schedule",
): ExportProblem[] {
  const problems: ExportProblem[] = [];
  if (schedule.timezone !== undefined && !isValidTimeZone(schedule.timezone)) {
    problems.push({
      field: `${base}/timezone`,
      message: "is not a known time zone",
      code: "schedule",
    });
  }
  if (schedule.frequency === "weekly" && schedule.dayOfWeek === undefined) {
    problems.push({
      field: `${base}/dayOfWeek`,
      message: "is needed for a weekly schedule",
      code: "schedule",
    });
  }
  if (schedule.frequency === "monthly" && schedule.dayOfMonth === undefined) {
    problems.push({
      field: `${base}/dayOfMonth`,
      message: "is needed for a monthly schedule",
      code: "schedule",
    });
  }
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(schedule.time)) {
    problems.push({ field: `${base}/time`, message: "must be HH:MM", code: "schedule" });
  }
  return problems;
}
