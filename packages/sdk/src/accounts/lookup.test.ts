import { describe, expect, it } from "vitest";
import { contextFor, featuresWith } from "../permissions/test-support";
import { lookupPath } from "../search/search-paths";
import { parseLookupIds } from "./lookup-ids";
import { lookupTabs, openingLookupTab } from "./lookup-tabs";

describe("parseLookupIds", () => {
  it("lower-cases, splits on commas and white space, and drops repeats", () => {
    expect(parseLookupIds("3FA9C1D2, 0b1c2d\n3fa9c1d2;ABCDEF")).toEqual({
      ids: ["3fa9c1d2", "0b1c2d", "abcdef"],
      invalid: [],
    });
  });

  it("keeps what is no submission id apart", () => {
    expect(parseLookupIds("3fa9c1d2,zzz,12345,123456789,0b1c2d")).toEqual({
      ids: ["3fa9c1d2", "0b1c2d"],
      invalid: ["zzz", "12345", "123456789"],
    });
    expect(parseLookupIds("  ")).toEqual({ ids: [], invalid: [] });
  });

  it("builds the address", () => {
    expect(lookupPath([])).toBe("/lookup");
    expect(lookupPath(["3fa9c1d2", "0b1c2d"])).toBe("/lookup/3fa9c1d2,0b1c2d");
    expect(lookupPath(["3fa9c1d2"], "history")).toBe("/lookup/3fa9c1d2/history");
  });
});

describe("lookupTabs", () => {
  it("shows an admin every tab but communications until messageTracking is on", () => {
    expect(lookupTabs(contextFor("admin"))).toEqual([
      "details",
      "payment",
      "location",
      "assets",
      "recording",
      "history",
    ]);
    expect(
      lookupTabs(contextFor("admin", { features: featuresWith("messageTracking") })),
    ).toContain("communications");
  });

  it("hides personal details and recordings from a rep, and each tab by its flag", () => {
    const rep = lookupTabs(contextFor("rep"));
    expect(rep).not.toContain("details");
    expect(rep).not.toContain("recording");
    expect(rep).not.toContain("history");
    const restricted = lookupTabs(
      contextFor("manager", { teamRestrictions: ["nosubpay", "nosublocation", "nosubassets"] }),
    );
    expect(restricted).toEqual(["details", "recording", "history"]);
  });

  it("opens the address's tab when visible, else the first", () => {
    expect(openingLookupTab(["details", "history"], "History")).toBe("history");
    expect(openingLookupTab(["details", "history"], "payment")).toBe("details");
    expect(openingLookupTab(["details"], "nonsense")).toBe("details");
    expect(openingLookupTab([], undefined)).toBeUndefined();
  });
});
