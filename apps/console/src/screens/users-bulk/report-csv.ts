/**
 * The result report as CSV: one line per row sent, with its line in the file, its logins, what
 * happened to it (created with the new id, or refused with the reasons), so the operator can fix
 * the refused rows in the spreadsheet and import them again.
 */
import type { BulkReport } from "@canvass/machines";
import { fileLineOf, pointerField, type PlayerBulkRow } from "@canvass/sdk/bulk";
import { csvOf } from "../../patterns";

export interface ReportWords {
  readonly headers: {
    readonly line: string;
    readonly username: string;
    readonly email: string;
    readonly firstname: string;
    readonly lastname: string;
    readonly outcome: string;
    readonly id: string;
    readonly problems: string;
  };
  readonly created: string;
  readonly refused: string;
  readonly notCreated: string;
  /** One problem as text (translated by the caller). */
  readonly problem: (problem: { field: string; message: string; code?: string }) => string;
  /** A field's name in the reader's words. */
  readonly field: (field: string) => string;
}

interface ReportLine {
  readonly line: number;
  readonly row: PlayerBulkRow;
  readonly outcome: string;
  readonly id: string;
  readonly problems: string;
}

export function reportLines(
  rows: readonly PlayerBulkRow[],
  report: BulkReport,
  words: ReportWords,
): ReportLine[] {
  const created = new Map(report.created.map((entry) => [entry.row, entry.id]));
  const rejected = new Map(report.rejected.map((entry) => [entry.row, entry.errors]));
  return rows.map((row, index) => {
    const id = created.get(index);
    const errors = rejected.get(index) ?? [];
    const problems = errors
      .map((error) => {
        const field = pointerField(error.field);
        const text = words.problem(error);
        return field === "" ? text : `${words.field(field)}: ${text}`;
      })
      .join("; ");
    return {
      line: fileLineOf(index),
      row,
      outcome:
        id !== undefined ? words.created : errors.length > 0 ? words.refused : words.notCreated,
      id: id ?? "",
      problems,
    };
  });
}

export function reportCsv(
  rows: readonly PlayerBulkRow[],
  report: BulkReport,
  words: ReportWords,
): string {
  const { headers } = words;
  return csvOf(reportLines(rows, report, words), [
    { header: headers.line, value: (line) => line.line },
    { header: headers.username, value: (line) => line.row.username },
    { header: headers.email, value: (line) => line.row.email },
    { header: headers.firstname, value: (line) => line.row.firstname },
    { header: headers.lastname, value: (line) => line.row.lastname },
    { header: headers.outcome, value: (line) => line.outcome },
    { header: headers.id, value: (line) => line.id },
    { header: headers.problems, value: (line) => line.problems },
  ]);
}
