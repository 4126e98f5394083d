/**
 * An uploaded CSV of `ID` + changed columns as batch-edit rows: the header names the fields
 * (`ID` in any case), an empty cell leaves its field as it is (decision 0041), a row without
 * an id is kept (the server reports it as not found).
 */
import { parseCsvTable } from "@canvass/sdk/bulk";
import type { BatchSelection } from "@canvass/machines";

type Rows = Extract<BatchSelection, { kind: "rows" }>["rows"];

export type CsvRowsOutcome =
  | { readonly ok: true; readonly rows: Rows }
  | { readonly ok: false; readonly reason: "noId" | "empty" };

export function csvRows(text: string): CsvRowsOutcome {
  const table = parseCsvTable(text);
  const header = table.header.map((name) => name.trim());
  const idColumn = header.findIndex((name) => name.toLowerCase() === "id");
  if (idColumn < 0) return { ok: false, reason: "noId" };
  const rows = table.rows.map((row) => {
    const values: Record<string, string> = {};
    header.forEach((field, index) => {
      const cell = row[index]?.trim() ?? "";
      if (index !== idColumn && field !== "" && cell !== "") values[field] = cell;
    });
    return { ID: row[idColumn]?.trim() ?? "", Values: values };
  });
  return rows.length === 0 ? { ok: false, reason: "empty" } : { ok: true, rows };
}
