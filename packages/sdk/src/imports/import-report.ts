/**
 * The failed rows as a CSV to fix and import again: the file's own columns plus a `Problems`
 * column with every reason of the row. Cells that a spreadsheet would run as a formula are
 * written with a leading apostrophe.
 */
import { csvField } from "../csv/csv";

export interface FailedRow {
  readonly row: number;
  readonly cells: readonly string[];
  readonly problems: readonly string[];
}

const safe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function failedRowsCsv(header: readonly string[], rows: readonly FailedRow[]): string {
  const lines = [[...header, "Problems"].map((text) => csvField(safe(text))).join(",")];
  for (const { cells, problems } of rows) {
    lines.push(
      [...header.map((_, i) => cells[i] ?? ""), problems.join("; ")]
        .map((text) => csvField(safe(text)))
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** What an `import-run` job answers as its result (decision 0037). */
export interface ImportRunResult {
  readonly rows: number;
  readonly created: number;
  readonly updated: number;
  readonly skipped: number;
  readonly failed: number;
  readonly errors: readonly {
    readonly row: number;
    readonly field?: string;
    readonly message: string;
  }[];
  /** The file's header and the failed rows' cells (at most 10 000), for `failedRowsCsv`. */
  readonly header: readonly string[];
  readonly failedRows: readonly FailedRow[];
  /** Set when the run stopped early (cancelled, or all-or-nothing refused): why, and what is written. */
  readonly note?: string;
}
