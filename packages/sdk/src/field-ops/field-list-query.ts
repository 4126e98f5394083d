/**
 * What a field list shows (its address, read by the console) ⇄ the query of its call
 * (`queryCancels`, `queryCheckins`, `queryChats`): the range in a zone, the campaign, team and
 * player filters, `Type` for cancels, the order and the page.
 */
import {
  FIELD_LIST_DEFAULT_RANGE,
  fieldListSpan,
  parseFieldListRange,
  type FieldListRange,
} from "./field-list-range";

export interface FieldListView {
  /** The range's address text; `undefined`: the last day. */
  readonly range?: string | undefined;
  readonly timeZone: string;
  readonly campaign?: string | undefined;
  readonly team?: string | undefined;
  readonly player?: string | undefined;
  /** Cancels only: the cancellation type. */
  readonly type?: string | undefined;
  readonly sort?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export interface FieldListQuery {
  readonly After: string;
  readonly Before: string;
  readonly timezone: string;
  readonly Campaign?: string;
  readonly Team?: string;
  readonly Player?: string;
  readonly Type?: string;
  readonly Sort?: string;
  readonly Page: number;
  readonly PageSize: number;
}

/** The view's range, the last day when it names none (or one that does not parse). */
export function fieldListRangeOf(view: Pick<FieldListView, "range">): FieldListRange {
  return parseFieldListRange(view.range) ?? FIELD_LIST_DEFAULT_RANGE;
}

function given(key: string, value: string | undefined): Record<string, string> {
  return value === undefined || value === "" ? {} : { [key]: value };
}

/** The filters of a view without its page (the cancel-rate summary and CSV use these). */
export function fieldListFilters(
  view: FieldListView,
  now: Date,
): Omit<FieldListQuery, "Page" | "PageSize" | "Sort"> {
  return {
    ...fieldListSpan(fieldListRangeOf(view), now, view.timeZone),
    ...given("Campaign", view.campaign),
    ...given("Team", view.team),
    ...given("Player", view.player),
    ...given("Type", view.type),
  };
}

/** The list call's query of a view at `now`. */
export function fieldListQuery(view: FieldListView, now: Date): FieldListQuery {
  return {
    ...fieldListFilters(view, now),
    ...given("Sort", view.sort),
    Page: view.page,
    PageSize: view.pageSize,
  };
}
