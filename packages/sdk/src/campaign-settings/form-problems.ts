/**
 * The rule of a campaign form (`form.json`, decision 0031), used by the console's form builder
 * before it saves and by the server when the file is written (422 naming the JSON path). Limits
 * are the contract's (`CampaignForm`, `CampaignFormField`, `CampaignFormOption`); the rest is
 * this decision's: a known type, a label per supported locale, each name once, a validator that
 * is a regular expression that compiles (`^…$`) or a validator's name, and choices for a
 * `select` only (at least one, each value once).
 */
import { fieldLimits } from "../contract/limits";
import { SUPPORTED_LOCALES } from "../locale/locale.constants";
import { FORM_FIELD_TYPES, FORM_VERSION } from "./form-document";
import {
  booleanProblems,
  listProblems,
  objectProblems,
  settingsProblem,
  textProblems,
  type SettingsProblem,
} from "./settings-problem";

/** The contract's most fields of a form. */
export const FORM_MAX_FIELDS = 500;
/** The most choices of a select (the contract's `options.maxItems`). */
export const FORM_MAX_OPTIONS = 1000;
/** A configured validator's name (a validator that is not a `^…$` expression). */
export const VALIDATOR_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/u;

const fieldLimit = (name: "name" | "label" | "validator" | "mask") =>
  fieldLimits("CampaignFormField", name);

function validatorProblems(value: unknown, field: string): SettingsProblem[] {
  const text = textProblems(value, fieldLimit("validator"), field);
  if (text.length > 0) return text;
  const validator = value as string;
  if (!validator.startsWith("^")) {
    return VALIDATOR_NAME_PATTERN.test(validator)
      ? []
      : [settingsProblem(field, "pattern", "must be ^…$ or a validator's name")];
  }
  if (!validator.endsWith("$")) {
    return [settingsProblem(field, "pattern", "a regular expression must end with $")];
  }
  try {
    new RegExp(validator, "u");
    return [];
  } catch {
    return [settingsProblem(field, "regex", "is not a regular expression that compiles")];
  }
}

function labelsProblems(value: unknown, field: string): SettingsProblem[] {
  const shape = objectProblems(value, field);
  if (shape.length > 0) return shape;
  return Object.entries(value as Record<string, unknown>).flatMap(([locale, label]) =>
    (SUPPORTED_LOCALES as readonly string[]).includes(locale)
      ? textProblems(
          typeof label === "string" ? label.trim() : label,
          fieldLimit("label"),
          `${field}/${locale}`,
        )
      : [settingsProblem(`${field}/${locale}`, "language", "is not a supported locale")],
  );
}

function optionProblems(value: unknown, field: string): SettingsProblem[] {
  return listProblems(value, field, {
    minItems: 1,
    maxItems: FORM_MAX_OPTIONS,
    item: (entry, pointer) => {
      const shape = objectProblems(entry, pointer);
      if (shape.length > 0) return shape;
      const option = entry as Record<string, unknown>;
      return [
        ...textProblems(
          typeof option.value === "string" ? option.value.trim() : option.value,
          { minLength: 1, maxLength: 200 },
          `${pointer}/value`,
        ),
        ...textProblems(
          typeof option.display === "string" ? option.display.trim() : option.display,
          fieldLimits("CampaignFormOption", "display"),
          `${pointer}/display`,
        ),
      ];
    },
    key: (entry) => String((entry as Record<string, unknown>).value).trim(),
  });
}

/** The problems of one field of the form at `pointer` (`/fields/3`). */
export function formFieldProblems(value: unknown, pointer: string): SettingsProblem[] {
  const shape = objectProblems(value, pointer);
  if (shape.length > 0) return shape;
  const field = value as Record<string, unknown>;
  const type = field.type;
  const problems = [
    ...textProblems(field.name, fieldLimit("name"), `${pointer}/name`),
    ...textProblems(type, { enum: FORM_FIELD_TYPES }, `${pointer}/type`),
    ...textProblems(
      typeof field.label === "string" ? field.label.trim() : field.label,
      fieldLimit("label"),
      `${pointer}/label`,
    ),
  ];
  if (field.labels !== undefined)
    problems.push(...labelsProblems(field.labels, `${pointer}/labels`));
  if (field.required !== undefined)
    problems.push(...booleanProblems(field.required, `${pointer}/required`));
  if (type === "section") {
    for (const key of ["required", "validator", "mask", "options"] as const) {
      if (field[key] !== undefined && field[key] !== false) {
        problems.push(settingsProblem(`${pointer}/${key}`, "notAllowed", "a section has no value"));
      }
    }
    return problems;
  }
  if (field.validator !== undefined)
    problems.push(...validatorProblems(field.validator, `${pointer}/validator`));
  if (field.mask !== undefined)
    problems.push(...textProblems(field.mask, fieldLimit("mask"), `${pointer}/mask`));
  if (type === "select") {
    problems.push(
      ...(field.options === undefined
        ? [settingsProblem(`${pointer}/options`, "options", "a select needs its choices")]
        : optionProblems(field.options, `${pointer}/options`)),
    );
  } else if (field.options !== undefined) {
    problems.push(settingsProblem(`${pointer}/options`, "notAllowed", "only a select has choices"));
  }
  return problems;
}

/**
 * The problems of a whole form document, each named by `prefix` + its JSON pointer
 * (`/file/fields/2/label` for an upload, `/fields/2/label` in the builder).
 */
export function formProblems(document: unknown, prefix = ""): SettingsProblem[] {
  const shape = objectProblems(document, prefix === "" ? "/" : prefix);
  if (shape.length > 0) return shape;
  const record = document as Record<string, unknown>;
  const problems: SettingsProblem[] = [];
  if (record.version !== undefined && record.version !== FORM_VERSION) {
    problems.push(settingsProblem(`${prefix}/version`, "enum", `must be ${FORM_VERSION}`));
  }
  problems.push(
    ...listProblems(record.fields, `${prefix}/fields`, {
      maxItems: FORM_MAX_FIELDS,
      item: formFieldProblems,
    }),
  );
  // Each name once: the second of two equal names is named at its `name`.
  if (Array.isArray(record.fields)) {
    const seen = new Set<string>();
    record.fields.forEach((entry: unknown, index) => {
      const name =
        typeof entry === "object" && entry !== null
          ? (entry as Record<string, unknown>).name
          : undefined;
      if (typeof name !== "string") return;
      if (seen.has(name)) {
        problems.push(
          settingsProblem(`${prefix}/fields/${index}/name`, "duplicate", "is already in the form"),
        );
      }
      seen.add(name);
    });
  }
  return problems;
}
