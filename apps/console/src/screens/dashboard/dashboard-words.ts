/** Words and formats of the dashboard's buckets, in the operator's locale. */
import type { DashboardInterval } from "@canvass/sdk/dashboard";
import { FREQUENCIES, PAYMENT_STATUSES } from "@canvass/sdk/queries";
import type { Translate } from "../../i18n/use-t";

/** A time bucket's first day (`2026-03-02`) as the operator reads it for the interval. */
export function bucketLabel(bucket: string, interval: DashboardInterval, locale: string): string {
  const [year, month, day] = bucket.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions =
    interval === "month"
      ? { year: "numeric", month: "short", timeZone: "UTC" }
      : { month: "short", day: "numeric", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** A cohort's sign-up month (`2026-03`) as the operator reads it. */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)));
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
