import { describe, expect, it } from "vitest";
import { isPaymentField } from "../fields/fields";
import { accountInput, readAccountInput } from "./edit-fields";
import { accountEditRulesOf, accountValidatorsOf } from "./edit-rules";

function recorder() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (message: string) => warnings.push(message) } };
}

describe("accountEditRulesOf", () => {
  it("gives the default editable fields and no validators without settings", () => {
    const rules = accountEditRulesOf({});
    expect(rules.fields).toContain("Amount");
    expect(rules.fields).toContain("DOB");
    expect(rules.validators).toEqual({});
    expect(accountEditRulesOf(undefined).fields).toEqual(rules.fields);
  });

  it("follows the settings' uppercaseFields and paymentFields", () => {
    const rules = accountEditRulesOf({
      uppercaseFields: { add: ["Company"], remove: ["Gender", "Title"] },
      paymentFields: { add: ["Mandate*"] },
    });
    expect(rules.fields).toContain("Company");
    expect(rules.fields).not.toContain("Gender");
    expect(rules.fields).not.toContain("Title");
    expect(isPaymentField("MandateRef", rules.catalogue)).toBe(true);
    expect(isPaymentField("MandateRef")).toBe(false);
  });

  it("skips a malformed field list with a warning", () => {
    const { warnings, logger } = recorder();
    const rules = accountEditRulesOf({ uppercaseFields: { add: [1], remove: "Gender" } }, logger);
    expect(rules.fields).toContain("Gender");
    expect(warnings).toHaveLength(2);
  });
});

describe("accountValidatorsOf", () => {
  it("reads each field's validator, which the editor's inputs then apply", () => {
    const validators = accountValidatorsOf({
      accountValidators: {
        Zip: { required: true, pattern: "^[0-9]{5}$" },
        Amount: { minimum: -10, maximum: 500 },
        FirstName: { minLength: 2, maxLength: 20 },
      },
    });
    expect(validators).toEqual({
      Zip: { required: true, pattern: "^[0-9]{5}$" },
      Amount: { minimum: -10, maximum: 500 },
      FirstName: { minLength: 2, maxLength: 20 },
    });
    const zip = accountInput("Zip", validators);
    expect(readAccountInput(zip, "")).toEqual({ ok: false, problem: { code: "required" } });
    expect(readAccountInput(zip, "1234")).toEqual({ ok: false, problem: { code: "pattern" } });
    expect(readAccountInput(zip, "12345")).toEqual({ ok: true, value: "12345" });
    const amount = accountInput("Amount", validators);
    expect(readAccountInput(amount, "-5,00")).toEqual({ ok: true, value: -5 });
    expect(readAccountInput(amount, "600,00").ok).toBe(false);
    expect(readAccountInput(accountInput("FirstName", validators), "A")).toEqual({
      ok: false,
      problem: { code: "tooShort", limit: 2 },
    });
  });

  it("skips malformed validators with a warning and keeps the good ones", () => {
    const { warnings, logger } = recorder();
    const validators = accountValidatorsOf(
      {
        accountValidators: {
          Zip: { pattern: "([" },
          City: { maxLength: -1 },
          Phone: { required: "yes" },
          "bad name": { required: true },
          Email: "required",
          Region: { maxLength: 30 },
        },
      },
      logger,
    );
    expect(validators).toEqual({ Region: { maxLength: 30 } });
    expect(warnings).toHaveLength(5);
    expect(accountValidatorsOf({ accountValidators: [] }, logger)).toEqual({});
    expect(warnings).toHaveLength(6);
  });
});
