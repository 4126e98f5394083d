/**
 * Optional fields of users and teams (decision 0011): the metadata keys the portal settings list
 * under `user.metadata` / `team.metadata`, each with a label, a type and limits. The console reads
 * them leniently (a malformed definition is skipped with a warning, as every portal setting is);
 * the console and the server check values with the same rules (`metadataValueProblem`), so a value
 * the page accepts is a value the server stores, and the other way round.
 */
import type { Schema } from "../contract/types";
import type { Locale } from "../locale";
import type { WarningLogger } from "../settings/logger";

export type MetadataFieldType = Schema<"PortalMetadataField">["type"];

export interface MetadataField {
  readonly key: string;
  readonly label: string;
  /** The label by locale, when the settings give translations. */
  readonly labels: Readonly<Partial<Record<Locale, string>>>;
  readonly type: MetadataFieldType;
  readonly required: boolean;
  /** For `text`: the longest value (200 unless the settings say otherwise). */
  readonly maxLength: number;
  /** For `choice`: the values offered. */
  readonly options: readonly string[];
}

/** The metadata key the home page field owns; never an optional field. */
export const HOMEPAGE_KEY = "homepage";
export const DEFAULT_METADATA_MAX_LENGTH = 200;
export const MAX_METADATA_FIELDS = 50;

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const TYPES: readonly MetadataFieldType[] = ["text", "number", "boolean", "date", "choice"];
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= max;

/** Why a definition is unusable, or the field it defines. */
function fieldOf(raw: unknown, seen: ReadonlySet<string>): MetadataField | string {
  if (!isRecord(raw)) return "is not an object";
  const { key, label, labels, type, required, maxLength, options } = raw;
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) return "has no valid key";
  if (key === HOMEPAGE_KEY) return `uses the reserved key "${HOMEPAGE_KEY}"`;
  if (seen.has(key)) return `repeats the key "${key}"`;
  if (!nonEmptyText(label, 100)) return `("${key}") has no label`;
  if (typeof type !== "string" || !(TYPES as readonly string[]).includes(type)) {
    return `("${key}") has an unknown type`;
  }
  const fieldType = type as MetadataFieldType;
  const choices =
    Array.isArray(options) && options.every((option) => nonEmptyText(option, 100))
      ? [...new Set(options)]
      : [];
  if (fieldType === "choice" && choices.length === 0) return `("${key}") has no options`;
  const translated = isRecord(labels)
    ? Object.fromEntries(
        Object.entries(labels).filter((entry): entry is [string, string] =>
          nonEmptyText(entry[1], 100),
        ),
      )
    : {};
  return {
    key,
    label: label.trim(),
    labels: translated,
    type: fieldType,
    required: fieldType !== "boolean" && required === true,
    maxLength:
      typeof maxLength === "number" && Number.isInteger(maxLength) && maxLength >= 1
        ? Math.min(maxLength, 1000)
        : DEFAULT_METADATA_MAX_LENGTH,
    options: fieldType === "choice" ? choices : [],
  };
}

/**
 * The optional fields of `kind` from the portal settings' options (`user.metadata` or
 * `team.metadata`). Anything but a list gives none; a malformed definition is skipped, and each
 * problem is logged as a warning.
 */
export function metadataFieldsOf(
  options: unknown,
  kind: "user" | "team",
  logger?: WarningLogger,
): MetadataField[] {
  const section = isRecord(options) ? options[kind] : undefined;
  const raw = isRecord(section) ? section.metadata : undefined;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    logger?.warn(`Setting "${kind}.metadata" is not a list of fields; no optional fields.`);
    return [];
  }
  const fields: MetadataField[] = [];
  const seen = new Set<string>();
  for (const [index, definition] of raw.slice(0, MAX_METADATA_FIELDS).entries()) {
    const field = fieldOf(definition, seen);
    if (typeof field === "string") {
      logger?.warn(`Optional field ${String(index + 1)} of "${kind}.metadata" ${field}; skipped.`);
      continue;
    }
    seen.add(field.key);
    fields.push(field);
  }
  return fields;
}

/** The label to show in `locale`: its translation, or the language's, or the default label. */
export function metadataFieldLabel(field: MetadataField, locale: Locale): string {
  const language = locale.split("-")[0] ?? "";
  const sameLanguage = Object.entries(field.labels).find(([other]) =>
    other.startsWith(`${language}-`),
  );
  return field.labels[locale] ?? sameLanguage?.[1] ?? field.label;
}

export type MetadataProblem =
  | { readonly code: "required" }
  | { readonly code: "notText" }
  | { readonly code: "tooLong"; readonly max: number }
  | { readonly code: "notNumber" }
  | { readonly code: "notBoolean" }
  | { readonly code: "notDate" }
  | { readonly code: "notChoice"; readonly options: readonly string[] };

/** Whether a value counts as "not given": absent, null or blank text. */
export function isEmptyMetadataValue(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** What is wrong with a stored value of `field` (typed as stored), or undefined when it is fine. */
export function metadataValueProblem(
  field: MetadataField,
  value: unknown,
): MetadataProblem | undefined {
  if (isEmptyMetadataValue(value)) return field.required ? { code: "required" } : undefined;
  switch (field.type) {
    case "text":
      if (typeof value !== "string") return { code: "notText" };
      return value.length > field.maxLength ? { code: "tooLong", max: field.maxLength } : undefined;
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? undefined
        : { code: "notNumber" };
    case "boolean":
      return typeof value === "boolean" ? undefined : { code: "notBoolean" };
    case "date":
      return typeof value === "string" && isCalendarDate(value) ? undefined : { code: "notDate" };
    case "choice":
      return typeof value === "string" && field.options.includes(value)
        ? undefined
        : { code: "notChoice", options: field.options };
  }
}

/** The problem in plain English, for API answers and logs (the console translates the code). */
export function metadataProblemText(problem: MetadataProblem): string {
  switch (problem.code) {
    case "required":
      return "Required.";
    case "notText":
      return "Must be text.";
    case "tooLong":
      return `At most ${String(problem.max)} characters.`;
    case "notNumber":
      return "Must be a number.";
    case "notBoolean":
      return "Must be true or false.";
    case "notDate":
      return "Must be a date, YYYY-MM-DD.";
    case "notChoice":
      return `Must be one of: ${problem.options.join(", ")}.`;
  }
}

/**
 * Every problem of `metadata` against `fields`, by key (only the listed keys are checked; other
 * keys are free). A `required` field must be present with a value.
 */
export function metadataProblems(
  fields: readonly MetadataField[],
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): Map<string, MetadataProblem> {
  const problems = new Map<string, MetadataProblem>();
  for (const field of fields) {
    const problem = metadataValueProblem(field, metadata?.[field.key]);
    if (problem !== undefined) problems.set(field.key, problem);
  }
  return problems;
}

/** What a form shows for a stored value: a tick for `boolean`, text for the others. */
export function metadataInputOf(field: MetadataField, value: unknown): string | boolean {
  if (field.type === "boolean") return value === true;
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The value to store for a form input: text trimmed, a number parsed (text that is not one is
 * kept as text, so `metadataValueProblem` says "must be a number"), a boolean as is; an empty
 * input gives `undefined` (the key is removed).
 */
export function metadataValueOf(field: MetadataField, input: string | boolean): unknown {
  if (field.type === "boolean") return input === true;
  const text = typeof input === "string" ? input.trim() : "";
  if (text === "") return undefined;
  if (field.type !== "number") return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}
