// CSV export encoder. Hand-written on purpose: the spec's whole rule is "every value wrapped in
// double quotes" (§5), which with RFC 4180's "double inner quotes" is one line of code; a CSV
// library would add weight to every bundle without adding a rule we need.
//
// Records end with CRLF (RFC 4180 and what spreadsheet tools expect), the last one included, so a
// streamed file is just the concatenation of its chunks.

/** The record separator of every line, header included. */
export const CSV_LINE_END = "\r\n";

/** A column: a row key (also the header), or a key with its own header text. */
export type CsvColumn<Row> =
  (keyof Row & string) | { readonly key: keyof Row & string; readonly header: string };

/** The text of one value: null/undefined empty, dates ISO 8601, objects and arrays JSON. */
export function csvText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "object") {
    try {
      return JSON.stringify(value);
    } catch {
      return ""; // circular or holding a bigint: nothing sensible to write
    }
  }
  return ""; // functions and symbols
}

/** One field: always double-quoted, inner quotes doubled. */
export function csvField(value: unknown): string {
  return `"${csvText(value).replace(/"/g, '""')}"`;
}

function keyOf<Row>(column: CsvColumn<Row>): keyof Row & string {
  return typeof column === "string" ? column : column.key;
}

function headerOf<Row>(column: CsvColumn<Row>): string {
  return typeof column === "string" ? column : column.header;
}

export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return columns.map((column) => csvField(headerOf(column))).join(",") + CSV_LINE_END;
}

export function csvRowLine<Row>(row: Row, columns: readonly CsvColumn<Row>[]): string {
  return columns.map((column) => csvField(row[keyOf(column)])).join(",") + CSV_LINE_END;
}

/** The whole CSV text: a header line from `columns`, then one line per row. */
export function toCsv<Row>(rows: Iterable<Row>, columns: readonly CsvColumn<Row>[]): string {
  let text = csvHeaderLine(columns);
  for (const row of rows) text += csvRowLine(row, columns);
  return text;
}

/**
 * The same CSV as chunks, for large sets: the header, then one chunk per row as rows arrive.
 * Holds one row at a time, so memory stays constant whatever the number of rows.
 */
export async function* toCsvStream<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: readonly CsvColumn<Row>[],
): AsyncGenerator<string, void, undefined> {
  yield csvHeaderLine(columns);
  for await (const row of rows) yield csvRowLine(row, columns);
}
