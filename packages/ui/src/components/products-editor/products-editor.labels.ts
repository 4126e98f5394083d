/** The words of the products editor (the app passes translated ones). */
export interface ProductsEditorLabels {
  readonly country: string;
  readonly amounts: string;
  readonly amountsHint: string;
  /** The legend of the frequency rows. */
  readonly frequencies: string;
  /** The unit select of row `n` (1-based). */
  readonly unit: (n: number) => string;
  /** The "every" number of row `n` (1-based). */
  readonly every: (n: number) => string;
  /** The remove button of row `n` (1-based). */
  readonly remove: (n: number) => string;
  readonly add: string;
}

export const DEFAULT_PRODUCTS_EDITOR_LABELS: ProductsEditorLabels = {
  country: "Country",
  amounts: "Amounts",
  amountsHint: "Separated by commas, e.g. 10, 20, 35.50",
  frequencies: "Frequencies",
  unit: (n) => `Frequency ${String(n)}`,
  every: (n) => `Every (frequency ${String(n)})`,
  remove: (n) => `Remove frequency ${String(n)}`,
  add: "Add a frequency",
};
