/**
 * A problem with one value of a campaign settings document, shaped like the server's RFC 9457
 * `errors[]` entry: `field` is the JSON pointer of the value (`/kiosk/idleResetSeconds`), `code`
 * the JSON Schema keyword or domain code it breaks (the console picks its translated message by
 * the code), `message` an English sentence for developers.
 */
import type { FieldLimits } from "../contract";
import { limitPattern, schemaLength } from "../contract";

export interface SettingsProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

const problem = (field: string, code: string, message: string): SettingsProblem => ({
  field,
  code,
  message,
});

/** An integer within `limits` (`minimum`/`maximum`), or the problem. */
export function integerProblems(
  value: unknown,
  limits: FieldLimits,
  field: string,
): SettingsProblem[] {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    return [problem(field, "type", "must be a whole number")];
  }
  if (limits.minimum !== undefined && value < limits.minimum) {
    return [problem(field, "minimum", `must be at least ${limits.minimum}`)];
  }
  if (limits.maximum !== undefined && value > limits.maximum) {
    return [problem(field, "maximum", `must be at most ${limits.maximum}`)];
  }
  return [];
}

/** A text within `limits` (`minLength`, `maxLength`, `pattern`, `enum`), or the problem. */
export function textProblems(
  value: unknown,
  limits: FieldLimits,
  field: string,
): SettingsProblem[] {
  if (typeof value !== "string") return [problem(field, "type", "must be text")];
  const length = schemaLength(value);
  if (limits.minLength !== undefined && length < limits.minLength) {
    return [
      problem(field, limits.minLength === 1 ? "required" : "minLength", "is too short or empty"),
    ];
  }
  if (limits.maxLength !== undefined && length > limits.maxLength) {
    return [problem(field, "maxLength", `must be at most ${limits.maxLength} characters`)];
  }
  const pattern = limitPattern(limits);
  if (pattern !== undefined && !pattern.test(value)) {
    return [problem(field, "pattern", `must match ${limits.pattern ?? ""}`)];
  }
  if (limits.enum !== undefined && !limits.enum.includes(value)) {
    return [problem(field, "enum", `must be one of ${limits.enum.join(", ")}`)];
  }
  return [];
}

export function booleanProblems(value: unknown, field: string): SettingsProblem[] {
  return typeof value === "boolean" ? [] : [problem(field, "type", "must be true or false")];
}

/** A list of at most `maxItems` entries, each checked by `item`; duplicates are refused. */
export function listProblems(
  value: unknown,
  field: string,
  rules: {
    readonly minItems?: number;
    readonly maxItems: number;
    readonly item: (entry: unknown, pointer: string) => SettingsProblem[];
    readonly key?: (entry: unknown) => string;
  },
): SettingsProblem[] {
  if (!Array.isArray(value)) return [problem(field, "type", "must be a list")];
  if (value.length > rules.maxItems) {
    return [problem(field, "maxItems", `must have at most ${rules.maxItems} entries`)];
  }
  if (rules.minItems !== undefined && value.length < rules.minItems) {
    return [problem(field, "required", `must have at least ${rules.minItems} entries`)];
  }
  const seen = new Set<string>();
  return value.flatMap((entry: unknown, index) => {
    const pointer = `${field}/${index}`;
    const found = rules.item(entry, pointer);
    if (found.length > 0 || rules.key === undefined) return found;
    const key = rules.key(entry);
    if (seen.has(key)) return [problem(pointer, "duplicate", "is already in the list")];
    seen.add(key);
    return [];
  });
}

/** A plain object, or the problem. */
export function objectProblems(value: unknown, field: string): SettingsProblem[] {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? []
    : [problem(field, "type", "must be an object")];
}

export { problem as settingsProblem };
