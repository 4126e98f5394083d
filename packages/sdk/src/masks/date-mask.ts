// Date mask `dd.mm.yyyy` (spec §5: day.month.year, years 1900 to 9999 by default). Dates are
// calendar dates at 00:00 UTC, so no time zone can move them to another day.

export const DATE_MASK_PATTERN = "dd.mm.yyyy";
export const DATE_MASK_MIN_YEAR = 1900;
export const DATE_MASK_MAX_YEAR = 9999;

export interface DateMaskRange {
  readonly minYear?: number;
  readonly maxYear?: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/** `dd.mm.yyyy` of the date's UTC calendar day; "" for an invalid date. */
export function formatDateMask(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return `${pad(date.getUTCDate(), 2)}.${pad(date.getUTCMonth() + 1, 2)}.${pad(date.getUTCFullYear(), 4)}`;
}

const DATE_TEXT = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Reads a complete `dd.mm.yyyy` as that day at 00:00 UTC; `null` when incomplete, out of the year
 * range, or not a real day (31.02.2026, 29.02.2025).
 */
export function parseDateMask(
  text: string,
  { minYear = DATE_MASK_MIN_YEAR, maxYear = DATE_MASK_MAX_YEAR }: DateMaskRange = {},
): Date | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < minYear || year > maxYear || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years below 100 as they are
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/**
 * The mask applied while typing: digits only (at most 8), dots inserted after the day and the
 * month once the next digit arrives: "1203" → "12.03", "12032026" → "12.03.2026".
 */
export function applyDateMask(partialInput: string): string {
  const digits = partialInput.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== "")
    .join(".");
}
