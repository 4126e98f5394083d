import type { SortField } from "@canvass/sdk/contract";
import type { ListStateSpec } from "../../../patterns";

export type FeedbackFilter = "from" | "to";

const SORTABLE: readonly SortField<"listFeedback">[] = ["Created", "AuthorName"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));

/** `/feedback`'s address: `from` and `to` (days) narrow it; newest first by default. */
export const FEEDBACK_LIST: ListStateSpec<FeedbackFilter> = {
  filters: ["from", "to"],
  filterValues: { from: isDay, to: isDay },
  sortable: SORTABLE,
  defaultSort: "-Created",
};

/** The first instant of a local day, as the API's `After`. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The last instant of a local day, as the API's `Before`. */
export function dayEnd(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}
