/**
 * Cancel reasons (`cancels` of `settings/general.json`): the list a fundraiser picks from when a
 * donor cancels, in display order. Each reason is shown once (case is ignored).
 */
import {
  listProblems,
  objectProblems,
  textProblems,
  type SettingsProblem,
} from "./settings-problem";

export const CANCEL_REASON_LIMITS = { maxItems: 50, maxLength: 120 } as const;

export interface CancelSettings {
  readonly reasons: readonly string[];
}

export const DEFAULT_CANCELS: CancelSettings = { reasons: [] };

export function cancelProblems(value: unknown, prefix = "/cancels"): SettingsProblem[] {
  const shape = objectProblems(value, prefix);
  if (shape.length > 0) return shape;
  const { reasons } = value as Record<string, unknown>;
  return listProblems(reasons, `${prefix}/reasons`, {
    maxItems: CANCEL_REASON_LIMITS.maxItems,
    item: (entry, pointer) =>
      textProblems(
        typeof entry === "string" ? entry.trim() : entry,
        { minLength: 1, maxLength: CANCEL_REASON_LIMITS.maxLength },
        pointer,
      ),
    key: (entry) => String(entry).trim().toLowerCase(),
  });
}
