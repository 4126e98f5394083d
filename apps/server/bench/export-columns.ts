/** The bench's 20 columns of the four types (`export-bench.ts`, `export-profile.ts`). */
import type { ExportColumn } from "@canvass/sdk/exports";

export const BENCH_EXPORT_FIELDS: readonly ExportColumn[] = [
  { type: "field", header: "ID", field: "ID" },
  { type: "field", header: "Campaign", field: "Campaign" },
  { type: "field", header: "Team", field: "Team" },
  { type: "field", header: "Amount", field: "Amount" },
  { type: "field", header: "Currency", field: "Currency" },
  { type: "field", header: "Frequency", field: "Frequency" },
  { type: "field", header: "FirstName", field: "FirstName" },
  { type: "field", header: "LastName", field: "LastName" },
  { type: "field", header: "Email", field: "Email" },
  { type: "field", header: "City", field: "City" },
  { type: "field", header: "Zip", field: "Zip" },
  { type: "field", header: "PaymentStatus", field: "PaymentStatus" },
  { type: "field", header: "Received", field: "Received" },
  { type: "set", header: "Source", value: "CANVASS" },
  { type: "blank", header: "Notes" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  { type: "function", header: "Day", function: "formatDate", args: ["{Received}", "YYYY-MM-DD"] },
  { type: "function", header: "Card", function: "mask", args: ["{CardLast4}", 2] },
  {
    type: "function",
    header: "Name",
    function: "concat",
    args: ["{FirstName}", " ", "{LastName}"],
  },
  { type: "function", header: "Country", function: "upper", args: ["{Country}"] },
];
