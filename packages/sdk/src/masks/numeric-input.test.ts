import { describe, expect, it } from "vitest";
import { numericInputAttributes, parseNumericInput } from "./numeric-input";

describe("numericInputAttributes", () => {
  it("applies length, min and max only when above 0", () => {
    expect(numericInputAttributes({ length: 6, min: 1, max: 500 })).toEqual({
      maxLength: 6,
      min: 1,
      max: 500,
    });
    expect(numericInputAttributes({ length: 0, min: 0, max: 0 })).toEqual({});
    expect(numericInputAttributes({ length: -1, min: -10, max: 10 })).toEqual({ max: 10 });
    expect(numericInputAttributes({ length: null, min: Number.NaN })).toEqual({});
  });
});

describe("parseNumericInput", () => {
  it("emits a parsed number", () => {
    expect(parseNumericInput("42")).toBe(42);
    expect(parseNumericInput(" -3.5 ")).toBe(-3.5);
    expect(parseNumericInput(".5")).toBe(0.5);
    expect(parseNumericInput("1e3")).toBe(1000);
  });

  it("gives NaN (not 0) for empty or non-numeric text, like valueAsNumber", () => {
    for (const text of ["", "  ", "abc", "12abc", "0x10", "1,5", "Infinity"]) {
      expect(parseNumericInput(text)).toBeNaN();
    }
  });
});
