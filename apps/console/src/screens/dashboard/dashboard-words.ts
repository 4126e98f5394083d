/** Words and formats of the dashboard's buckets, in the operator's locale. */
import type { DashboardInterval } from "@canvass/sdk/dashboard";
import { formatDate } from "@canvass/sdk/dates";
import type { Locale } from "@canvass/sdk/locale";
import { FREQUENCIES, PAYMENT_STATUSES } from "@canvass/sdk/queries";
import type { Translate } from "../../i18n/use-t";

const MONTH: Intl.DateTimeFormatOptions = { year: "numeric", month: "short" };
const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };

/**
 * A time bucket's first day (`2026-03-02`) as the operator reads it for the interval: a calendar
 * date, read in UTC. The SDK keeps the formatters (a 90-day series builds one, not 90).
 */
export function bucketLabel(bucket: string, interval: DashboardInterval, locale: Locale): string {
  const [year, month, day] = bucket.split("-").map(Number);
  const date = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return formatDate(date, locale, "UTC", interval === "month" ? MONTH : DAY);
}

/** A cohort's sign-up month (`2026-03`) as the operator reads it. */
export function monthLabel(month: string, locale: Locale): string {
  const [year, number] = month.split("-").map(Number);
  return formatDate(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1), locale, "UTC", MONTH);
}

export function frequencyWord(t: Translate, value: string): string {
  return (FREQUENCIES as readonly string[]).includes(value) ? t(`subs.frequency.${value}`) : value;
}

export function paymentStatusWord(t: Translate, value: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(value)
    ? t(`subs.payment.${value}`)
    : value;
}

/** A key that is empty (no team, no reason) reads as "none". */
export function orNone(t: Translate, value: string | undefined): string {
  return value === undefined || value === "" ? t("dashboard.none") : value;
}
