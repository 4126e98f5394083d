/**
 * The built-in submission fields of the contract's `Account` (core, contact, payment, flags,
 * dates), in display order, with their value type and label. Which group each belongs to is the
 * SDK's field catalogue (`fieldGroup`), not this table.
 */
export type FieldType = "string" | "number" | "boolean" | "date";

export interface BuiltInField {
  readonly name: string;
  readonly type: FieldType;
  readonly label: string;
}

const text = (name: string, label: string): BuiltInField => ({ name, type: "string", label });
const number = (name: string, label: string): BuiltInField => ({ name, type: "number", label });
const flag = (name: string, label: string): BuiltInField => ({ name, type: "boolean", label });
const date = (name: string, label: string): BuiltInField => ({ name, type: "date", label });

export const BUILT_IN_FIELDS: readonly BuiltInField[] = [
  // AccountCore
  text("ID", "ID"),
  text("Name", "Name"),
  text("Campaign", "Campaign"),
  text("Team", "Team"),
  text("Player", "Player"),
  text("CampaignName", "Campaign name"),
  text("TeamName", "Team name"),
  text("PlayerName", "Player name"),
  // AccountContact (the editable uppercase fields)
  number("Amount", "Amount"),
  text("Currency", "Currency"),
  text("Frequency", "Frequency"),
  text("Status", "Status"),
  text("Reason", "Reason"),
  text("Title", "Title"),
  text("FirstName", "First name"),
  text("LastName", "Last name"),
  text("Gender", "Gender"),
  text("Address1", "Address line 1"),
  text("Address2", "Address line 2"),
  text("City", "City"),
  text("Region", "Region"),
  text("Zip", "Postal code"),
  text("Country", "Country"),
  text("Email", "E-mail"),
  text("Phone", "Phone"),
  text("MobilePhone", "Mobile phone"),
  // AccountPaymentFields
  text("TransactionID", "Transaction ID"),
  text("PaymentStatus", "Payment status"),
  text("CardType", "Card type"),
  text("CardLast4", "Card last 4 digits"),
  text("CardExpiry", "Card expiry"),
  text("BankName", "Bank name"),
  text("BankAccountLast4", "Bank account last 4 digits"),
  text("IBAN", "IBAN"),
  text("SWIFT", "SWIFT"),
  text("TransactionErrorReason", "Transaction error reason"),
  text("TransactionResponse", "Transaction response"),
  number("Meta_subAttempts", "Payment attempts"),
  text("Meta_failReasons", "Failure reasons"),
  text("PaymentAddress1", "Billing address line 1"),
  text("PaymentAddress2", "Billing address line 2"),
  text("PaymentCity", "Billing city"),
  text("PaymentRegion", "Billing region"),
  text("PaymentZip", "Billing postal code"),
  text("PaymentCountry", "Billing country"),
  // AccountFlags
  flag("Duplicates", "Duplicate"),
  flag("DuplicatesCC", "Duplicate card"),
  flag("Meta_ccScanned", "Card scanned"),
  flag("Meta_ccTapped", "Card tapped"),
  flag("Meta_changedAddress", "Address changed"),
  flag("Meta_changedEmail", "E-mail changed"),
  flag("Meta_addressValidated", "Address validated"),
  flag("Meta_billingAddressValidated", "Billing address validated"),
  flag("Meta_emailValidated", "E-mail validated"),
  flag("Meta_idScanned", "ID scanned"),
  flag("Meta_OTPEmailSent", "One-time code e-mailed"),
  flag("Meta_OTPSMSSent", "One-time code texted"),
  flag("Transcribed", "Transcribed"),
  // AccountDates
  date("Received", "Received"),
  date("Processed", "Processed"),
  date("TransactionProcessed", "Transaction processed"),
  date("Created", "Created"),
  date("Updated", "Updated"),
  date("DOB", "Date of birth"),
  date("LastImportDate", "Last import"),
  date("lastRecurringPaymentDate", "Last recurring payment"),
  date("cancelDate", "Cancel date"),
];

/** A label for a configured field without one: `SourceCode` → "Source code". */
export function labelOf(name: string): string {
  const words = name
    .replace(/^Meta_/, "")
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label === "" ? name : label.slice(0, 200);
}

/** The field type of a campaign form input type (`form.json`). */
export function formFieldType(inputType: string): FieldType {
  switch (inputType) {
    case "number":
      return "number";
    case "date":
    case "datetime-local":
      return "date";
    case "checkbox":
      return "boolean";
    default:
      return "string";
  }
}
