import { describe, expect, it } from "vitest";
import { isCompleteCode, normalizeCode } from "./two-factor-code";

describe("normalizeCode", () => {
  it("keeps only the digits, as apps show and people paste them", () => {
    expect(normalizeCode("123 456")).toBe("123456");
    expect(normalizeCode(" 1234-5678\n")).toBe("12345678");
    expect(normalizeCode("12a3")).toBe("123");
    expect(normalizeCode("")).toBe("");
  });

  it("stops at eight digits, the longest code there is", () => {
    expect(normalizeCode("1234567890")).toBe("12345678");
  });
});

describe("isCompleteCode", () => {
  it("accepts 6 to 8 digits", () => {
    expect(isCompleteCode("12345")).toBe(false);
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("1234567")).toBe(true);
    expect(isCompleteCode("12345678")).toBe(true);
    expect(isCompleteCode("123456789")).toBe(false);
    expect(isCompleteCode("12345a")).toBe(false);
  });
});
