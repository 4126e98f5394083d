import { describe, expect, it } from "vitest";
import { formatNumberMask, parseNumberMask } from "./number-mask";

describe("formatNumberMask", () => {
  it("uses 2 decimals and a comma radix by default", () => {
    expect(formatNumberMask(25)).toBe("25,00");
    expect(formatNumberMask(1234.5)).toBe("1234,50");
    expect(formatNumberMask(0.1 + 0.2)).toBe("0,30");
  });

  it("rounds half away from zero on the decimal value", () => {
    expect(formatNumberMask(1.005)).toBe("1,01");
    expect(formatNumberMask(2.675)).toBe("2,68");
    expect(formatNumberMask(-1.005, { min: -10 })).toBe("-1,01");
  });

  it("takes other decimals and radix", () => {
    expect(formatNumberMask(3.14159, { decimals: 3, radix: "." })).toBe("3.142");
    expect(formatNumberMask(7.6, { decimals: 0 })).toBe("8");
  });

  it("shows negatives only when the minimum is negative (otherwise clamps like the mask)", () => {
    expect(formatNumberMask(-5)).toBe("0,00");
    expect(formatNumberMask(-5, { min: 0 })).toBe("0,00");
    expect(formatNumberMask(-5, { min: -100 })).toBe("-5,00");
    expect(formatNumberMask(-500, { min: -100 })).toBe("-100,00");
    expect(formatNumberMask(3, { min: 5 })).toBe("5,00");
    expect(formatNumberMask(-0.001, { min: -1 })).toBe("0,00");
  });

  it("gives empty text for non-finite values", () => {
    expect(formatNumberMask(Number.NaN)).toBe("");
    expect(formatNumberMask(Infinity)).toBe("");
  });
});

describe("parseNumberMask", () => {
  it("reads the comma radix (and a typed dot)", () => {
    expect(parseNumberMask("25,50")).toBe(25.5);
    expect(parseNumberMask("25.5")).toBe(25.5);
    expect(parseNumberMask("25")).toBe(25);
    expect(parseNumberMask("25,")).toBe(25);
    expect(parseNumberMask(",5")).toBe(0.5);
  });

  it("rejects more decimals than allowed", () => {
    expect(parseNumberMask("1,234")).toBeNull();
    expect(parseNumberMask("1,234", { decimals: 3 })).toBe(1.234);
    expect(parseNumberMask("1,5", { decimals: 0 })).toBeNull();
  });

  it("reads a comma as nothing when the radix is a dot", () => {
    expect(parseNumberMask("1.25", { radix: "." })).toBe(1.25);
    expect(parseNumberMask("1,25", { radix: "." })).toBeNull();
  });

  it("accepts a minus sign only when the minimum is negative", () => {
    expect(parseNumberMask("-5")).toBeNull();
    expect(parseNumberMask("-5", { min: 0 })).toBeNull();
    expect(parseNumberMask("-5,25", { min: -10 })).toBe(-5.25);
    expect(parseNumberMask("-0", { min: -10 })).toBe(0);
    expect(Object.is(parseNumberMask("-0", { min: -10 }), -0)).toBe(false);
  });

  it("enforces min and max", () => {
    expect(parseNumberMask("-11", { min: -10 })).toBeNull();
    expect(parseNumberMask("101", { max: 100 })).toBeNull();
    expect(parseNumberMask("100", { max: 100 })).toBe(100);
    expect(parseNumberMask("4", { min: 5 })).toBeNull();
  });

  it("rejects empty and malformed text", () => {
    for (const text of ["", " ", "-", ",", "abc", "1,2,3", "1e5", "+5", "1 000"]) {
      expect(parseNumberMask(text, { min: -1 })).toBeNull();
    }
  });

  it("round-trips with formatNumberMask", () => {
    expect(parseNumberMask(formatNumberMask(1234.56))).toBe(1234.56);
  });
});
