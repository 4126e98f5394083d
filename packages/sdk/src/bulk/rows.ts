/**
 * A mapped table as the rows `checkPlayersBulk` and `createPlayersBulk` take: values trimmed,
 * the role lower-cased (files say "Rep" or "REP"), empty cells left out so the screen's defaults
 * (role, team) fill them and a missing password stays missing.
 */
import type { Schema } from "../contract/types";
import { BULK_FIELDS, type BulkField } from "./fields";
import type { BulkMapping } from "./mapping";
import type { BulkTable } from "./table";

/** One row of a bulk creation, as the contract has it. */
export type PlayerBulkRow = Schema<"PlayerBulkRow">;

/** Values for rows that lack them: the screen's default role and team. */
export interface BulkDefaults {
  readonly role?: string | undefined;
  readonly team?: string | undefined;
}

/** One mapped value, normalised as the server expects it. */
function normalise(field: BulkField, value: string): string {
  const trimmed = value.trim();
  return field === "role" ? trimmed.toLowerCase() : trimmed;
}

/** The row of `cells` under `mapping`, with `defaults` for an empty role or team. */
export function toBulkRow(
  cells: readonly string[],
  mapping: BulkMapping,
  defaults: BulkDefaults = {},
): PlayerBulkRow {
  const row: Partial<Record<BulkField, string>> = {};
  for (const field of BULK_FIELDS) {
    const column = mapping[field];
    const value = column === undefined ? "" : normalise(field, cells[column] ?? "");
    if (value !== "") row[field] = value;
  }
  const role = normalise("role", defaults.role ?? "");
  const team = (defaults.team ?? "").trim();
  if (row.role === undefined && role !== "") row.role = role;
  if (row.team === undefined && team !== "") row.team = team;
  return row;
}

/** Every data row of `table` as a bulk row, in the file's order. */
export function toBulkRows(
  table: BulkTable,
  mapping: BulkMapping,
  defaults: BulkDefaults = {},
): PlayerBulkRow[] {
  return table.rows.map((cells) => toBulkRow(cells, mapping, defaults));
}
