/**
 * The date range of the field lists (/cancels, /checkins, /chats): written in the address as
 * `/subs` writes it (`today`, `lastWeek`, `7d-before`, `3h-after`), the last day when the address
 * names none (spec §9: `CANCEL_LIST_DEFAULT_RANGE`), cut in the chosen zone.
 */
import { dateRange, NAMED_RANGES, CANCEL_LIST_DEFAULT_RANGE } from "../dates/date-range";
import type { DateRangeQuery } from "../dates/date-range.types";
import { parseSubsRange, subsRangeText } from "../queries/subs-address";
import type { SubsRange } from "../queries/subs-address.types";

/** A range of a field list: a preset or a custom span. */
export type FieldListRange = SubsRange;

/** The last day, the range every field list starts with. */
export const FIELD_LIST_DEFAULT_RANGE: FieldListRange = {
  kind: "custom",
  range: NAMED_RANGES[CANCEL_LIST_DEFAULT_RANGE],
};

/** The address text of a range (`1d-before` is the default). */
export function fieldListRangeText(range: FieldListRange): string {
  return subsRangeText(range);
}

/** The range an address value names; `undefined` when it names none the lists offer. */
export function parseFieldListRange(text: string | undefined): FieldListRange | undefined {
  return text === undefined ? undefined : parseSubsRange(text);
}

/** `After`, `Before` and `timezone` of a range at `now` in `timeZone`. */
export function fieldListSpan(range: FieldListRange, now: Date, timeZone: string): DateRangeQuery {
  return range.kind === "custom"
    ? dateRange("custom", { now, timeZone, ...range.range })
    : dateRange(range.kind, { now, timeZone });
}
