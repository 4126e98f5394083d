/**
 * What is wrong with a row: the contract's `PlayerBulkRowProblem` shape (`row` 0-based in the
 * rows sent, each bad field as a JSON pointer into the row), used for the local first pass and
 * for the server's answer alike, so a screen shows both the same way.
 */
import type { BulkField } from "./fields";

export interface BulkFieldProblem {
  /** A JSON pointer into the row: `/email`. */
  readonly field: string;
  /** What is wrong, in plain (English) words: the server's text, or the local check's. */
  readonly message: string;
  /** A stable reason (`required`, `email`, `duplicate`, `unique`, `role`, `team`, …). */
  readonly code?: string;
  /** For a duplicate inside the file: the 0-based index of the row it repeats. */
  readonly otherRow?: number;
}

export interface BulkRowProblem {
  /** The row's 0-based index in the rows sent (the table's data rows). */
  readonly row: number;
  readonly errors: readonly BulkFieldProblem[];
}

/** The JSON pointer of a row field. */
export const fieldPointer = (field: BulkField): `/${BulkField}` => `/${field}`;

/** The field a row pointer (`/email`) names, without its slash; the pointer itself otherwise. */
export function pointerField(pointer: string): string {
  return pointer.startsWith("/") ? pointer.slice(1) : pointer;
}

/**
 * The line of a data row in its file, counting from 1 with the header as line 1: row 0 is on
 * line 2. This is the number a spreadsheet shows beside the row.
 */
export function fileLineOf(row: number): number {
  return row + 2;
}

const ROW_POINTER = /^\/rows\/(\d+)(\/.*)?$/;

/**
 * A 422's field errors that point into the request's rows (`/rows/3/email`) as row problems
 * (`{ row: 3, errors: [{ field: "/email" }] }`), rows in ascending order. Errors about anything
 * else are left out: the caller shows the problem's title for those.
 */
export function rowProblemsFromPointers(
  errors: readonly { readonly field: string; readonly message: string; readonly code?: string }[],
): BulkRowProblem[] {
  const byRow = new Map<number, BulkFieldProblem[]>();
  for (const error of errors) {
    const match = ROW_POINTER.exec(error.field);
    if (match?.[1] === undefined) continue;
    const row = Number(match[1]);
    const problem: BulkFieldProblem = {
      field: match[2] ?? "",
      message: error.message,
      ...(error.code === undefined ? {} : { code: error.code }),
    };
    byRow.set(row, [...(byRow.get(row) ?? []), problem]);
  }
  return [...byRow]
    .sort(([a], [b]) => a - b)
    .map(([row, rowErrors]) => ({ row, errors: rowErrors }));
}

/**
 * The local pass's row problems under the server's: for a field the server reports, its errors
 * replace the local ones (the server knows more), except that a local error with the same code
 * is kept in place of the server's (it may say more, such as the row a duplicate repeats).
 * Fields only the local pass reports keep their errors. Rows in ascending order.
 */
export function mergeRowProblems(
  local: readonly BulkRowProblem[],
  server: readonly BulkRowProblem[],
): BulkRowProblem[] {
  const localByRow = new Map(local.map((problem) => [problem.row, problem.errors]));
  const serverByRow = new Map(server.map((problem) => [problem.row, problem.errors]));
  const rows = [...new Set([...localByRow.keys(), ...serverByRow.keys()])].sort((a, b) => a - b);
  return rows.map((row) => {
    const mine = localByRow.get(row) ?? [];
    const theirs = serverByRow.get(row) ?? [];
    const serverFields = new Set(theirs.map((error) => error.field));
    const fromServer = theirs.map(
      (error) =>
        mine.find((other) => other.field === error.field && other.code === error.code) ?? error,
    );
    return { row, errors: [...fromServer, ...mine.filter((e) => !serverFields.has(e.field))] };
  });
}
