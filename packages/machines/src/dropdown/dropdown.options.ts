/** Pure rules of the dropdown: search filtering and value coercion (spec §3, §5). */
import type { DropdownOption, DropdownValue } from "./dropdown.types";

/** The search query as matched: trimmed, case-insensitive. */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/** The options whose value, display text or subtext contains the query (all for an empty one). */
export function filterOptions(
  options: readonly DropdownOption[],
  query: string,
): readonly DropdownOption[] {
  const needle = normalizeQuery(query);
  if (needle === "") return options;
  return options.filter((option) =>
    [String(option.value), option.display, option.subtext ?? ""].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/**
 * The picked value as the model holds it: a number when the current model value is a number
 * (spec §5: the dropdown coerces the selection then), otherwise as given.
 */
export function coerceSelection(
  selected: string | number,
  current: DropdownValue,
): string | number {
  if (typeof current !== "number" || typeof selected === "number") return selected;
  const number = Number(selected);
  return selected.trim() === "" || Number.isNaN(number) ? selected : number;
}

/** The option of a value, compared as text so `"3"` finds the option `3`. */
export function optionOf(
  options: readonly DropdownOption[],
  value: DropdownValue,
): DropdownOption | null {
  if (value === null) return null;
  return options.find((option) => String(option.value) === String(value)) ?? null;
}
