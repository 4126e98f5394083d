import { describe, expect, it } from "vitest";
import { buildFieldCatalogue } from "../fields/fields";
import { accountChanges, changeProblems, isChangeReason } from "./change-request";
import { detailSections } from "./detail-groups";
import {
  accountInput,
  accountInputText,
  editableAccountFields,
  readAccountInput,
} from "./edit-fields";

describe("editableAccountFields", () => {
  it("lists the uppercase fields and the date of birth, as configured", () => {
    const fields = editableAccountFields();
    expect(fields).toContain("Amount");
    expect(fields).toContain("Email");
    expect(fields).toContain("DOB");
    expect(fields).not.toContain("ID");
    const configured = editableAccountFields(
      buildFieldCatalogue({ add: { uppercase: ["Company"] }, remove: { uppercase: ["Gender"] } }),
    );
    expect(configured).toContain("Company");
    expect(configured).not.toContain("Gender");
  });
});

describe("accountInput and readAccountInput", () => {
  it("reads the amount with the number mask: comma radix, 2 decimals, no negatives", () => {
    const amount = accountInput("Amount");
    expect(amount.kind).toBe("number");
    expect(accountInputText(amount, 25)).toBe("25,00");
    expect(readAccountInput(amount, "30,5")).toEqual({ ok: true, value: 30.5 });
    expect(readAccountInput(amount, "-3")).toMatchObject({
      ok: false,
      problem: { code: "number" },
    });
    expect(readAccountInput(amount, "1,234")).toMatchObject({ ok: false });
    expect(readAccountInput(amount, "")).toEqual({ ok: true, value: null });
  });

  it("reads the date of birth with the date mask, 1900 to 9999", () => {
    const dob = accountInput("DOB");
    expect(dob.kind).toBe("date");
    expect(accountInputText(dob, "1990-12-10")).toBe("10.12.1990");
    expect(readAccountInput(dob, "10.12.1990")).toEqual({ ok: true, value: "1990-12-10" });
    expect(readAccountInput(dob, "10.12.1899")).toEqual({ ok: false, problem: { code: "date" } });
    expect(readAccountInput(dob, "31.02.2000")).toEqual({ ok: false, problem: { code: "date" } });
  });

  it("checks the contract's limits and the host's validators", () => {
    expect(accountInput("Frequency")).toMatchObject({ kind: "choice" });
    expect(readAccountInput(accountInput("Frequency"), "weekly")).toMatchObject({ ok: false });
    expect(readAccountInput(accountInput("Country"), "ca")).toEqual({
      ok: false,
      problem: { code: "pattern" },
    });
    expect(readAccountInput(accountInput("Title"), "x".repeat(33))).toEqual({
      ok: false,
      problem: { code: "tooLong", limit: 32 },
    });
    const zip = accountInput("Zip", {
      Zip: { required: true, pattern: "^[0-9]{5}$", maxLength: 5 },
    });
    expect(zip.maxLength).toBe(5);
    expect(readAccountInput(zip, "")).toEqual({ ok: false, problem: { code: "required" } });
    expect(readAccountInput(zip, "1234A")).toEqual({ ok: false, problem: { code: "pattern" } });
    expect(readAccountInput(zip, " 12345 ")).toEqual({ ok: true, value: "12345" });
    expect(accountInput("Email").kind).toBe("email");
  });
});

describe("accountChanges", () => {
  it("sends only fields whose value changed, each with the value the operator saw", () => {
    expect(
      accountChanges(
        "3fa9c1d2",
        { Amount: 25, Email: "ada@example.org", Phone: null, City: "Toronto" },
        { Amount: 25, Email: "ada@example.net", Phone: "", City: null, Zip: "M5V" },
      ),
    ).toEqual([
      { ID: "3fa9c1d2", Field: "Email", Value: "ada@example.net", Old: "ada@example.org" },
      { ID: "3fa9c1d2", Field: "City", Value: null, Old: "Toronto" },
      { ID: "3fa9c1d2", Field: "Zip", Value: "M5V", Old: null },
    ]);
  });

  it("requires a reason of 1 to 500 characters", () => {
    expect(isChangeReason("  ")).toBe(false);
    expect(isChangeReason("Donor called")).toBe(true);
    expect(isChangeReason("x".repeat(501))).toBe(false);
  });

  it("maps the server's pointers back to fields", () => {
    const changes = accountChanges(
      "3fa9c1d2",
      { Email: "a@b.org", Phone: "1" },
      { Email: "x", Phone: "2" },
    );
    expect(
      changeProblems(changes, [
        { field: "/Changes/1/Value", message: "Phone must match pattern" },
        { field: "/Changes/0/Old", message: "stored: c@d.org" },
        { field: "/Reason", message: "too long" },
        { field: "/Changes/7/Value", message: "no such change" },
      ]),
    ).toEqual([
      { field: "Phone", message: "Phone must match pattern", part: "Value" },
      { field: "Email", message: "stored: c@d.org", part: "Old" },
    ]);
  });
});

describe("detailSections", () => {
  it("groups donor, address, payment and meta, without hidden fields", () => {
    const fields = [
      "ID",
      "_secret",
      "Email",
      "FirstName",
      "City",
      "Amount",
      "CardLast4",
      "Received",
    ];
    expect(detailSections(fields, { showPayment: true })).toEqual([
      { group: "donor", fields: ["FirstName", "Email"] },
      { group: "address", fields: ["City"] },
      { group: "payment", fields: ["Amount", "CardLast4"] },
      { group: "meta", fields: ["ID", "Received"] },
    ]);
    expect(detailSections(fields, { showPayment: false })[2]).toEqual({
      group: "payment",
      fields: ["Amount"],
    });
  });
});
