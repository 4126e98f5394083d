/** The dashboard page editor's values, from and to the contract's shapes. */
import type { CallData } from "@canvass/sdk/client";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";

export type DashPageRow = CallData<"listDashPages">["Result"][number];
export type DashPageRole = DashPageRow["roles"][number];
export const DASH_PAGE_ROLES: readonly DashPageRole[] = [
  "root",
  "admin",
  "manager",
  "client",
  "callcenter",
  "rep",
];

export interface DashPageValues {
  title: string;
  type: string;
  titles: Record<string, string>;
  panels: string[];
  roles: DashPageRole[];
  days: string;
  interval: "" | "day" | "week" | "month";
  dateField: "" | "Received" | "Processed";
}

export function dashPageValues(row?: DashPageRow): DashPageValues {
  const titles = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, row?.titles?.[l] ?? ""]));
  return {
    title: row?.title ?? "",
    type: row?.type ?? "subs",
    titles,
    panels: [...(row?.panels ?? [])],
    roles: [...(row?.roles ?? [])],
    days: row?.filters?.Days === undefined ? "" : String(row.filters.Days),
    interval: row?.filters?.Interval ?? "",
    dateField: row?.filters?.DateField ?? "",
  };
}

/** The body of `createDashPage`/`updateDashPage`: blank per-locale titles and filters left out. */
export function dashPageBody(values: DashPageValues) {
  const titles = Object.fromEntries(
    Object.entries(values.titles)
      .map(([locale, text]) => [locale, text.trim()] as const)
      .filter(([, text]) => text !== ""),
  );
  const days = Number.parseInt(values.days, 10);
  return {
    title: values.title.trim(),
    type: values.type.trim(),
    titles,
    panels: values.panels as NonNullable<DashPageRow["panels"]>,
    roles: values.roles,
    filters: {
      ...(Number.isFinite(days) ? { Days: days } : {}),
      ...(values.interval === "" ? {} : { Interval: values.interval }),
      ...(values.dateField === "" ? {} : { DateField: values.dateField }),
    },
  };
}
