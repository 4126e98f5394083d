import { describe, expect, it } from "vitest";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  isSearchable,
  isSubmissionIdTerm,
  lookupPath,
  normalizeSearchTerm,
  searchResultPath,
  submissionIdFromTerm,
} from "./index";

describe("search constants (spec §9)", () => {
  it("needs 3 characters and debounces by 500 ms", () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe("normalizeSearchTerm", () => {
  it.each([
    ["  jane  ", "jane"],
    ["a1b2c3 , d4e5f6", "a1b2c3,d4e5f6"],
    ["a1b2c3 ,d4e5f6,  0a0b0c ", "a1b2c3,d4e5f6,0a0b0c"],
    ["jane  doe", "jane  doe"],
    ["\tsmith\n", "smith"],
  ])("%j → %j", (raw, expected) => {
    expect(normalizeSearchTerm(raw)).toBe(expected);
  });
});

describe("isSearchable", () => {
  it("needs at least 3 characters after trimming", () => {
    expect(isSearchable("ab")).toBe(false);
    expect(isSearchable("  ab  ")).toBe(false);
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("abc")).toBe(true);
    expect(isSearchable(" abc ")).toBe(true);
  });

  it("counts characters after removing spaces around commas", () => {
    expect(isSearchable("a , ")).toBe(false);
    expect(isSearchable("a , b")).toBe(true);
  });

  it("counts an emoji as one character", () => {
    expect(isSearchable("😀😀")).toBe(false);
    expect(isSearchable("😀😀😀")).toBe(true);
  });
});

describe("submission id terms (6 to 8 hex characters)", () => {
  it.each([
    ["a1b2c", false],
    ["a1b2c3", true],
    ["A1B2C3D", true],
    ["a1b2c3d4", true],
    ["a1b2c3d4e", false],
    ["a1b2g3", false],
    [" 3FA9C1 ", true],
    ["a1b2c3,d4e5f6", false],
  ])("%j → %s", (term, expected) => {
    expect(isSubmissionIdTerm(term)).toBe(expected);
  });

  it("gives the id lowercased, or null when the term is not an id", () => {
    expect(submissionIdFromTerm(" 3FA9C1D ")).toBe("3fa9c1d");
    expect(submissionIdFromTerm("deadbeef")).toBe("deadbeef");
    expect(submissionIdFromTerm("jane")).toBeNull();
    expect(submissionIdFromTerm("abc12")).toBeNull();
  });
});

describe("lookupPath", () => {
  it("joins ids with commas", () => {
    expect(lookupPath(["a1b2c3", "d4e5f6"])).toBe("/lookup/a1b2c3,d4e5f6");
    expect(lookupPath(["a1b2c3"])).toBe("/lookup/a1b2c3");
  });

  it("adds a default tab and encodes each segment", () => {
    expect(lookupPath(["a1b2c3"], "history")).toBe("/lookup/a1b2c3/history");
    expect(lookupPath(["a/b"])).toBe("/lookup/a%2Fb");
  });

  it("is /lookup with no ids", () => {
    expect(lookupPath([])).toBe("/lookup");
    expect(lookupPath([], "history")).toBe("/lookup");
  });
});

describe("searchResultPath (spec §2 link targets)", () => {
  it("links every section to its route", () => {
    expect(searchResultPath("campaigns", { id: "c4d5e6", title: "Winter Appeal" })).toBe(
      "/campaign/c4d5e6",
    );
    expect(
      searchResultPath("players", {
        id: "p9f8e7",
        firstname: "Jane",
        lastname: "Doe",
        email: "jane.doe@example.org",
      }),
    ).toBe("/user/p9f8e7");
    expect(searchResultPath("teams", { id: "t1t2t3", title: "North" })).toBe("/team/t1t2t3");
    expect(
      searchResultPath("accounts", { ID: "3fa9c1", FirstName: "Jane", LastName: "Smith" }),
    ).toBe("/lookup/3fa9c1");
    expect(searchResultPath("exports", { ID: "e1e2e3", Description: "Daily" })).toBe(
      "/export/e1e2e3",
    );
    expect(
      searchResultPath("exportOptions", { ID: "i1i2i3", ExportID: "e1e2e3", Description: "CSV" }),
    ).toBe("/export/e1e2e3/instance/i1i2i3");
    expect(searchResultPath("customreports", { ID: "r1r2r3", Description: "Weekly" })).toBe(
      "/report/r1r2r3",
    );
  });
});
