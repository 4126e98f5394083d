/** The words of the assignment picker (the app passes translated ones). */
export interface AssignmentPickerLabels {
  /** Heading of the assigned list. */
  readonly assigned: string;
  /** Heading of the list to choose from. */
  readonly available: string;
  readonly search: string;
  readonly searchPlaceholder: string;
  readonly clearSearch: string;
  /** The button that assigns the ticked items, with their count. */
  readonly assign: (count: number) => string;
  /** A remove button's visible word. */
  readonly removeShort: string;
  /** A remove button's accessible name, with the item's label. */
  readonly remove: (label: string) => string;
  readonly noneAssigned: string;
  readonly noneAvailable: string;
  readonly noMatch: string;
}

export const DEFAULT_ASSIGNMENT_PICKER_LABELS: AssignmentPickerLabels = {
  assigned: "Assigned",
  available: "Add",
  search: "Search",
  searchPlaceholder: "Search by name",
  clearSearch: "Clear search",
  assign: (count) => (count === 1 ? "Assign 1" : `Assign ${String(count)}`),
  removeShort: "Remove",
  remove: (label) => `Remove ${label}`,
  noneAssigned: "Nothing assigned yet",
  noneAvailable: "Everything is assigned",
  noMatch: "No match",
};
