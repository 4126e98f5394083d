import type { ApiComponents } from "../contract/types";
import type { CustomRange, PresetRangeKind } from "../dates/date-range.types";
import type { DayOfWeek } from "../dates/dates.constants";
import type { PageSize } from "../settings/constants";
import type { DateOption } from "./account-queries";

/** A submission's payment status (the contract's `AccountPaymentStatus`). */
export type PaymentStatus = ApiComponents["schemas"]["AccountPaymentStatus"];
/** A submission's frequency (the contract's `AccountFrequency`). */
export type Frequency = ApiComponents["schemas"]["AccountFrequency"];

/** The date range of the list: one of the spec's presets, or N days or hours before/after now. */
export type SubsRange =
  { readonly kind: PresetRangeKind } | { readonly kind: "custom"; readonly range: CustomRange };

/**
 * What the submissions list (`/subs`) shows, as read from its address: the filters, the date
 * option and range in a zone, the order and the page. Always valid: `parseSubsAddress` replaces
 * every bad value by its default and says so in a notice.
 */
export interface SubsView {
  readonly campaigns: readonly string[];
  readonly teams: readonly string[];
  readonly players: readonly string[];
  /** Submission ids, lower case. */
  readonly ids: readonly string[];
  readonly paymentStatuses: readonly PaymentStatus[];
  readonly frequencies: readonly Frequency[];
  /** Free text ("" for none). */
  readonly q: string;
  /** Which date the range applies to; the order follows it unless `sort` says otherwise. */
  readonly dateOption: DateOption;
  /** `undefined`: every date. */
  readonly range: SubsRange | undefined;
  /** A zone of the configured list. */
  readonly timeZone: string;
  /** A sortable field of `queryAccounts`, `-` first for descending. */
  readonly sort: string;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: PageSize;
  /** The keyset cursor of this page (it starts after the previous page's last row). */
  readonly cursor: string | undefined;
}

/** Why a value of the address was not used. */
export type SubsNoticeReason =
  | "unknownParam"
  | "badValue"
  | "unknownZone"
  | "badDate"
  | "badPage"
  | "pageTooLarge"
  | "badPageSize"
  | "unknownSort"
  | "badCursor";

/** A value of the address that was left out (its default is used): the parameter and why. */
export interface SubsNotice {
  readonly param: string;
  readonly value: string;
  readonly reason: SubsNoticeReason;
}

/** What the address rules need from configuration. */
export interface SubsAddressOptions {
  /** The zones offered (configuration); the spec's `DEFAULT_TIME_ZONES` otherwise. */
  readonly timeZones?: readonly string[];
  /** The zone when the address names none (e.g. the browser's, when it is in the list). */
  readonly defaultTimeZone?: string;
}

/** What turning a view into a query needs: the clock reading and the week's first day. */
export interface SubsQueryContext {
  readonly now: Date;
  readonly firstDayOfWeek?: DayOfWeek;
  /** The fields to return (`Fields`); every field when left out. */
  readonly fields?: readonly string[];
}

/** A change of the view; a change of anything but the page starts again at page 1. */
export type SubsViewChange = Partial<SubsView>;
