// The submission field catalogue of spec §3. A name ending in "*" is a prefix family ("Card*"
// covers CardType, CardLast4, ...); every other name is exact and case-sensitive.

/** Payment fields; hidden from operators restricted by `nosubpay`. */
export const PAYMENT_FIELDS = [
  "TransactionID",
  "PaymentStatus",
  "Card*",
  "Bank*",
  "IBAN",
  "SWIFT",
  "TransactionErrorReason",
  "TransactionResponse",
  "Meta_subAttempts",
  "Meta_failReasons",
  "PaymentAddress*",
  // The contract spells the PaymentAddress family out with these four, which the prefix misses.
  "PaymentCity",
  "PaymentRegion",
  "PaymentZip",
  "PaymentCountry",
  "LastImportDate",
] as const;

export const BOOLEAN_FIELDS = [
  "Duplicates",
  "DuplicatesCC",
  "Meta_ccScanned",
  "Meta_ccTapped",
  "Meta_changedAddress",
  "Meta_changedEmail",
  "Meta_addressValidated",
  "Meta_billingAddressValidated",
  "Meta_emailValidated",
  "Meta_idScanned",
  "Meta_OTPEmailSent",
  "Meta_OTPSMSSent",
  "Transcribed",
] as const;

export const DATE_FIELDS = [
  "Received",
  "Created",
  "Updated",
  "DOB",
  "LastImportDate",
  "lastRecurringPaymentDate",
  "cancelDate",
] as const;

/** Date fields kept in UTC: no time-zone shift is applied (a calendar date). */
export const UTC_DATE_FIELDS = ["DOB"] as const;

/** Editable uppercase fields: the contract's `AccountContact` (spec: "and others" = Currency). */
export const UPPERCASE_FIELDS = [
  "Amount",
  "Currency",
  "Frequency",
  "Status",
  "Reason",
  "Title",
  "FirstName",
  "LastName",
  "Gender",
  "Address1",
  "Address2",
  "City",
  "Region",
  "Zip",
  "Country",
  "Email",
  "Phone",
  "MobilePhone",
] as const;

/** Fields a submission list query asks for. */
export const QUERY_FIELDS = [
  "ID",
  "Name",
  "Amount",
  "Frequency",
  "PaymentStatus",
  "TransactionErrorReason",
  "Received",
  "Processed",
  "TransactionProcessed",
  "CampaignName",
  "TeamName",
  "PlayerName",
] as const;

export type QueryField = (typeof QUERY_FIELDS)[number];
