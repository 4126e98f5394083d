/**
 * Pure rules of the bulk wizard, over its context: which fields need a column, whether the
 * mapping is complete, which steps can be opened, how many rows a creation would send.
 */
import type { BulkField, BulkRowProblem, PlayerBulkRow } from "@canvass/sdk/bulk";
import type { BulkImportContext, BulkStep } from "./bulk-import.types";

/** Fields every row needs a column for, unless a default fills them. */
const ALWAYS_REQUIRED: readonly BulkField[] = ["username", "email", "firstname", "lastname"];
const CHECKED_FIELDS = ["username", "email", "firstname", "lastname", "role", "team"] as const;

/** Whether `field` needs a column: always for names and logins; role and team without a default. */
export function needsColumn(
  context: Pick<BulkImportContext, "defaults">,
  field: BulkField,
): boolean {
  if (field === "role" || field === "team") return context.defaults[field] === "";
  return ALWAYS_REQUIRED.includes(field);
}

/** Every field that needs a column has one. */
export function mappingComplete(context: Pick<BulkImportContext, "defaults" | "mapping">): boolean {
  return CHECKED_FIELDS.every(
    (field) => !needsColumn(context, field) || context.mapping[field] !== undefined,
  );
}

/**
 * Which steps can be opened: the source always (until users were created), the mapping once a
 * file with rows is read, the preview once the mapping is complete, the result only by creating.
 * After creating, only "Create more" starts again (going back could create the users twice).
 */
export function canOpenStep(
  context: Pick<BulkImportContext, "table" | "defaults" | "mapping" | "report">,
  step: BulkStep,
): boolean {
  if (context.report !== undefined) return step === "result";
  const hasRows = (context.table?.rows.length ?? 0) > 0;
  switch (step) {
    case "source":
      return true;
    case "map":
      return hasRows;
    case "preview":
      return hasRows && mappingComplete(context);
    case "result":
      return false;
  }
}

/** How many of `rows` have no problem. */
export function validRowCount(
  rows: readonly PlayerBulkRow[],
  problems: readonly BulkRowProblem[],
): number {
  const bad = new Set(
    problems
      .filter((problem) => problem.errors.length > 0 && problem.row < rows.length)
      .map((problem) => problem.row),
  );
  return rows.length - bad.size;
}

/** The rows a creation sends in the chosen mode: the valid ones, or all. */
export function createCount(
  context: Pick<BulkImportContext, "rows" | "problems" | "createMode">,
): number {
  return context.createMode === "validOnly"
    ? validRowCount(context.rows, context.problems)
    : context.rows.length;
}
