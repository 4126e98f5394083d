/** One choice of a dropdown (spec §3: value, display, optional subtext). */
export interface DropdownOption {
  readonly value: string | number;
  readonly display: string;
  readonly subtext?: string | undefined;
}

/** The selected value; `null` when nothing is selected. */
export type DropdownValue = string | number | null;

/** Events of a dropdown, plain or with search. */
export type DropdownEvent =
  | { type: "dropdown.open" }
  | { type: "dropdown.close" }
  | { type: "dropdown.toggle" }
  /** The search box changed (search mode only); an empty query shows every option again. */
  | { type: "dropdown.search"; query: string }
  /** An option was picked; `value` may arrive as text (from the DOM) and is coerced. */
  | { type: "dropdown.select"; value: string | number }
  /** The options changed. */
  | { type: "dropdown.options"; options: readonly DropdownOption[] }
  /** The model value changed from outside. */
  | { type: "dropdown.value"; value: DropdownValue };

/** Emitted when a person picks an option: listen with `actor.on("dropdown.change", …)`. */
export interface DropdownChangeEmitted {
  type: "dropdown.change";
  value: string | number;
}

export interface DropdownContext {
  options: readonly DropdownOption[];
  value: DropdownValue;
  /** The search text (search mode); empty when closed. */
  query: string;
  /** Search mode: a search box filters the options. */
  readonly searchable: boolean;
}

export interface DropdownInput {
  readonly options: readonly DropdownOption[];
  readonly value?: DropdownValue | undefined;
  readonly searchable?: boolean | undefined;
}
