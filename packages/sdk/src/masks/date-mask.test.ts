import { describe, expect, it } from "vitest";
import { applyDateMask, formatDateMask, parseDateMask } from "./date-mask";

describe("formatDateMask", () => {
  it("writes dd.mm.yyyy of the UTC day", () => {
    expect(formatDateMask(new Date("2026-02-03T00:00:00.000Z"))).toBe("03.02.2026");
    expect(formatDateMask(new Date("1990-12-10T23:59:59.999Z"))).toBe("10.12.1990");
    expect(formatDateMask(new Date(Number.NaN))).toBe("");
  });
});

describe("parseDateMask", () => {
  it("reads day.month.year as midnight UTC", () => {
    expect(parseDateMask("10.12.1990")?.toISOString()).toBe("1990-12-10T00:00:00.000Z");
    expect(parseDateMask(" 29.02.2028 ")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("rejects days that do not exist", () => {
    expect(parseDateMask("31.02.2026")).toBeNull();
    expect(parseDateMask("29.02.2025")).toBeNull();
    expect(parseDateMask("31.04.2026")).toBeNull();
    expect(parseDateMask("00.01.2026")).toBeNull();
    expect(parseDateMask("01.13.2026")).toBeNull();
  });

  it("accepts years 1900 to 9999 by default", () => {
    expect(parseDateMask("01.01.1900")?.toISOString()).toBe("1900-01-01T00:00:00.000Z");
    expect(parseDateMask("31.12.1899")).toBeNull();
    expect(parseDateMask("31.12.9999")?.getUTCFullYear()).toBe(9999);
  });

  it("takes another year range", () => {
    expect(parseDateMask("01.01.2000", { minYear: 2010 })).toBeNull();
    expect(parseDateMask("01.01.2031", { maxYear: 2030 })).toBeNull();
    expect(parseDateMask("01.01.0050", { minYear: 1 })?.getUTCFullYear()).toBe(50);
  });

  it("rejects incomplete or differently shaped text", () => {
    for (const text of ["", "1.2.2026", "01.02.26", "01/02/2026", "2026-02-01", "01.02.2026x"]) {
      expect(parseDateMask(text)).toBeNull();
    }
  });

  it("round-trips with formatDateMask", () => {
    const date = parseDateMask("05.07.2026");
    expect(date && formatDateMask(date)).toBe("05.07.2026");
  });
});

describe("applyDateMask", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["120", "12.0"],
    ["1203", "12.03"],
    ["12032", "12.03.2"],
    ["12032026", "12.03.2026"],
    ["120320261", "12.03.2026"],
    ["12.03.2026", "12.03.2026"],
    ["12/03-20a26", "12.03.2026"],
  ])("%j → %j", (input, expected) => {
    expect(applyDateMask(input)).toBe(expected);
  });
});
