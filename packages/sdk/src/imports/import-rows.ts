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

/** Each row read with the map: the valid rows' values, and every problem of the others. */
export function checkImportRows(
  table: BulkTable & { readonly ragged?: readonly number[] },
  map: ImportColumnMap,
): { valid: ImportCheckedRow[]; errors: ImportRowError[] } {
  const ragged = new Set(table.ragged ?? []);
  const columns = map.map((entry) => ({
    index: table.header.indexOf(entry.importedKey),
    key: entry.supportedKey,
    format: entry.acceptedFormat ?? defaultImportFormat(entry.supportedKey) ?? "text",
  }));
  const valid: ImportCheckedRow[] = [];
  const errors: ImportRowError[] = [];
  table.rows.forEach((cells, index) => {
    const row = index + 2;
    const values: Record<string, ImportValue> = {};
    let bad = false;
    if (ragged.has(row)) {
      bad = true;
      errors.push({ row, code: "ragged", message: describeImportProblem({ code: "ragged" }) });
    }
    for (const column of columns) {
      const read = readImportValue(column.key, column.format, cells[column.index] ?? "");
      if (read.ok) {
        values[column.key] = read.value;
      } else {
        bad = true;
        errors.push({
          row,
          field: column.key,
          code: read.problem.code,
          message: describeImportProblem(read.problem),
        });
      }
    }
    if (!bad && IMPORT_IDENTITY_FIELDS.every((key) => values[key] == null)) {
      bad = true;
      errors.push({ row, code: "identity", message: describeImportProblem({ code: "identity" }) });
    }
    if (!bad) valid.push({ row, values });
  });
  return { valid, errors };
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

/** The whole plan of a run. `allOrNothing` with any bad row writes nothing. */
export function planImport(
  table: BulkTable & { readonly ragged?: readonly number[] },
  map: ImportColumnMap,
  existing: DuplicateIndex<string>,
  choices: DuplicateChoices = {},
  mode: ImportMode = "validOnly",
): ImportPlan {
  const { valid, errors } = checkImportRows(table, map);
  const matches = new Map(findDuplicates(valid, existing).map((match) => [match.row, match]));
  const creates: ImportWrite[] = [];
  const updates: ImportWrite[] = [];
  const duplicates: ImportDuplicatePlan[] = [];
  let skipped = 0;
  for (const checked of valid) {
    const match = matches.get(checked.row);
    if (match === undefined) {
      creates.push(checked);
      continue;
    }
    const action = duplicateAction(match, choices);
    duplicates.push({ ...match, action });
    if (action === "skip") skipped += 1;
    else if (action === "update" && match.account !== undefined) {
      updates.push({ ...checked, account: match.account });
    } else creates.push(checked);
  }
  const failedRows = new Set(errors.map((error) => error.row)).size;
  if (mode === "allOrNothing" && failedRows > 0) {
    return {
      rows: table.rows.length,
      creates: [],
      updates: [],
      skipped: valid.length,
      failed: failedRows,
      errors,
      duplicates,
    };
  }
  return {
    rows: table.rows.length,
    creates,
    updates,
    skipped,
    failed: failedRows,
    errors,
    duplicates,
  };
}
