/**
 * The preview's rows: each row to send with its line in the file and its problems by field, and
 * the summary's filters (the counts are the machine's). Pure, so the table only renders.
 */
import {
  fileLineOf,
  pointerField,
  type BulkFieldProblem,
  type BulkRowProblem,
  type PlayerBulkRow,
} from "@canvass/sdk/bulk";
import type { BulkPreviewFilter } from "@canvass/ui";

export interface PreviewRow {
  /** 0-based index in the rows sent. */
  readonly index: number;
  /** The line in the file (the header is line 1). */
  readonly line: number;
  readonly values: PlayerBulkRow;
  /** Field name (`email`) → its problems; `""` for a problem of the whole row. */
  readonly problems: ReadonlyMap<string, readonly BulkFieldProblem[]>;
  readonly valid: boolean;
}

export function previewRows(
  rows: readonly PlayerBulkRow[],
  problems: readonly BulkRowProblem[],
): PreviewRow[] {
  const byRow = new Map(problems.map((problem) => [problem.row, problem.errors]));
  return rows.map((values, index) => {
    const byField = new Map<string, BulkFieldProblem[]>();
    for (const error of byRow.get(index) ?? []) {
      const field = pointerField(error.field);
      byField.set(field, [...(byField.get(field) ?? []), error]);
    }
    return { index, line: fileLineOf(index), values, problems: byField, valid: byField.size === 0 };
  });
}

export function filterPreviewRows(
  rows: readonly PreviewRow[],
  filter: BulkPreviewFilter,
): readonly PreviewRow[] {
  if (filter === "all") return rows;
  return rows.filter((row) => row.valid === (filter === "valid"));
}
