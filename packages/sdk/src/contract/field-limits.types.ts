/** The limits the contract puts on one field (JSON Schema keywords, as the contract spells them). */
export interface FieldLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A JSON Schema (ECMAScript) regular expression, unanchored unless it says `^…$`. */
  readonly pattern?: string;
  readonly enum?: readonly (string | number | boolean | null)[];
  /** A list's length bounds. */
  readonly minItems?: number;
  readonly maxItems?: number;
  /** The limits of each item of a list (not nested further). */
  readonly items?: Omit<FieldLimits, "items">;
}

/** What a list's `Sort` may name (`x-sortable`): each field, also prefixed with `-`. */
export interface SortableFields {
  /** The sort without `Sort`, e.g. `-Received`. */
  readonly default: string;
  readonly fields: readonly string[];
}
