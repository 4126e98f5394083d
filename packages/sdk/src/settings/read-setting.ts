import type { WarningLogger } from "./logger";

/** The runtime kind of a value, with arrays and null told apart from objects. */
export type ValueKind =
  | "array"
  | "null"
  | "object"
  | "string"
  | "number"
  | "boolean"
  | "undefined"
  | "bigint"
  | "function"
  | "symbol";

export function valueKind(value: unknown): ValueKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

export interface ReadSettingOptions {
  readonly logger: WarningLogger;
}

type SettingsSource = Readonly<Record<string, unknown>> | null | undefined;

function lookup(settings: SettingsSource, key: string): unknown {
  if (settings == null) return undefined;
  if (Object.hasOwn(settings, key)) return settings[key];
  // A dotted key (`user.hide_location`) walks nested objects when no literal key matches.
  let current: unknown = settings;
  for (const part of key.split(".")) {
    if (valueKind(current) !== "object") return undefined;
    const record = current as Readonly<Record<string, unknown>>;
    if (!Object.hasOwn(record, part)) return undefined;
    current = record[part];
  }
  return current;
}

/**
 * Reads one setting (spec §5): an absent setting takes the default silently; a setting whose
 * runtime kind differs from the default's (arrays, objects and null told apart) is ignored with a
 * warning and the default is used. The check is shallow: an object's own keys are not checked.
 */
export function readSetting<T>(
  settings: SettingsSource,
  key: string,
  fallback: T,
  { logger }: ReadSettingOptions,
): T {
  const value = lookup(settings, key);
  if (value === undefined) return fallback;
  const expected = valueKind(fallback);
  const actual = valueKind(value);
  if (actual !== expected) {
    logger.warn(`Setting "${key}" is ${actual}, expected ${expected}; using the default.`, {
      key,
      expected,
      actual,
    });
    return fallback;
  }
  return value as T;
}
