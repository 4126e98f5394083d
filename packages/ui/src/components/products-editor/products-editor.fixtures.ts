import type { ProductFrequencyRow, ProductsEditorChoice } from "./ProductsEditor";

export const COUNTRIES: readonly ProductsEditorChoice[] = [
  { value: "CA", label: "CA — CAD" },
  { value: "GB", label: "GB — GBP" },
  { value: "US", label: "US — USD" },
];

export const UNITS: readonly ProductsEditorChoice[] = [
  { value: "once", label: "One-off" },
  { value: "day", label: "Days" },
  { value: "month", label: "Months" },
  { value: "year", label: "Years" },
];

export const FREQUENCIES: readonly ProductFrequencyRow[] = [
  { every: "1", unit: "month" },
  { every: "1", unit: "year" },
  { every: "1", unit: "once" },
];

const DAYS: Readonly<Record<string, number>> = { day: 1, month: 30, year: 365 };

/** What a row comes to, as the console words it (the SDK's rule there; a fixed table here). */
export function summaryOf(row: ProductFrequencyRow): string {
  const per = DAYS[row.unit];
  const every = Number(row.every);
  if (per === undefined || !Number.isFinite(every)) return "";
  const days = per * every;
  return `= ${String(days)} ${days === 1 ? "day" : "days"}`;
}
