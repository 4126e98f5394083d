import { describe, expect, it } from "vitest";
import type { Schema } from "../contract/types";
import { PAYMENT_FIELDS, QUERY_FIELDS } from "./catalogue";
import {
  buildFieldCatalogue,
  fieldCatalogueFromSettings,
  fieldGroup,
  fieldGroups,
  isBooleanField,
  isDateField,
  isHiddenField,
  isPaymentField,
  isUppercaseField,
  isUtcDateField,
  visibleFields,
} from "./fields";

// Every payment field the contract spells out must be recognised.
const CONTRACT_PAYMENT_FIELDS: readonly (keyof Schema<"AccountPaymentFields">)[] = [
  "TransactionID",
  "PaymentStatus",
  "CardType",
  "CardLast4",
  "CardExpiry",
  "BankName",
  "BankAccountLast4",
  "IBAN",
  "SWIFT",
  "TransactionErrorReason",
  "TransactionResponse",
  "Meta_subAttempts",
  "Meta_failReasons",
  "PaymentAddress1",
  "PaymentAddress2",
  "PaymentCity",
  "PaymentRegion",
  "PaymentZip",
  "PaymentCountry",
];

describe("the field catalogue (spec §3)", () => {
  it("recognises payment fields, including the Card*, Bank* and PaymentAddress* families", () => {
    for (const name of [...CONTRACT_PAYMENT_FIELDS, "LastImportDate"])
      expect(isPaymentField(name)).toBe(true);
    for (const name of ["Amount", "Email", "Card", "card", "Payment", "IBANs"]) {
      expect(isPaymentField(name)).toBe(name === "Card");
    }
    expect(PAYMENT_FIELDS).toContain("Card*");
  });

  it("recognises the boolean, date and UTC date fields", () => {
    expect(isBooleanField("Meta_OTPSMSSent")).toBe(true);
    expect(isBooleanField("Transcribed")).toBe(true);
    expect(isBooleanField("Meta_subAttempts")).toBe(false);
    expect(
      [
        "Received",
        "Created",
        "Updated",
        "DOB",
        "LastImportDate",
        "lastRecurringPaymentDate",
        "cancelDate",
      ].every((n) => isDateField(n)),
    ).toBe(true);
    expect(isDateField("Processed")).toBe(false);
    expect(isUtcDateField("DOB")).toBe(true);
    expect(isUtcDateField("Received")).toBe(false);
  });

  it("recognises the editable uppercase fields", () => {
    for (const name of ["Amount", "FirstName", "Zip", "MobilePhone", "Title", "Reason"]) {
      expect(isUppercaseField(name)).toBe(true);
    }
    expect(isUppercaseField("ID")).toBe(false);
  });

  it("lists the query fields", () => {
    expect(QUERY_FIELDS).toEqual([
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
    ]);
  });

  it("hides fields starting with an underscore", () => {
    expect(isHiddenField("_internal")).toBe(true);
    expect(isHiddenField("Name_")).toBe(false);
    expect(visibleFields(["ID", "_rev", "Name", "__meta"])).toEqual(["ID", "Name"]);
  });

  it("groups fields with a documented precedence", () => {
    expect(fieldGroups("LastImportDate")).toEqual(["payment", "date"]);
    expect(fieldGroup("LastImportDate")).toBe("payment");
    expect(fieldGroup("_CardType")).toBe("hidden");
    expect(fieldGroup("Duplicates")).toBe("boolean");
    expect(fieldGroup("DOB")).toBe("date");
    expect(fieldGroup("Zip")).toBe("uppercase");
    expect(fieldGroup("Name")).toBe("other");
  });
});

describe("buildFieldCatalogue", () => {
  it("adds and removes payment and uppercase fields", () => {
    const catalogue = buildFieldCatalogue({
      add: { payment: ["Mandate*"], uppercase: ["Company"] },
      remove: { payment: ["IBAN", "CardLast4", "Bank*"], uppercase: ["Gender"] },
    });
    expect(isPaymentField("MandateRef", catalogue)).toBe(true);
    expect(isPaymentField("IBAN", catalogue)).toBe(false);
    expect(isPaymentField("CardLast4", catalogue)).toBe(false);
    expect(isPaymentField("CardType", catalogue)).toBe(true);
    expect(isPaymentField("BankName", catalogue)).toBe(false);
    expect(isUppercaseField("Company", catalogue)).toBe(true);
    expect(isUppercaseField("Gender", catalogue)).toBe(false);
    // The defaults are untouched.
    expect(isPaymentField("IBAN")).toBe(true);
    expect(isUppercaseField("Company")).toBe(false);
  });

  it("lets a removal win over an addition of the same field", () => {
    const catalogue = buildFieldCatalogue({
      add: { uppercase: ["Company"] },
      remove: { uppercase: ["Company"] },
    });
    expect(isUppercaseField("Company", catalogue)).toBe(false);
  });

  it("reads the portal settings' paymentFields and uppercaseFields", () => {
    const options: Pick<Schema<"PortalSettingsOptions">, "paymentFields" | "uppercaseFields"> = {
      paymentFields: { add: ["Wallet"] },
      uppercaseFields: { remove: ["Email"] },
    };
    const catalogue = fieldCatalogueFromSettings(options);
    expect(isPaymentField("Wallet", catalogue)).toBe(true);
    expect(isUppercaseField("Email", catalogue)).toBe(false);
  });
});
