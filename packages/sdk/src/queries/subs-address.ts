/**
 * The submissions list's address (`/subs?…`) ⇄ what it shows ⇄ the `queryAccounts` query. The
 * address is forgiving (decision 0013): every value that does not parse, is not allowed by the
 * contract or is not offered (an unknown zone, a bad range, page 0, a page past any table, a
 * page size not offered, a sort on an unknown field, an unknown parameter) is replaced by its
 * default and named in a notice, so the list always loads. The server stays strict.
 */
import { schemaLimits } from "../contract/limits";
import { sortableFields } from "../generated/sortable";
import { dateRange, DATE_RANGE_PRESETS } from "../dates/date-range";
import type { CustomRange, PresetRangeKind } from "../dates/date-range.types";
import { DEFAULT_TIME_ZONES } from "../dates/dates.constants";
import { isValidTimeZone } from "../dates/time-zone";
import { DEFAULT_PAGE_SIZE, LARGE_PAGE_SIZE_OPTIONS, type PageSize } from "../settings/constants";
import { accountQueryDefaults, type AccountQuery, type DateOption } from "./account-queries";
import type {
  Frequency,
  PaymentStatus,
  SubsAddressOptions,
  SubsNotice,
  SubsNoticeReason,
  SubsQueryContext,
  SubsRange,
  SubsView,
  SubsViewChange,
} from "./subs-address.types";

/** The parameter names of the address. */
export const SUBS_PARAMS = {
  campaigns: "campaign",
  teams: "team",
  players: "player",
  ids: "id",
  paymentStatuses: "pay",
  frequencies: "freq",
  q: "q",
  dateOption: "date",
  range: "range",
  timeZone: "tz",
  sort: "sort",
  page: "page",
  pageSize: "size",
  cursor: "cursor",
} as const satisfies Record<keyof SubsView, string>;

const KNOWN_PARAMS: ReadonlySet<string> = new Set(Object.values(SUBS_PARAMS));

/** The page sizes of the list (spec: 10 … 1000) and its default (50). */
export const SUBS_PAGE_SIZES: readonly PageSize[] = LARGE_PAGE_SIZE_OPTIONS;
export const SUBS_DEFAULT_PAGE_SIZE: PageSize = DEFAULT_PAGE_SIZE;

/** The payment statuses and frequencies the filters offer (the contract's enums). */
export const PAYMENT_STATUSES = schemaLimits.Account.PaymentStatus.enum as readonly PaymentStatus[];
export const FREQUENCIES = schemaLimits.Account.Frequency.enum as readonly Frequency[];

/** At most this many submission ids in the `ID` filter (the contract's `SubmissionIdCsv`). */
export const MAX_ID_FILTER = 1000;
/** The free text's lengths (the contract's `q` of `queryAccounts`). */
export const SUBS_TEXT_MIN = 2;
export const SUBS_TEXT_MAX = 100;
/** The server cuts offsets deeper than any table here (decision 0013). */
const MAX_OFFSET = 2 ** 31 - 1;
/** A custom range counts at most this many days or hours. */
export const MAX_CUSTOM_RANGE = 9999;

const ENTITY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SUBMISSION_ID = /^[0-9a-f]{6,8}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;
const WHOLE = /^\d+$/;
const CUSTOM_RANGE = /^(\d{1,4})([dh])-(before|after)$/;

const SORTABLE: readonly string[] = sortableFields.queryAccounts.fields;

/** The zones offered and the default one. */
function zonesOf(options: SubsAddressOptions): { zones: readonly string[]; fallback: string } {
  const offered = (options.timeZones ?? DEFAULT_TIME_ZONES).filter(isValidTimeZone);
  const zones = offered.length > 0 ? offered : ["UTC"];
  const wanted = options.defaultTimeZone;
  const fallback =
    wanted !== undefined && zones.includes(wanted)
      ? wanted
      : zones.includes("UTC")
        ? "UTC"
        : (zones[0] ?? "UTC");
  return { zones, fallback };
}

/** The order the date option implies: newest Received, or newest TransactionProcessed. */
export function defaultSubsSort(dateOption: DateOption): string {
  return accountQueryDefaults({ dateOption }).Sort ?? "-Received";
}

/** The view with nothing chosen: every submission, newest first, page 1 of 50. */
export function defaultSubsView(options: SubsAddressOptions = {}): SubsView {
  return {
    campaigns: [],
    teams: [],
    players: [],
    ids: [],
    paymentStatuses: [],
    frequencies: [],
    q: "",
    dateOption: "Received",
    range: undefined,
    timeZone: zonesOf(options).fallback,
    sort: defaultSubsSort("Received"),
    page: 1,
    pageSize: SUBS_DEFAULT_PAGE_SIZE,
    cursor: undefined,
  };
}

/** `7d-before`, `3h-after` or a preset's name ⇄ the range. */
export function subsRangeText(range: SubsRange): string {
  if (range.kind !== "custom") return range.kind;
  const { amount, unit, direction } = range.range;
  return `${amount}${unit === "days" ? "d" : "h"}-${direction}`;
}

export function parseSubsRange(text: string): SubsRange | undefined {
  if ((DATE_RANGE_PRESETS as readonly string[]).includes(text)) {
    return { kind: text as PresetRangeKind };
  }
  const match = CUSTOM_RANGE.exec(text);
  if (match === null) return undefined;
  const amount = Number(match[1]);
  if (amount < 1 || amount > MAX_CUSTOM_RANGE) return undefined;
  const range: CustomRange = {
    amount,
    unit: match[2] === "d" ? "days" : "hours",
    direction: match[3] === "after" ? "after" : "before",
  };
  return { kind: "custom", range };
}

/** A comma-joined list: the values that pass, and whether any did not. */
function listOf(
  raw: string,
  accepts: (value: string) => boolean,
  normalise: (value: string) => string = (value) => value,
): { values: string[]; rejected: boolean } {
  const values: string[] = [];
  let rejected = false;
  for (const part of raw.split(",")) {
    const value = normalise(part.trim());
    if (value === "") continue;
    if (!accepts(value)) rejected = true;
    else if (!values.includes(value)) values.push(value);
  }
  return { values, rejected };
}

/**
 * Reads the address into a valid view and a notice for every value it could not use (the view
 * then holds that value's default). Never throws.
 */
export function parseSubsAddress(
  params: URLSearchParams,
  options: SubsAddressOptions = {},
): { readonly view: SubsView; readonly notices: readonly SubsNotice[] } {
  const notices: SubsNotice[] = [];
  const note = (param: string, value: string, reason: SubsNoticeReason) => {
    notices.push({ param, value, reason });
  };
  const get = (param: string): string | undefined => {
    const value = params.get(param)?.trim();
    return value === undefined || value === "" ? undefined : value;
  };
  for (const key of new Set(params.keys())) {
    if (!KNOWN_PARAMS.has(key)) note(key, params.get(key) ?? "", "unknownParam");
  }

  const ids = <T extends string>(
    param: string,
    accepts: (value: string) => boolean,
    normalise?: (value: string) => string,
    max = Infinity,
  ): T[] => {
    const raw = get(param);
    if (raw === undefined) return [];
    const { values, rejected } = listOf(raw, accepts, normalise);
    if (rejected || values.length > max) note(param, raw, "badValue");
    return values.slice(0, max) as T[];
  };
  const isEntityId = (value: string) => ENTITY_ID.test(value);

  const { zones, fallback } = zonesOf(options);
  const tz = get(SUBS_PARAMS.timeZone);
  let timeZone = fallback;
  if (tz !== undefined) {
    if (zones.includes(tz)) timeZone = tz;
    else note(SUBS_PARAMS.timeZone, tz, "unknownZone");
  }

  const dateText = get(SUBS_PARAMS.dateOption);
  let dateOption: DateOption = "Received";
  if (dateText !== undefined) {
    if (dateText === "processed") dateOption = "Processed";
    else if (dateText !== "received") note(SUBS_PARAMS.dateOption, dateText, "badValue");
  }

  const rangeText = get(SUBS_PARAMS.range);
  let range: SubsRange | undefined;
  if (rangeText !== undefined) {
    range = parseSubsRange(rangeText);
    if (range === undefined) note(SUBS_PARAMS.range, rangeText, "badDate");
  }

  const sortText = get(SUBS_PARAMS.sort);
  let sort = defaultSubsSort(dateOption);
  if (sortText !== undefined) {
    const field = sortText.startsWith("-") ? sortText.slice(1) : sortText;
    if (SORTABLE.includes(field)) sort = sortText;
    else note(SUBS_PARAMS.sort, sortText, "unknownSort");
  }

  const sizeText = get(SUBS_PARAMS.pageSize);
  let pageSize = SUBS_DEFAULT_PAGE_SIZE;
  if (sizeText !== undefined) {
    const size = WHOLE.test(sizeText) ? Number(sizeText) : NaN;
    if ((SUBS_PAGE_SIZES as readonly number[]).includes(size)) pageSize = size as PageSize;
    else note(SUBS_PARAMS.pageSize, sizeText, "badPageSize");
  }

  const pageText = get(SUBS_PARAMS.page);
  let page = 1;
  if (pageText !== undefined) {
    const value = WHOLE.test(pageText) ? Number(pageText) : NaN;
    if (Number.isNaN(value) || value < 1) note(SUBS_PARAMS.page, pageText, "badPage");
    else if (!Number.isSafeInteger(value) || (value - 1) * pageSize > MAX_OFFSET) {
      note(SUBS_PARAMS.page, pageText, "pageTooLarge");
    } else page = value;
  }

  const cursorText = get(SUBS_PARAMS.cursor);
  let cursor: string | undefined;
  if (cursorText !== undefined) {
    if (CURSOR.test(cursorText) && page > 1) cursor = cursorText;
    else note(SUBS_PARAMS.cursor, cursorText, "badCursor");
  }

  const qText = get(SUBS_PARAMS.q);
  let q = "";
  if (qText !== undefined) {
    if (qText.length >= SUBS_TEXT_MIN && qText.length <= SUBS_TEXT_MAX) q = qText;
    else note(SUBS_PARAMS.q, qText, "badValue");
  }

  const view: SubsView = {
    campaigns: ids(SUBS_PARAMS.campaigns, isEntityId),
    teams: ids(SUBS_PARAMS.teams, isEntityId),
    players: ids(SUBS_PARAMS.players, isEntityId),
    ids: ids(
      SUBS_PARAMS.ids,
      (value) => SUBMISSION_ID.test(value),
      (value) => value.toLowerCase(),
      MAX_ID_FILTER,
    ),
    paymentStatuses: ids<PaymentStatus>(SUBS_PARAMS.paymentStatuses, (value) =>
      (PAYMENT_STATUSES as readonly string[]).includes(value),
    ),
    frequencies: ids<Frequency>(SUBS_PARAMS.frequencies, (value) =>
      (FREQUENCIES as readonly string[]).includes(value),
    ),
    q,
    dateOption,
    range,
    timeZone,
    sort,
    page,
    pageSize,
    cursor,
  };
  return { view, notices };
}

/** The address of a view: only what differs from the defaults, in a stable order. */
export function subsAddress(view: SubsView, options: SubsAddressOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  const list = (param: string, values: readonly string[]) => {
    if (values.length > 0) params.set(param, values.join(","));
  };
  list(SUBS_PARAMS.campaigns, view.campaigns);
  list(SUBS_PARAMS.teams, view.teams);
  list(SUBS_PARAMS.players, view.players);
  list(SUBS_PARAMS.ids, view.ids);
  list(SUBS_PARAMS.paymentStatuses, view.paymentStatuses);
  list(SUBS_PARAMS.frequencies, view.frequencies);
  if (view.q !== "") params.set(SUBS_PARAMS.q, view.q);
  if (view.dateOption === "Processed") params.set(SUBS_PARAMS.dateOption, "processed");
  if (view.range !== undefined) params.set(SUBS_PARAMS.range, subsRangeText(view.range));
  if (view.timeZone !== zonesOf(options).fallback) params.set(SUBS_PARAMS.timeZone, view.timeZone);
  if (view.sort !== defaultSubsSort(view.dateOption)) params.set(SUBS_PARAMS.sort, view.sort);
  if (view.pageSize !== SUBS_DEFAULT_PAGE_SIZE) {
    params.set(SUBS_PARAMS.pageSize, String(view.pageSize));
  }
  if (view.page > 1) params.set(SUBS_PARAMS.page, String(view.page));
  if (view.cursor !== undefined && view.page > 1) params.set(SUBS_PARAMS.cursor, view.cursor);
  return params;
}

/**
 * Applies a change. Choosing the date option makes the order follow it (Received desc, or
 * TransactionProcessed desc); any change but the page (and its cursor) goes back to page 1
 * without a cursor, as the old page means nothing in the new result.
 */
export function changeSubsView(view: SubsView, change: SubsViewChange): SubsView {
  const paging = Object.keys(change).every((key) => key === "page" || key === "cursor");
  const next: SubsView = { ...view, ...change };
  const sort =
    change.dateOption !== undefined &&
    change.sort === undefined &&
    change.dateOption !== view.dateOption
      ? defaultSubsSort(change.dateOption)
      : next.sort;
  return paging
    ? { ...next, cursor: change.cursor }
    : { ...next, sort, page: 1, cursor: undefined };
}

/** The filters of a view as the query takes them (shared by the list and its CSV). */
function filtersOf(view: SubsView, context: SubsQueryContext): AccountQuery {
  const joined = (values: readonly string[]) => (values.length > 0 ? values.join(",") : undefined);
  const query: Record<string, string | undefined> = {
    Campaign: joined(view.campaigns),
    Team: joined(view.teams),
    Player: joined(view.players),
    ID: joined(view.ids),
    PaymentStatus: joined(view.paymentStatuses),
    Frequency: joined(view.frequencies),
    q: view.q === "" ? undefined : view.q,
    Fields: context.fields === undefined ? undefined : joined(context.fields),
  };
  const defined = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AccountQuery;
  if (view.range === undefined) return { ...defined, Sort: view.sort };
  const dates = {
    now: context.now,
    timeZone: view.timeZone,
    ...(context.firstDayOfWeek === undefined ? {} : { firstDayOfWeek: context.firstDayOfWeek }),
  };
  const span =
    view.range.kind === "custom"
      ? dateRange("custom", { ...dates, ...view.range.range })
      : dateRange(view.range.kind, dates);
  return { ...defined, Sort: view.sort, DateField: view.dateOption, ...span };
}

/** The `queryAccounts` query of a view: its filters, range, order and page. */
export function subsQuery(view: SubsView, context: SubsQueryContext): AccountQuery {
  return {
    ...filtersOf(view, context),
    PageSize: view.pageSize,
    ...(view.cursor === undefined ? { Page: view.page } : { Cursor: view.cursor }),
  };
}

/** The `exportAccountsCsv` query of a view: every matching row, no paging. */
export function subsCsvQuery(
  view: SubsView,
  context: SubsQueryContext,
): Omit<AccountQuery, "Page" | "PageSize" | "Cursor"> {
  return filtersOf(view, context);
}

/** Whether a view filters at all (anything but order, zone and paging). */
export function isFilteredSubsView(view: SubsView): boolean {
  return (
    view.campaigns.length +
      view.teams.length +
      view.players.length +
      view.ids.length +
      view.paymentStatuses.length +
      view.frequencies.length >
      0 ||
    view.q !== "" ||
    view.range !== undefined
  );
}
