/**
 * The submission (account) fields the server knows: the contract's `Account` properties mapped
 * to the columns of `accounts` (and the name joins), plus the configured fields kept in the
 * `extra` column. The field groups that gate what a caller sees come from the SDK where it has
 * them (`isPaymentField`, the detail and location lists of `@canvass/sdk/queries`).
 */
import { fieldLimits } from "@canvass/sdk/contract";
import { isPaymentField } from "@canvass/sdk/fields";
import { SUBMISSION_DETAIL_FIELDS, SUBMISSION_LOCATION_FIELDS } from "@canvass/sdk/queries";
import type {
  EnumFilter,
  FieldKind,
  FieldVisibility,
  ListField,
  ListSpec,
  TextFilter,
} from "./list-spec.js";
import { fieldMap, NAME_FIELDS, NAME_SORT_ALIASES } from "./list-spec.js";

/** Personal details (rep, `nosubdetails`) and the donor's location (`nosublocation`): the SDK's lists. */
const DETAIL_FIELDS: ReadonlySet<string> = new Set(SUBMISSION_DETAIL_FIELDS);
const LOCATION_FIELDS: ReadonlySet<string> = new Set(SUBMISSION_LOCATION_FIELDS);

/** Configured fields without a column, stored under their name in `extra`. */
export const EXTRA_FIELDS: readonly string[] = ["SourceCode"];

/**
 * The sign-up point, where the app recorded one: read-only numbers under their name in `extra`
 * (anything but a JSON number there reads as no value).
 */
export const POSITION_FIELDS: readonly string[] = ["Latitude", "Longitude"];

/** Text values that can be long: not sortable (a cursor carries the last sort value). */
const LONG_TEXT: ReadonlySet<string> = new Set(["Reason", "TransactionResponse"]);

type Column = readonly [name: string, column: string, kind: FieldKind, nullable: boolean];

/** The contract's fields in the order of its schema, with their columns. */
const COLUMNS: readonly Column[] = [
  ["ID", "id", "text", false],
  ["Name", "name", "text", true],
  ["Campaign", "campaign", "text", false],
  ["Team", "team", "text", true],
  ["Player", "player", "text", true],
  ["Amount", "amount", "number", true],
  ["Currency", "currency", "text", false],
  ["Frequency", "frequency", "text", true],
  ["Status", "status", "text", true],
  ["Reason", "reason", "text", true],
  ["Title", "title", "text", true],
  ["FirstName", "first_name", "text", true],
  ["LastName", "last_name", "text", true],
  ["Gender", "gender", "text", true],
  ["Address1", "address1", "text", true],
  ["Address2", "address2", "text", true],
  ["City", "city", "text", true],
  ["Region", "region", "text", true],
  ["Zip", "zip", "text", true],
  ["Country", "country", "text", true],
  ["Email", "email", "text", true],
  ["Phone", "phone", "text", true],
  ["MobilePhone", "mobile_phone", "text", true],
  ["TransactionID", "transaction_id", "text", true],
  ["PaymentStatus", "payment_status", "text", true],
  ["CardType", "card_type", "text", true],
  ["CardLast4", "card_last4", "text", true],
  ["CardExpiry", "card_expiry", "text", true],
  ["BankName", "bank_name", "text", true],
  ["BankAccountLast4", "bank_account_last4", "text", true],
  ["IBAN", "iban", "text", true],
  ["SWIFT", "swift", "text", true],
  ["TransactionErrorReason", "transaction_error_reason", "text", true],
  ["TransactionResponse", "transaction_response", "text", true],
  ["Meta_subAttempts", "meta_sub_attempts", "number", false],
  ["Meta_failReasons", "meta_fail_reasons", "json", false],
  ["PaymentAddress1", "payment_address1", "text", true],
  ["PaymentAddress2", "payment_address2", "text", true],
  ["PaymentCity", "payment_city", "text", true],
  ["PaymentRegion", "payment_region", "text", true],
  ["PaymentZip", "payment_zip", "text", true],
  ["PaymentCountry", "payment_country", "text", true],
  ["Duplicates", "duplicates", "boolean", false],
  ["DuplicatesCC", "duplicates_cc", "boolean", false],
  ["Meta_ccScanned", "meta_cc_scanned", "boolean", false],
  ["Meta_ccTapped", "meta_cc_tapped", "boolean", false],
  ["Meta_changedAddress", "meta_changed_address", "boolean", false],
  ["Meta_changedEmail", "meta_changed_email", "boolean", false],
  ["Meta_addressValidated", "meta_address_validated", "boolean", false],
  ["Meta_billingAddressValidated", "meta_billing_address_validated", "boolean", false],
  ["Meta_emailValidated", "meta_email_validated", "boolean", false],
  ["Meta_idScanned", "meta_id_scanned", "boolean", false],
  ["Meta_OTPEmailSent", "meta_otp_email_sent", "boolean", false],
  ["Meta_OTPSMSSent", "meta_otp_sms_sent", "boolean", false],
  ["Transcribed", "transcribed", "boolean", false],
  ["Received", "received", "timestamp", false],
  ["Processed", "processed", "timestamp", true],
  ["TransactionProcessed", "transaction_processed", "timestamp", true],
  ["Created", "created", "timestamp", false],
  ["Updated", "updated", "timestamp", false],
  ["DOB", "dob", "date", true],
  ["LastImportDate", "last_import_date", "timestamp", true],
  ["lastRecurringPaymentDate", "last_recurring_payment_date", "timestamp", true],
  ["cancelDate", "cancel_date", "timestamp", true],
];

/** A field's visibility group, or none. */
export function accountFieldVisibility(name: string): FieldVisibility | undefined {
  if (isPaymentField(name)) return "payment";
  if (DETAIL_FIELDS.has(name)) return "details";
  if (LOCATION_FIELDS.has(name)) return "location";
  return undefined;
}

function withVisibility(field: Omit<ListField, "visibility">): ListField {
  const visibility = accountFieldVisibility(field.name);
  return visibility === undefined ? field : { ...field, visibility };
}

/** The column of each column-backed field, by contract name. */
export const ACCOUNT_COLUMNS: ReadonlyMap<
  string,
  { column: string; kind: FieldKind; nullable: boolean }
> = new Map(COLUMNS.map(([name, column, kind, nullable]) => [name, { column, kind, nullable }]));

const FIELDS: readonly ListField[] = [
  ...COLUMNS.map(([name, column, kind, nullable]) =>
    withVisibility({
      name,
      sql: `r.${column}`,
      kind,
      nullable,
      sortable: kind !== "json" && !LONG_TEXT.has(name),
    }),
  ),
  NAME_FIELDS.campaigns,
  NAME_FIELDS.teams,
  NAME_FIELDS.players,
  ...EXTRA_FIELDS.map((name) =>
    withVisibility({
      name,
      sql: `r.extra ->> '${name}'`,
      jsonSql: `(r.extra -> '${name}')::text`,
      kind: "text",
      nullable: true,
      sortable: true,
    }),
  ),
  ...POSITION_FIELDS.map((name) => {
    const number = `jsonb_typeof(r.extra -> '${name}') = 'number'`;
    return withVisibility({
      name,
      sql: `(CASE WHEN ${number} THEN (r.extra ->> '${name}')::float8 END)`,
      jsonSql: `(CASE WHEN ${number} THEN (r.extra -> '${name}')::text END)`,
      kind: "number",
      float: true,
      nullable: true,
      sortable: false,
    });
  }),
];

/** A contract enum's values, as text. */
function enumOf(limits: { readonly enum?: readonly unknown[] }): string[] {
  return (limits.enum ?? []).map(String);
}

/** `PaymentStatus` and `Frequency`: values of the contract's enums. */
const ENUM_FILTERS: readonly EnumFilter[] = [
  {
    param: "PaymentStatus",
    column: "payment_status",
    values: enumOf(fieldLimits("AccountPaymentFields", "PaymentStatus")),
  },
  {
    param: "Frequency",
    column: "frequency",
    values: enumOf(fieldLimits("AccountContact", "Frequency")),
  },
];

/**
 * `q` (decision 0020): the personal details the contract names (`Name`, `Email`, `Phone`,
 * `MobilePhone`, `Zip`) as one lowercased text, and `TransactionID`, each with its own
 * `pg_trgm` index (migration 0011 holds the same expressions) so that a caller who may not see
 * a group does not find rows by it; ids by prefix on the primary key.
 */
export const ACCOUNT_TEXT_FILTER: TextFilter = {
  sources: [
    {
      sql: `lower(coalesce(r.name, '') || E'\\n' || coalesce(r.email, '') || E'\\n' || coalesce(r.phone, '') || E'\\n' || coalesce(r.mobile_phone, '') || E'\\n' || coalesce(r.zip, ''))`,
      visibility: "details",
    },
    { sql: "lower(r.transaction_id)", visibility: "payment" },
  ],
  idColumn: "r.id",
  isIdPrefix: (term) => /^[0-9a-f]{2,8}$/.test(term),
};

/** The submissions list. */
export const ACCOUNT_LIST: ListSpec = {
  operationId: "queryAccounts",
  table: "accounts",
  itemsKey: "Accounts",
  fields: fieldMap(FIELDS),
  defaultFields: FIELDS.map((field) => field.name),
  requiredFields: ["ID"],
  filterColumns: { campaign: "campaign", team: "team", player: "player", id: "id" },
  dateColumns: { Received: "r.received", Processed: "r.transaction_processed" },
  defaultDateField: "Received",
  defaultSort: "-Received",
  indexedSorts: ["Received", "TransactionProcessed"],
  sortAliases: NAME_SORT_ALIASES,
  sources: ["accounts", "campaigns", "teams", "players"],
  enumFilters: ENUM_FILTERS,
  textFilter: ACCOUNT_TEXT_FILTER,
};
