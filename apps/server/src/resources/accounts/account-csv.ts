/**
 * `GET /query/accounts/csv/`: every submission the list's filters match, as CSV streamed while
 * it is read (`listRows`: the list's own request reading, scope, hidden fields, sort and
 * statements, a chunk of rows at a time — never capped at a page). The SDK's CSV encoder
 * (`toCsvStream`: RFC 4180, every value quoted, CRLF) writes the header of the returned fields
 * (`ID` first) and the rows; a text that a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, tab or carriage return) is prefixed with `'` first, as the contract says.
 * Dates are the list's RFC 3339 UTC texts.
 */
import { Readable } from "node:stream";
import { toCsvStream } from "@canvass/sdk/csv";
import type { Principal } from "../../auth/index.js";
import { ACCOUNT_LIST } from "./account-fields.js";
import { readListRequest, type ListQueryInput } from "./list-params.js";
import { listConditions, listRows, type ListContext } from "./list-query.js";
import { rowScope } from "./row-scope.js";
import { hiddenGroups } from "./visibility.js";

type Row = Record<string, unknown>;

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value with a formula start defused (`'=1+1`); other values unchanged. */
export function defuseFormula(value: unknown): unknown {
  if (typeof value === "number" && value < 0) return `'${String(value)}`;
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

async function* defusedRows(chunks: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const chunk of chunks) {
    for (const row of chunk) {
      const safe: Row = {};
      for (const [key, value] of Object.entries(row)) safe[key] = defuseFormula(value);
      yield safe;
    }
  }
}

export interface AccountsCsv {
  readonly fileName: string;
  readonly body: Readable;
}

/** The CSV of the caller's view; a bad parameter is a 400 before anything is sent. */
export async function accountsCsv(
  context: ListContext,
  principal: Principal,
  query: ListQueryInput,
): Promise<AccountsCsv> {
  const request = readListRequest(ACCOUNT_LIST, query, hiddenGroups(principal));
  const scope = await rowScope(context.db, principal);
  const conditions = listConditions(ACCOUNT_LIST, request, scope);
  const columns = request.fields.map((field) => field.name);
  const rows = defusedRows(listRows(context, ACCOUNT_LIST, request, conditions));
  const day = context.now().toISOString().slice(0, 10);
  return {
    fileName: `submissions-${day}.csv`,
    body: Readable.from(toCsvStream(rows, columns), { objectMode: false }),
  };
}
