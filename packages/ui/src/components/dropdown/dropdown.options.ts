/**
 * The dropdown's rules (spec §3 "Dropdown", §5 "Dropdown: coerces the selected value"): an
 * option, search filtering by value, display text and subtext, and the pick coerced to a number
 * when the model value is a number. The open / closed / searching state is the component's own
 * (decision 0012: a widget without server calls keeps local state).
 */

/** One choice of a dropdown (spec §3: value, display, optional subtext). */
export interface DropdownOption {
  readonly value: string | number;
  readonly display: string;
  readonly subtext?: string | undefined;
}

/** The selected value; `null` when nothing is selected. */
export type DropdownValue = string | number | null;

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
