/**
 * The columns of the submissions list: which fields an operator may see (personal details need
 * `ViewSubDetails` — never rep, not `nosubdetails`; payment fields `ViewSubPayment`; the donor's
 * location `ViewSubLocation`), hidden (`_`) fields never, and the operator's saved choice and
 * order of columns (`subs.columns` in the preferences) checked against what is available.
 */
import { isHiddenField, isPaymentField } from "../fields/fields";
import type { NamedPermission } from "../permissions/permission-names";

/** Personal details: hidden from rep and from `nosubdetails` (the server leaves them out). */
export const SUBMISSION_DETAIL_FIELDS: readonly string[] = [
  "Name",
  "Title",
  "FirstName",
  "LastName",
  "Gender",
  "Address1",
  "Address2",
  "Zip",
  "Email",
  "Phone",
  "MobilePhone",
  "DOB",
];

/** Where the donor lives and the sign-up point (`Latitude`/`Longitude`): hidden by `nosublocation`. */
export const SUBMISSION_LOCATION_FIELDS: readonly string[] = [
  "City",
  "Region",
  "Country",
  "Latitude",
  "Longitude",
];

/** The permission a submission field needs to be seen, or none. */
export function subsFieldPermission(name: string): NamedPermission | undefined {
  if (isPaymentField(name)) return "ViewSubPayment";
  if (SUBMISSION_DETAIL_FIELDS.includes(name)) return "ViewSubDetails";
  if (SUBMISSION_LOCATION_FIELDS.includes(name)) return "ViewSubLocation";
  return undefined;
}

/** The fields the operator may see, in the given order: no `_` field, none their gate hides. */
export function visibleSubsFields(
  names: readonly string[],
  may: (permission: NamedPermission) => boolean,
): string[] {
  return names.filter((name) => {
    if (isHiddenField(name)) return false;
    const permission = subsFieldPermission(name);
    return permission === undefined || may(permission);
  });
}

/** The columns shown before the operator chooses, in this order (those available). */
export const DEFAULT_SUBS_COLUMNS: readonly string[] = [
  "ID",
  "Name",
  "Amount",
  "Frequency",
  "PaymentStatus",
  "CampaignName",
  "TeamName",
  "PlayerName",
  "Received",
];

/** The preferences key of the saved column choice (`{ subs: { columns: [...] } }`). */
export const SUBS_COLUMNS_PREFERENCE = "subs" as const;

/**
 * The columns to show, in order: the saved choice (names no longer available dropped), or the
 * defaults that are available; `ID` always first, so a row can always be opened.
 */
export function subsColumnChoice(
  saved: readonly string[] | undefined,
  available: readonly string[],
): string[] {
  const usable = (saved ?? DEFAULT_SUBS_COLUMNS).filter(
    (name, index, all) => available.includes(name) && all.indexOf(name) === index,
  );
  const rest = usable.filter((name) => name !== "ID");
  return available.includes("ID") ? ["ID", ...rest] : rest;
}

/** Reads the saved choice from the preferences object (anything malformed is ignored). */
export function savedSubsColumns(preferences: unknown): string[] | undefined {
  const subs = (preferences as Record<string, unknown> | null | undefined)?.[
    SUBS_COLUMNS_PREFERENCE
  ];
  const columns = (subs as { columns?: unknown } | null | undefined)?.columns;
  if (!Array.isArray(columns)) return undefined;
  const names = columns.filter((item): item is string => typeof item === "string");
  return names.length > 0 ? names : undefined;
}

/** The preferences object with the column choice set (every other key kept). */
export function withSubsColumns<P extends object>(
  preferences: P,
  columns: readonly string[],
): P & { subs: { columns: string[] } } {
  const current = (preferences as Record<string, unknown>)[SUBS_COLUMNS_PREFERENCE];
  const subs = typeof current === "object" && current !== null ? current : {};
  return { ...preferences, subs: { ...subs, columns: [...columns] } };
}
