import { describe, expect, it } from "vitest";
import type { NamedPermission } from "../permissions/permission-names";
import {
  savedSubsColumns,
  subsColumnChoice,
  subsFieldPermission,
  visibleSubsFields,
  withSubsColumns,
} from "./subs-columns";

const FIELDS = [
  "ID",
  "Name",
  "Email",
  "City",
  "Amount",
  "PaymentStatus",
  "CardLast4",
  "_secret",
  "Received",
];

describe("the columns of /subs", () => {
  it("gate personal details, payment and location by their permission", () => {
    expect(subsFieldPermission("Email")).toBe("ViewSubDetails");
    expect(subsFieldPermission("CardLast4")).toBe("ViewSubPayment");
    expect(subsFieldPermission("PaymentStatus")).toBe("ViewSubPayment");
    expect(subsFieldPermission("Country")).toBe("ViewSubLocation");
    expect(subsFieldPermission("Amount")).toBeUndefined();
  });

  it("never show underscore fields, and leave out what the operator may not see", () => {
    const all = () => true;
    expect(visibleSubsFields(FIELDS, all)).toEqual(FIELDS.filter((name) => name !== "_secret"));
    const rep = (permission: NamedPermission) => permission === "ViewSubLocation";
    expect(visibleSubsFields(FIELDS, rep)).toEqual(["ID", "City", "Amount", "Received"]);
  });

  it("keep the saved choice and order of the fields still available, ID first", () => {
    const available = ["ID", "Name", "Amount", "Received", "PaymentStatus"];
    expect(subsColumnChoice(["Received", "Gone", "Amount", "ID", "Amount"], available)).toEqual([
      "ID",
      "Received",
      "Amount",
    ]);
    expect(subsColumnChoice(undefined, available)).toEqual([
      "ID",
      "Name",
      "Amount",
      "PaymentStatus",
      "Received",
    ]);
  });

  it("read and write the choice in the preferences without touching other keys", () => {
    expect(savedSubsColumns({})).toBeUndefined();
    expect(savedSubsColumns({ subs: { columns: "Name" } })).toBeUndefined();
    expect(savedSubsColumns({ subs: { columns: ["Name", 3, "ID"] } })).toEqual(["Name", "ID"]);
    const prefs = { language: "fr-CA", subs: { other: 1 } };
    expect(withSubsColumns(prefs, ["ID", "Amount"])).toEqual({
      language: "fr-CA",
      subs: { other: 1, columns: ["ID", "Amount"] },
    });
  });
});
