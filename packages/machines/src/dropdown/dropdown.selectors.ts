/** Snapshot → view model of a dropdown, so the console only renders. */
import type { SnapshotFrom } from "xstate";
import type { dropdownMachine } from "./dropdown.machine";
import { filterOptions, optionOf } from "./dropdown.options";
import type { DropdownOption } from "./dropdown.types";

export interface DropdownView {
  readonly state: "closed" | "open" | "searching";
  /** The options to list: filtered by the query while searching. */
  readonly options: readonly DropdownOption[];
  /** Searching found nothing: show "no results". */
  readonly noResults: boolean;
  readonly selected: DropdownOption | null;
  readonly query: string;
}

export function selectDropdownView(snapshot: SnapshotFrom<typeof dropdownMachine>): DropdownView {
  const { context } = snapshot;
  const state = snapshot.matches("searching")
    ? "searching"
    : snapshot.matches("open")
      ? "open"
      : "closed";
  const options =
    state === "searching" ? filterOptions(context.options, context.query) : context.options;
  return {
    state,
    options,
    noResults: state === "searching" && options.length === 0,
    selected: optionOf(context.options, context.value),
    query: context.query,
  };
}
