import { describe, expect, it } from "vitest";
import { isPatternRule, isValidFilterRule, matchesFilter } from "./filter";

describe("matchesFilter", () => {
  it("treats a ^...$ rule as a regular expression", () => {
    expect(matchesFilter("^CA|US$", "CA")).toBe(true);
    expect(matchesFilter("^(CA|US)$", "FR")).toBe(false);
    expect(matchesFilter("^\\d{3}$", 123)).toBe(true);
    expect(matchesFilter("^$", null)).toBe(true);
  });

  it("returns false for an invalid expression instead of throwing", () => {
    expect(() => matchesFilter("^([a-z$", "abc")).not.toThrow();
    expect(matchesFilter("^([a-z$", "abc")).toBe(false);
  });

  it("compares truthiness for a boolean rule", () => {
    expect(matchesFilter(true, "yes")).toBe(true);
    expect(matchesFilter(true, 0)).toBe(false);
    expect(matchesFilter(false, "")).toBe(true);
    expect(matchesFilter(false, undefined)).toBe(true);
  });

  it("uses strict equality otherwise", () => {
    expect(matchesFilter("approved", "approved")).toBe(true);
    expect(matchesFilter("approved", "Approved")).toBe(false);
    expect(matchesFilter("^approved", "approved")).toBe(false);
    expect(matchesFilter(5, 5)).toBe(true);
    expect(matchesFilter(5, "5")).toBe(false);
    expect(matchesFilter(null, null)).toBe(true);
  });
});

describe("isValidFilterRule", () => {
  it("accepts any plain text and a ^...$ rule that compiles", () => {
    expect(isValidFilterRule("EXCLUDED")).toBe(true);
    expect(isValidFilterRule("^(")).toBe(true);
    expect(isValidFilterRule("^.*@example\\.org$")).toBe(true);
    expect(isPatternRule("^a$")).toBe(true);
    expect(isPatternRule("a$")).toBe(false);
  });

  it("refuses a ^...$ rule that does not compile", () => {
    expect(isValidFilterRule("^([a-z]$")).toBe(false);
    expect(isValidFilterRule("^a{2,1}$")).toBe(false);
  });
});
