/**
 * Checks a file's rows against a column map and plans the run: every bad row and field with its
 * reason, the likely duplicates with what happens to each, and the writes (create or update).
 * The server's dry run answers the plan; the real run plans again (the data may have changed)
 * and carries out its writes. Row numbers are the sheet's (the header is row 1).
 */
import type { BulkTable } from "../bulk/table";
import {
  duplicateAction,
  findDuplicates,
  type DuplicateAction,
  type DuplicateChoices,
  type DuplicateIndex,
  type DuplicateReason,
} from "./import-duplicates";
import { defaultImportFormat } from "./import-fields";
import {
  describeImportProblem,
  readImportValue,
  type ImportValue,
  type ImportValueProblem,
} from "./import-formats";
import type { ImportColumnMap } from "./import-mapping";

export type ImportRowValues = Readonly<Record<string, ImportValue>>;

export interface ImportRowError {
  readonly row: number;
  readonly field?: string;
  readonly code: ImportValueProblem["code"] | "identity" | "ragged";
  readonly message: string;
}

export interface ImportCheckedRow {
  readonly row: number;
  readonly values: ImportRowValues;
}

/** Fields of which a row needs at least one, so that the donor can be told apart. */
export const IMPORT_IDENTITY_FIELDS = ["Email", "Phone", "MobilePhone", "LastName"] as const;

/** The rows of a file checked with a map: the valid rows' values and every problem of the others. */
export interface ImportCheckedRows {
  /** Rows under the header (blank rows not counted). */
  readonly rows: number;
  readonly valid: readonly ImportCheckedRow[];
  readonly errors: readonly ImportRowError[];
  /** The cells of the first `keepFailed` failed rows, by row number (for the failed-rows CSV). */
  readonly failedCells: ReadonlyMap<number, readonly string[]>;
}

/**
 * Checks rows one at a time as a file is read (`ImportRowReader`'s sink), keeping only what the
 * plan needs: the valid rows' values, the problems, and the cells of the failed rows.
 */
export class ImportRowChecker {
  private readonly columns: readonly { index: number; key: string; format: string }[];
  private readonly valid: ImportCheckedRow[] = [];
  private readonly errors: ImportRowError[] = [];
  private readonly failedCells = new Map<number, readonly string[]>();
  private rows = 0;

  constructor(
    header: readonly string[],
    map: ImportColumnMap,
    private readonly keepFailed = 10_000,
  ) {
    this.columns = map.map((entry) => ({
      index: header.indexOf(entry.importedKey),
      key: entry.supportedKey,
      format: entry.acceptedFormat ?? defaultImportFormat(entry.supportedKey) ?? "text",
    }));
  }

  readonly add = (row: number, cells: readonly string[], ragged = false): void => {
    this.rows += 1;
    const values: Record<string, ImportValue> = {};
    let bad = false;
    if (ragged) {
      bad = true;
      this.errors.push({ row, code: "ragged", message: describeImportProblem({ code: "ragged" }) });
    }
    for (const column of this.columns) {
      const read = readImportValue(column.key, column.format, cells[column.index] ?? "");
      if (read.ok) {
        values[column.key] = read.value;
      } else {
        bad = true;
        this.errors.push({
          row,
          field: column.key,
          code: read.problem.code,
          message: describeImportProblem(read.problem),
        });
      }
    }
    if (!bad && IMPORT_IDENTITY_FIELDS.every((key) => values[key] == null)) {
      bad = true;
      this.errors.push({
        row,
        code: "identity",
        message: describeImportProblem({ code: "identity" }),
      });
    }
    if (!bad) this.valid.push({ row, values });
    else if (this.failedCells.size < this.keepFailed) this.failedCells.set(row, cells);
  };

  result(): ImportCheckedRows {
    return {
      rows: this.rows,
      valid: this.valid,
      errors: this.errors,
      failedCells: this.failedCells,
    };
  }
}

/** Each row of a table read with the map: the valid rows' values, and every problem of the others. */
export function checkImportRows(
  table: BulkTable & { readonly ragged?: readonly number[] },
  map: ImportColumnMap,
): ImportCheckedRows {
  const ragged = new Set(table.ragged ?? []);
  const checker = new ImportRowChecker(table.header, map);
  table.rows.forEach((cells, index) => {
    checker.add(index + 2, cells, ragged.has(index + 2));
  });
  return checker.result();
}

export interface ImportDuplicatePlan {
  readonly row: number;
  readonly reason: DuplicateReason;
  readonly account?: string;
  readonly otherRow?: number;
  readonly action: DuplicateAction;
}

export interface ImportWrite {
  readonly row: number;
  readonly values: ImportRowValues;
  /** Set for an update of an existing submission. */
  readonly account?: string;
}

export type ImportMode = "validOnly" | "allOrNothing";

export interface ImportPlan {
  readonly rows: number;
  readonly creates: readonly ImportWrite[];
  readonly updates: readonly ImportWrite[];
  readonly skipped: number;
  readonly failed: number;
  readonly errors: readonly ImportRowError[];
  readonly duplicates: readonly ImportDuplicatePlan[];
}

/** The whole plan of a run over a table. `allOrNothing` with any bad row writes nothing. */
export function planImport(
  table: BulkTable & { readonly ragged?: readonly number[] },
  map: ImportColumnMap,
  existing: DuplicateIndex<string>,
  choices: DuplicateChoices = {},
  mode: ImportMode = "validOnly",
): ImportPlan {
  return planCheckedImport(checkImportRows(table, map), existing, choices, mode);
}

/** The whole plan of rows already checked (a streamed file). */
export function planCheckedImport(
  checked: ImportCheckedRows,
  existing: DuplicateIndex<string>,
  choices: DuplicateChoices = {},
  mode: ImportMode = "validOnly",
): ImportPlan {
  const { valid, errors } = checked;
  const matches = new Map(findDuplicates(valid, existing).map((match) => [match.row, match]));
  const creates: ImportWrite[] = [];
  const updates: ImportWrite[] = [];
  const duplicates: ImportDuplicatePlan[] = [];
  let skipped = 0;
  for (const row of valid) {
    const match = matches.get(row.row);
    if (match === undefined) {
      creates.push(row);
      continue;
    }
    const action = duplicateAction(match, choices);
    duplicates.push({ ...match, action });
    if (action === "skip") skipped += 1;
    else if (action === "update" && match.account !== undefined) {
      updates.push({ ...row, account: match.account });
    } else creates.push(row);
  }
  const failedRows = new Set(errors.map((error) => error.row)).size;
  if (mode === "allOrNothing" && failedRows > 0) {
    return {
      rows: checked.rows,
      creates: [],
      updates: [],
      skipped: valid.length,
      failed: failedRows,
      errors,
      duplicates,
    };
  }
  return {
    rows: checked.rows,
    creates,
    updates,
    skipped,
    failed: failedRows,
    errors,
    duplicates,
  };
}
