/**
 * The `/subs` filter of the address (`/batch-edit?campaign=…&team=…`, the same parameters as
 * /subs, read by the SDK's `parseSubsAddress`) as the batch's `Filters`: `subsQuery` without
 * paging, sorting or fields. `undefined` when the address names no filter.
 */
import type { Schema } from "@canvass/sdk/contract";
import { isFilteredSubsView, parseSubsAddress, subsQuery } from "@canvass/sdk/queries";

export type BatchEditFilters = Schema<"BatchEditFilters">;

const KEYS = [
  "Campaign",
  "Team",
  "Player",
  "ID",
  "PaymentStatus",
  "Frequency",
  "q",
  "After",
  "Before",
  "DateField",
  "timezone",
] as const;

export function batchFilters(params: URLSearchParams, now: Date): BatchEditFilters | undefined {
  const { view } = parseSubsAddress(params);
  if (!isFilteredSubsView(view)) return undefined;
  const query = subsQuery(view, { now }) as Readonly<Record<string, unknown>>;
  const filters: Record<string, string> = {};
  for (const key of KEYS) {
    const value = query[key];
    if (typeof value === "string" || typeof value === "number") {
      if (value !== "") filters[key] = String(value);
    }
  }
  return filters;
}
