import { describe, expect, it } from "vitest";
import { acceptNumberMaskTyping, commitNumberMask } from "./number-mask-editing";

describe("acceptNumberMaskTyping", () => {
  it("accepts unfinished numbers and turns a dot into the comma radix", () => {
    for (const [raw, text] of [
      ["", ""],
      ["1", "1"],
      ["12,", "12,"],
      [",", ","],
      ["12.5", "12,5"],
      ["1 234,5", "1234,5"],
    ] as const) {
      expect(acceptNumberMaskTyping(raw, {})).toBe(text);
    }
  });

  it("refuses extra decimals, letters and a second radix", () => {
    for (const raw of ["1,234", "1a", "1,2,", "e"]) {
      expect(acceptNumberMaskTyping(raw, {})).toBeNull();
    }
    expect(acceptNumberMaskTyping("1,234", { decimals: 3 })).toBe("1,234");
    expect(acceptNumberMaskTyping("1,", { decimals: 0 })).toBeNull();
  });

  it("accepts a minus sign only with a negative minimum", () => {
    expect(acceptNumberMaskTyping("-", {})).toBeNull();
    expect(acceptNumberMaskTyping("-", { min: 0 })).toBeNull();
    expect(acceptNumberMaskTyping("-", { min: -1 })).toBe("-");
    expect(acceptNumberMaskTyping("-,5", { min: -1 })).toBe("-,5");
  });

  it("does not check the range while typing", () => {
    expect(acceptNumberMaskTyping("1", { min: 5 })).toBe("1");
    expect(acceptNumberMaskTyping("500", { max: 100 })).toBe("500");
  });

  it("keeps a comma as not a number when the radix is a dot", () => {
    expect(acceptNumberMaskTyping("1.5", { radix: "." })).toBe("1.5");
    expect(acceptNumberMaskTyping("1,5", { radix: "." })).toBeNull();
  });
});

describe("commitNumberMask", () => {
  it("formats, rounds and clamps what was typed", () => {
    expect(commitNumberMask("25", {})).toBe("25,00");
    expect(commitNumberMask("25,", {})).toBe("25,00");
    expect(commitNumberMask(",5", {})).toBe("0,50");
    expect(commitNumberMask("150", { max: 100 })).toBe("100,00");
    expect(commitNumberMask("1", { min: 5 })).toBe("5,00");
    expect(commitNumberMask("-500", { min: -100 })).toBe("-100,00");
  });

  it("empties text that is not a number", () => {
    expect(commitNumberMask("", {})).toBe("");
    expect(commitNumberMask("-", { min: -1 })).toBe("");
    expect(commitNumberMask(",", {})).toBe("");
  });
});
