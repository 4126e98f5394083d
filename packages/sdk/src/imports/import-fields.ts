/**
 * The submission fields an import can fill (`supportedKey`), each with the value kind it is read
 * as and the formats (`acceptedFormat`) its column may be in; the first format is the default.
 * Limits (lengths, patterns, choices) are the contract's, through the editor's `accountInput`.
 */
import { accountInput, type AccountInput } from "../accounts/edit-fields";

export type ImportValueKind = "text" | "email" | "phone" | "number" | "date" | "choice" | "boolean";

/** Dates: the order of day, month and year and their separator (a time after them is ignored). */
export const IMPORT_DATE_FORMATS = [
  "date:YYYY-MM-DD",
  "date:DD.MM.YYYY",
  "date:DD/MM/YYYY",
  "date:MM/DD/YYYY",
] as const;
/** Numbers: `number` has a decimal point (1,234.56), `number:comma` a decimal comma (1.234,56). */
export const IMPORT_NUMBER_FORMATS = ["number", "number:comma"] as const;

const FORMATS_OF_KIND: Readonly<Record<ImportValueKind, readonly string[]>> = {
  text: ["text"],
  email: ["email"],
  phone: ["phone"],
  number: IMPORT_NUMBER_FORMATS,
  date: IMPORT_DATE_FORMATS,
  choice: ["choice"],
  boolean: ["boolean"],
};

export interface ImportField {
  readonly key: string;
  readonly kind: ImportValueKind;
  /** Every accepted format; the first is the default. */
  readonly formats: readonly string[];
}

const KINDS: readonly (readonly [string, ImportValueKind])[] = [
  ["Received", "date"],
  ["FirstName", "text"],
  ["LastName", "text"],
  ["Title", "text"],
  ["Gender", "text"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["MobilePhone", "phone"],
  ["Address1", "text"],
  ["Address2", "text"],
  ["City", "text"],
  ["Region", "text"],
  ["Zip", "text"],
  ["Country", "text"],
  ["DOB", "date"],
  ["Amount", "number"],
  ["Currency", "choice"],
  ["Frequency", "choice"],
  ["Status", "text"],
  ["Reason", "text"],
  ["TransactionID", "text"],
  ["SourceCode", "text"],
  ["Meta_emailValidated", "boolean"],
];

/** The importable fields, in the order the mapping step lists them. */
export const IMPORT_FIELDS: readonly ImportField[] = KINDS.map(([key, kind]) => ({
  key,
  kind,
  formats: FORMATS_OF_KIND[kind],
}));

const BY_KEY: ReadonlyMap<string, ImportField> = new Map(IMPORT_FIELDS.map((f) => [f.key, f]));

export function importField(key: string): ImportField | undefined {
  return BY_KEY.get(key);
}

/** The format used when a mapping names none. */
export function defaultImportFormat(key: string): string | undefined {
  return BY_KEY.get(key)?.formats[0];
}

const INPUTS = new Map<string, AccountInput>();

/** The field's limits (contract), cached. */
export function importInput(key: string): AccountInput {
  let input = INPUTS.get(key);
  if (input === undefined) {
    input = accountInput(key);
    INPUTS.set(key, input);
  }
  return input;
}
