import type { LocaleBundle, LocaleBundleOverrides, MessageTree } from "./language.types";

function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === "object" && typeof current === "object"
        ? mergeMessages(current, value)
        : value;
  }
  return merged;
}

function mergeFormats<T extends object>(
  base: Readonly<Record<string, T>>,
  override: Readonly<Record<string, T>> | undefined,
): Readonly<Record<string, T>> {
  if (override === undefined) return base;
  const merged: Record<string, T> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = { ...merged[key], ...value };
  }
  return merged;
}

/**
 * A loaded bundle with its optional overrides merged over it (spec §4): messages deeply (an
 * override string replaces, an override group merges into the group), number and date-time
 * formats per format name (override options over the bundle's). Pure: neither input changes.
 */
export function mergeBundle(
  bundle: LocaleBundle,
  overrides: LocaleBundleOverrides | undefined,
): LocaleBundle {
  if (overrides === undefined) return bundle;
  return {
    messages:
      overrides.messages === undefined
        ? bundle.messages
        : mergeMessages(bundle.messages, overrides.messages),
    numberFormats: mergeFormats(bundle.numberFormats, overrides.numberFormats),
    dateTimeFormats: mergeFormats(bundle.dateTimeFormats, overrides.dateTimeFormats),
  };
}
