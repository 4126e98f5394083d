/** Rows of `custom_reports` as the contract's `CustomReport`. */
import type { Schema } from "@canvass/sdk/contract";
import type { Selectable } from "kysely";
import type { CustomReportsTable } from "../../db/index.js";

export type CustomReportRow = Selectable<CustomReportsTable>;

export function toReportBody(row: CustomReportRow): Schema<"CustomReport"> {
  return {
    ID: row.id,
    Description: row.description,
    Query: row.query as Schema<"CustomReportQuery">,
    Created: row.created.toISOString(),
    Updated: row.updated.toISOString(),
  };
}
