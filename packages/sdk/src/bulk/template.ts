/**
 * The template a screen offers for download: one header row whose texts the mapping guess
 * recognises, and one example row, written with the SDK's CSV encoder.
 */
import { toCsv } from "../csv/csv";
import { BULK_FIELDS, type BulkField } from "./fields";

/** The template's English headers (each one a synonym `guessBulkMapping` knows). */
export const BULK_TEMPLATE_HEADERS: Readonly<Record<BulkField, string>> = {
  username: "Username",
  email: "Email",
  firstname: "First name",
  lastname: "Last name",
  role: "Role",
  team: "Team",
  password: "Password",
};

const EXAMPLE: Readonly<Record<BulkField, string>> = {
  username: "jdoe",
  email: "jane.doe@example.org",
  firstname: "Jane",
  lastname: "Doe",
  role: "rep",
  team: "",
  password: "",
};

/**
 * The template as CSV text. `headers` replaces some header texts (a translated template; use
 * texts the guess knows, see `BULK_HEADER_SYNONYMS`); `example` fills the example row.
 */
export function bulkTemplateCsv(
  headers: Partial<Record<BulkField, string>> = {},
  example: Partial<Record<BulkField, string>> = {},
): string {
  return toCsv(
    [{ ...EXAMPLE, ...example }],
    BULK_FIELDS.map((key) => ({ key, header: headers[key] ?? BULK_TEMPLATE_HEADERS[key] })),
  );
}
