/**
 * The cells of the submissions table, by field: booleans as icons with words for screen
 * readers, the payment status as a pill (a failed one says why), dates in the operator's locale
 * and the chosen zone (a date of birth as the calendar date it is), amounts in the currency of
 * the donor's country (SDK rule), the id as a link to the lookup (a plain anchor the page's one
 * click handler routes: `router-link-clicks.ts`).
 */
import { formatDate } from "@canvass/sdk/dates";
import { isBooleanField, isDateField, isUtcDateField } from "@canvass/sdk/fields";
import type { Locale } from "@canvass/sdk/locale";
import { currencyForCountry, formatMoney, formatNumber } from "@canvass/sdk/money";
import { FREQUENCIES, PAYMENT_STATUSES } from "@canvass/sdk/queries";
import { BooleanCell, PaymentStatusCell } from "@canvass/ui";
import type { ReactNode } from "react";
import type { Translate } from "../../i18n/use-t";
import { ROUTER_LINK_ATTRIBUTE } from "./router-link-clicks";

/** A submission row as the list returns it (only the fields asked for, plus `ID`). */
export type SubRow = Readonly<Record<string, unknown>> & { readonly ID: string };

/** A field of `fields/accounts/` as the table needs it. */
export interface SubField {
  readonly name: string;
  readonly label: string;
  readonly type: "string" | "number" | "boolean" | "date";
}

export interface CellContext {
  readonly t: Translate;
  readonly locale: Locale;
  readonly timeZone: string;
  readonly mayLookUp: boolean;
  /** The address of `/lookup/` in the browser (the router's `useHref`: any base path included). */
  readonly lookupHref: string;
}

const DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;
const DATE_ONLY = { dateStyle: "medium" } as const;

/**
 * Amounts and numbers as written, by locale, currency and value: the SDK's formatters build an
 * `Intl.NumberFormat` per call, paid again for every row scrolled into view, and a page of
 * 1000 rows repeats few amounts, so a row scrolled into view mostly finds its texts here.
 * Bounded.
 */
const numberTexts = new Map<string, string>();
const NUMBER_TEXTS_MAX = 5000;

function numberText(key: string, write: () => string): string {
  let text = numberTexts.get(key);
  if (text === undefined) {
    if (numberTexts.size >= NUMBER_TEXTS_MAX) numberTexts.clear();
    text = write();
    numberTexts.set(key, text);
  }
  return text;
}

/** The fields a cell reads besides its own (asked for with it). */
export function companionFields(name: string): readonly string[] {
  if (name === "PaymentStatus") return ["TransactionErrorReason"];
  if (name === "Amount") return ["Country", "Currency"];
  return [];
}

/** The amount's currency: the donor's country's (SDK rule), else the stored one. */
function currencyOf(row: SubRow): string {
  const country = row.Country;
  if (typeof country === "string" && country !== "") return currencyForCountry(country);
  return typeof row.Currency === "string" ? row.Currency : currencyForCountry(undefined);
}

function dateText(value: unknown, name: string, context: CellContext): string {
  if (typeof value !== "string" || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return isUtcDateField(name)
    ? formatDate(date, context.locale, "UTC", DATE_ONLY)
    : formatDate(date, context.locale, context.timeZone, DATE_TIME);
}

/** A payment status in words (an unknown one as it is). */
export function paymentStatusWord(t: Translate, value: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(value)
    ? t(`subs.payment.${value}`)
    : value;
}

/** A frequency in words (an unknown one as it is). */
export function frequencyWord(t: Translate, value: string): string {
  return (FREQUENCIES as readonly string[]).includes(value) ? t(`subs.frequency.${value}`) : value;
}

/** Whether a field is drawn at the end of its cell (numbers). */
export function alignsEnd(field: SubField): boolean {
  return field.type === "number";
}

/** How a field's cells are drawn: worked out once per field, not for every cell drawn. */
type CellKind = "id" | "boolean" | "payment" | "date" | "frequency" | "value";

function kindOf(field: SubField): CellKind {
  const { name } = field;
  if (name === "ID") return "id";
  if (field.type === "boolean" || isBooleanField(name)) return "boolean";
  if (name === "PaymentStatus") return "payment";
  if (field.type === "date" || isDateField(name)) return "date";
  if (name === "Frequency") return "frequency";
  return "value";
}

/**
 * The cells of `field`: a function of the row. What depends on the field alone (its kind, its
 * words: a handful of statuses or frequencies, the yes/no labels) is worked out here, once per
 * column, so a row scrolled into view only reads its value and writes its text.
 */
export function subCellOf(field: SubField, context: CellContext): (row: SubRow) => ReactNode {
  const { name } = field;
  const { t } = context;
  const kind = kindOf(field);
  const words = new Map<string, string>();
  const wordOf = (value: string, write: (t: Translate, value: string) => string) => {
    let word = words.get(value);
    if (word === undefined) {
      word = write(t, value);
      words.set(value, word);
    }
    return word;
  };
  switch (kind) {
    case "id":
      return (row) => {
        if (!context.mayLookUp) return <span className="font-mono">{row.ID}</span>;
        const id = encodeURIComponent(row.ID);
        return (
          <a
            href={`${context.lookupHref}${id}`}
            {...{ [ROUTER_LINK_ATTRIBUTE]: `/lookup/${id}` }}
            className="font-mono text-primary-text hover:underline"
          >
            {row.ID}
          </a>
        );
      };
    case "boolean": {
      const labels = {
        yes: t("subs.bool.yes"),
        no: t("subs.bool.no"),
        unknown: t("subs.bool.unknown"),
      };
      return (row) => {
        const value = row[name];
        return <BooleanCell value={typeof value === "boolean" ? value : null} labels={labels} />;
      };
    }
    case "payment":
      return (row) => {
        const value = row[name];
        if (typeof value !== "string") return null;
        const reason = row.TransactionErrorReason;
        return (
          <PaymentStatusCell
            status={value}
            label={wordOf(value, paymentStatusWord)}
            reason={typeof reason === "string" ? reason : null}
          />
        );
      };
    case "date":
      return (row) => dateText(row[name], name, context);
    case "frequency":
      return (row) => {
        const value = row[name];
        return typeof value === "string"
          ? wordOf(value, frequencyWord)
          : valueText(row, name, context);
      };
    case "value":
      return (row) => valueText(row, name, context);
  }
}

/** A value drawn as text: numbers and amounts the locale's way, anything else as it is. */
function valueText(row: SubRow, name: string, context: CellContext): string {
  const value = row[name];
  if (typeof value === "number") {
    const { locale } = context;
    if (name !== "Amount")
      return numberText(`${locale} ${value}`, () => formatNumber(value, locale));
    const currency = currencyOf(row);
    return numberText(`${locale} ${currency} ${value}`, () => formatMoney(value, currency, locale));
  }
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
