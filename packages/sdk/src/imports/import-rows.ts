/**
 * Checks a file's rows against a column map and plans the run: every bad row and field with its
 * reason, the likely duplicates with what happens to each, and the writes (create or update).
 * The server's dry run answers the plan; the real run plans again (the data may have changed)
 * and carries out its writes. Row numbers are the sheet's (the header is row 1).
 *
 * The plan keeps a valid row's number and duplicate keys, never its values (decision 0093): the
 * real run reads the file a second time and meets each planned write as its row comes
 * (`ImportPlanCursor`), so a run holds a chunk's values at a time, not the file's.
 */
import type { BulkTable } from "../bulk/table";
import {
  duplicateAction,
  duplicateKeys,
  findDuplicates,
  type DuplicateAction,
  type DuplicateChoices,
  type DuplicateIndex,
  type DuplicateKeys,
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

/** A valid row as the plan keeps it: its number and its normalised duplicate keys, in one object. */
export interface ImportKeyedRow extends DuplicateKeys {
  readonly row: number;
}

/** Fields of which a row needs at least one, so that the donor can be told apart. */
export const IMPORT_IDENTITY_FIELDS = ["Email", "Phone", "MobilePhone", "LastName"] as const;

/** The rows of a file checked with a map: the valid rows' keys and every problem of the others. */
export interface ImportCheckedRows {
  /** Rows under the header (blank rows not counted). */
  readonly rows: number;
  readonly valid: readonly ImportKeyedRow[];
  readonly errors: readonly ImportRowError[];
  /** The cells of the first `keepFailed` failed rows, by row number (for the failed-rows CSV). */
  readonly failedCells: ReadonlyMap<number, readonly string[]>;
}

/** One row read with the map: its values, or every problem it has. */
export type ImportRowVerdict =
  | { readonly ok: true; readonly values: ImportRowValues }
  | { readonly ok: false; readonly errors: readonly ImportRowError[] };

/** Reads one row at a time with a map (both passes of a run read rows with it). */
export class ImportRowValidator {
  private readonly columns: readonly { index: number; key: string; format: string }[];

  constructor(header: readonly string[], map: ImportColumnMap) {
    this.columns = map.map((entry) => ({
      index: header.indexOf(entry.importedKey),
      key: entry.supportedKey,
      format: entry.acceptedFormat ?? defaultImportFormat(entry.supportedKey) ?? "text",
    }));
  }

  check(row: number, cells: readonly string[], ragged = false): ImportRowVerdict {
    const values: Record<string, ImportValue> = {};
    const errors: ImportRowError[] = [];
    if (ragged) {
      errors.push({ row, code: "ragged", message: describeImportProblem({ code: "ragged" }) });
    }
    for (const column of this.columns) {
      const read = readImportValue(column.key, column.format, cells[column.index] ?? "");
      if (read.ok) {
        values[column.key] = read.value;
      } else {
        errors.push({
          row,
          field: column.key,
          code: read.problem.code,
          message: describeImportProblem(read.problem),
        });
      }
    }
    if (errors.length === 0 && IMPORT_IDENTITY_FIELDS.every((key) => values[key] == null)) {
      errors.push({ row, code: "identity", message: describeImportProblem({ code: "identity" }) });
    }
    return errors.length === 0 ? { ok: true, values } : { ok: false, errors };
  }
}

/** A valid row's number and keys (what the plan keeps of it). */
export function keyedRow(row: number, values: ImportRowValues): ImportKeyedRow {
  return { row, ...duplicateKeys(values) };
}

/**
 * Checks rows one at a time as a file is read (`ImportRowReader`'s sink), keeping only what the
 * plan needs: the valid rows' keys, the problems, and the cells of the failed rows.
 */
export class ImportRowChecker {
  private readonly validator: ImportRowValidator;
  private readonly valid: ImportKeyedRow[] = [];
  private readonly errors: ImportRowError[] = [];
  private readonly failedCells = new Map<number, readonly string[]>();
  private rows = 0;

  constructor(
    header: readonly string[],
    map: ImportColumnMap,
    private readonly keepFailed = 10_000,
  ) {
    this.validator = new ImportRowValidator(header, map);
  }

  readonly add = (row: number, cells: readonly string[], ragged = false): void => {
    this.rows += 1;
    const verdict = this.validator.check(row, cells, ragged);
    if (verdict.ok) {
      this.valid.push(keyedRow(row, verdict.values));
      return;
    }
    this.errors.push(...verdict.errors);
    if (this.failedCells.size < this.keepFailed) this.failedCells.set(row, cells);
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

/** A write of the plan: the row, and for an update the existing submission. */
export interface ImportPlannedWrite {
  readonly row: number;
  /** Set for an update of an existing submission. */
  readonly account?: string;
}

/** A write with the row's values, as the run carries it out. */
export interface ImportWrite extends ImportPlannedWrite {
  readonly values: ImportRowValues;
}

export type ImportMode = "validOnly" | "allOrNothing";

export interface ImportPlan {
  readonly rows: number;
  /** In file order, as are the updates. */
  readonly creates: readonly ImportPlannedWrite[];
  readonly updates: readonly Required<ImportPlannedWrite>[];
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
  const creates: ImportPlannedWrite[] = [];
  const updates: Required<ImportPlannedWrite>[] = [];
  const duplicates: ImportDuplicatePlan[] = [];
  let skipped = 0;
  for (const { row } of valid) {
    const match = matches.get(row);
    if (match === undefined) {
      creates.push({ row });
      continue;
    }
    const action = duplicateAction(match, choices);
    duplicates.push({ ...match, action });
    if (action === "skip") skipped += 1;
    else if (action === "update" && match.account !== undefined) {
      updates.push({ row, account: match.account });
    } else creates.push({ row });
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

/**
 * The plan's writes met again as the file is read a second time, in file order: each valid row
 * read again comes out as its write with its values (a create, or an update of the submission it
 * matched), or as nothing when the plan skips it. `met` counts the writes met: after the whole
 * file it equals the plan's writes, unless the file read differently the second time.
 */
export class ImportPlanCursor {
  private nextCreate = 0;
  private nextUpdate = 0;
  private metWrites = 0;

  constructor(private readonly plan: Pick<ImportPlan, "creates" | "updates">) {}

  get met(): number {
    return this.metWrites;
  }

  write(row: ImportCheckedRow): ImportWrite | undefined {
    const create = this.plan.creates[this.nextCreate];
    if (create?.row === row.row) {
      this.nextCreate += 1;
      this.metWrites += 1;
      return { row: row.row, values: row.values };
    }
    const update = this.plan.updates[this.nextUpdate];
    if (update?.row === row.row) {
      this.nextUpdate += 1;
      this.metWrites += 1;
      return { row: row.row, values: row.values, account: update.account };
    }
    return undefined;
  }
}
