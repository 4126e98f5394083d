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

/** Why a run stopped before writing everything: cancelled, or all-or-nothing with bad rows. */
export type ImportRunStopReason = "cancelled" | "refused";

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
    /** The problem's code (`ImportRowError["code"]`), for the console's words (decision 0060). */
    readonly code?: string;
  }[];
  /** The file's header and the failed rows' cells (at most 10 000), for `failedRowsCsv`. */
  readonly header: readonly string[];
  readonly failedRows: readonly FailedRow[];
  /** Set when the run stopped early (cancelled, or all-or-nothing refused): why, and what is written. */
  readonly note?: string;
  /** The same as `note` in codes and counts, for the console's words (decision 0060). */
  readonly stop?: {
    readonly reason: ImportRunStopReason;
    /** Writes made (cancelled), or rows with problems (refused). */
    readonly count: number;
    /** Writes planned (cancelled), or rows of the file (refused). */
    readonly total: number;
  };
}

/** Why an `import-run` job itself failed: its `error` is the English sentence of one of these. */
export const IMPORT_RUN_FAILURES = {
  uploadGone: "The uploaded file is gone.",
  authorGone: "The player who started the import no longer exists.",
  campaignGone: "A target campaign of the import no longer exists.",
  fileUnreadable: "The uploaded file can no longer be read as the import's table.",
  mapUnfit: "The column map does not fit the uploaded file.",
} as const;
export type ImportRunFailure = keyof typeof IMPORT_RUN_FAILURES;

/** The code of a failed run's `error` (the console words it), if it is one of the run's own. */
export function importRunFailureOf(error: string | null | undefined): ImportRunFailure | undefined {
  return (Object.keys(IMPORT_RUN_FAILURES) as ImportRunFailure[]).find(
    (code) => IMPORT_RUN_FAILURES[code] === error,
  );
}
