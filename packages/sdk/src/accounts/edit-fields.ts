/**
 * How the lookup's editor edits a submission field: which fields are editable, the input kind
 * of each (masked number, masked date, choice, e-mail, text), the stored value as input text,
 * and typed text read back to a value or a problem. Limits come from the contract
 * (`schemaLimits`); the per-host configuration may add validators on top (`EditValidators`).
 */
import { schemaLimits } from "../contract/limits";
import type { FieldLimits } from "../contract/field-limits.types";
import { DEFAULT_FIELD_CATALOGUE, isUppercaseField } from "../fields/fields";
import type { FieldCatalogue } from "../fields/fields";
import { UPPERCASE_FIELDS } from "../fields/catalogue";
import { formatDateMask, parseDateMask } from "../masks/date-mask";
import { formatNumberMask, parseNumberMask } from "../masks/number-mask";
import { accountValueProblem } from "./edit-value-check";
import type { AccountValue } from "./same-value";

export type AccountInputKind = "number" | "date" | "choice" | "email" | "text";

/** A validator of the per-host configuration for one field (spec §5, "validators … per host"). */
export interface EditValidator {
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

export type EditValidators = Readonly<Record<string, EditValidator>>;

export interface AccountInput {
  readonly field: string;
  readonly kind: AccountInputKind;
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
}

export type AccountInputProblem =
  | { readonly code: "required" }
  | { readonly code: "tooShort"; readonly limit: number }
  | { readonly code: "tooLong"; readonly limit: number }
  | { readonly code: "pattern" }
  | { readonly code: "number"; readonly minimum?: number; readonly maximum?: number }
  | { readonly code: "date" }
  | { readonly code: "choice" };

export type AccountInputResult =
  | { readonly ok: true; readonly value: AccountValue }
  | { readonly ok: false; readonly problem: AccountInputProblem };

/** Fields edited as calendar dates with the date mask. */
const DATE_INPUTS: ReadonlySet<string> = new Set(["DOB"]);

function maskOptions(input: AccountInput): { min?: number; max?: number } {
  return {
    ...(input.minimum === undefined ? {} : { min: input.minimum }),
    ...(input.maximum === undefined ? {} : { max: input.maximum }),
  };
}

function contractLimits(field: string): FieldLimits {
  const homes = schemaLimits as unknown as Readonly<Record<string, Record<string, FieldLimits>>>;
  return homes.AccountContact?.[field] ?? homes.AccountCore?.[field] ?? {};
}

/**
 * The editable fields, in the catalogue's order: the uppercase fields the configuration keeps
 * (plus exact names it adds) and the date of birth.
 */
export function editableAccountFields(
  catalogue: FieldCatalogue = DEFAULT_FIELD_CATALOGUE,
): string[] {
  const names = [
    ...UPPERCASE_FIELDS,
    ...catalogue.uppercase.patterns.filter((name) => !name.endsWith("*")),
  ];
  return [...new Set(names)]
    .filter((name) => isUppercaseField(name, catalogue))
    .concat([...DATE_INPUTS]);
}

/** The input of one field: its kind and its limits (the contract's, tightened by the host's). */
export function accountInput(field: string, validators: EditValidators = {}): AccountInput {
  const limits = contractLimits(field);
  const host = validators[field] ?? {};
  const kind: AccountInputKind = DATE_INPUTS.has(field)
    ? "date"
    : field === "Amount"
      ? "number"
      : limits.enum !== undefined
        ? "choice"
        : field === "Email"
          ? "email"
          : "text";
  const pattern = host.pattern ?? limits.pattern;
  const minimum = host.minimum ?? limits.minimum;
  const maximum = host.maximum ?? limits.maximum;
  const minLength = host.minLength ?? limits.minLength;
  const maxLength = Math.min(host.maxLength ?? Infinity, limits.maxLength ?? Infinity);
  return {
    field,
    kind,
    required: host.required === true,
    ...(limits.enum === undefined ? {} : { options: limits.enum.map(String) }),
    ...(minLength === undefined ? {} : { minLength }),
    ...(Number.isFinite(maxLength) ? { maxLength } : {}),
    ...(pattern === undefined ? {} : { pattern: new RegExp(pattern, "u") }),
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  };
}

/** The stored value as the input shows it (the number and date masks applied). */
export function accountInputText(input: AccountInput, value: AccountValue): string {
  if (value === null || value === undefined) return "";
  if (input.kind === "number" && typeof value === "number") {
    return formatNumberMask(value, maskOptions(input));
  }
  if (input.kind === "date" && typeof value === "string") {
    const date = new Date(`${value.slice(0, 10)}T00:00:00.000Z`);
    return Number.isNaN(date.getTime()) ? value : formatDateMask(date);
  }
  return String(value);
}

/** Typed text read back: the value to send (`null` clears), or why it cannot be sent. */
export function readAccountInput(input: AccountInput, text: string): AccountInputResult {
  const trimmed = text.trim();
  const value = parsedValue(input, trimmed);
  if (typeof value === "object" && value !== null) return { ok: false, problem: value };
  const problem = accountValueProblem(input, value);
  return problem === undefined ? { ok: true, value } : { ok: false, problem };
}

/** Typed (trimmed) text as the field's value, or why it cannot be read (the masks). */
function parsedValue(input: AccountInput, trimmed: string): AccountValue | AccountInputProblem {
  if (trimmed === "") return null;
  if (input.kind === "number") {
    return (
      parseNumberMask(trimmed, maskOptions(input)) ?? {
        code: "number",
        ...(input.minimum === undefined ? {} : { minimum: input.minimum }),
        ...(input.maximum === undefined ? {} : { maximum: input.maximum }),
      }
    );
  }
  if (input.kind === "date") {
    const date = parseDateMask(trimmed);
    return date === null ? { code: "date" } : date.toISOString().slice(0, 10);
  }
  return trimmed;
}
