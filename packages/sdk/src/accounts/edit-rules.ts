/**
 * The lookup editor's rules of one host, read from its portal settings (`settings/portal.json`
 * options): the field catalogue (`paymentFields` / `uppercaseFields` add and remove, spec §3),
 * the editable fields it gives, and the per-field validators (`accountValidators`, spec §5
 * "validators … per host"). Read leniently like every portal setting: a malformed entry is
 * skipped with a warning, never thrown, so a bad settings file cannot break the lookup.
 */
import { fieldCatalogueFromSettings, type FieldCatalogue } from "../fields/fields";
import type { WarningLogger } from "../settings/logger";
import {
  accountInput,
  editableAccountFields,
  type AccountInputProblem,
  type EditValidator,
  type EditValidators,
} from "./edit-fields";
import { accountValueProblem } from "./edit-value-check";
import type { AccountValue } from "./same-value";

export interface AccountEditRules {
  readonly catalogue: FieldCatalogue;
  /** The editable fields, in the catalogue's order. */
  readonly fields: readonly string[];
  readonly validators: EditValidators;
}

/** The portal settings key of the per-field validators. */
export const ACCOUNT_VALIDATORS_KEY = "accountValidators";

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

type Options = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Options =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFieldList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((name) => typeof name === "string");

function fieldListChanges(options: Options, key: string, logger: WarningLogger | undefined) {
  const value = options[key];
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    logger?.warn(`Setting "${key}" is not an object; ignored.`, { key });
    return undefined;
  }
  const read = (part: "add" | "remove") => {
    const list = value[part];
    if (list === undefined || isFieldList(list)) return list;
    logger?.warn(`Setting "${key}.${part}" is not a list of field names; ignored.`, { key });
    return undefined;
  };
  return { add: read("add") ?? [], remove: read("remove") ?? [] };
}

const NUMBER_KEYS = ["minLength", "maxLength", "minimum", "maximum"] as const;

/** One field's validator, or why it is refused. */
function readValidator(value: unknown): EditValidator | string {
  if (!isRecord(value)) return "is not an object";
  const validator: { -readonly [K in keyof EditValidator]: EditValidator[K] } = {};
  if (value.required !== undefined) {
    if (typeof value.required !== "boolean") return "required is not true or false";
    validator.required = value.required;
  }
  for (const key of NUMBER_KEYS) {
    const number = value[key];
    if (number === undefined) continue;
    if (typeof number !== "number" || !Number.isFinite(number)) return `${key} is not a number`;
    if (key.endsWith("Length") && (!Number.isInteger(number) || number < 0)) {
      return `${key} is not a whole number of characters`;
    }
    validator[key] = number;
  }
  if (value.pattern !== undefined) {
    if (typeof value.pattern !== "string") return "pattern is not text";
    try {
      new RegExp(value.pattern, "u");
    } catch {
      return "pattern is not a regular expression";
    }
    validator.pattern = value.pattern;
  }
  return validator;
}

/** `accountValidators`: `{ "<Field>": { required?, minLength?, maxLength?, pattern?, minimum?, maximum? } }`. */
export function accountValidatorsOf(options: unknown, logger?: WarningLogger): EditValidators {
  if (!isRecord(options)) return {};
  const all = options[ACCOUNT_VALIDATORS_KEY];
  if (all === undefined) return {};
  if (!isRecord(all)) {
    logger?.warn(`Setting "${ACCOUNT_VALIDATORS_KEY}" is not an object; ignored.`);
    return {};
  }
  const validators: Record<string, EditValidator> = {};
  for (const [field, value] of Object.entries(all)) {
    const read = FIELD_NAME.test(field) ? readValidator(value) : "is not a field name";
    if (typeof read === "string") {
      logger?.warn(`Validator of "${field}" ${read}; ignored.`, { field });
      continue;
    }
    validators[field] = read;
  }
  return validators;
}

/** The editor's rules of the host whose portal settings options these are (`{}`: the defaults). */
export function accountEditRulesOf(options: unknown, logger?: WarningLogger): AccountEditRules {
  const settings = isRecord(options) ? options : {};
  const catalogue = fieldCatalogueFromSettings({
    paymentFields: fieldListChanges(settings, "paymentFields", logger),
    uppercaseFields: fieldListChanges(settings, "uppercaseFields", logger),
  });
  return {
    catalogue,
    fields: editableAccountFields(catalogue),
    validators: accountValidatorsOf(settings, logger),
  };
}

/**
 * Why a value sent for a field breaks the host's validator of that field (`undefined`: it
 * does not, or the host has none). The server's check of a change request: the contract's own
 * limits are checked by the contract's schema as well.
 */
export function hostValidatorProblem(
  field: string,
  value: AccountValue,
  validators: EditValidators,
): AccountInputProblem | undefined {
  if (!Object.hasOwn(validators, field)) return undefined;
  return accountValueProblem(accountInput(field, validators), value);
}
