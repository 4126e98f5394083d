import { describe, expect, it } from "vitest";
import { dayInPeriod, dayPeriodProblems, isCalendarDay, normalizeDayPeriod } from "./index";

describe("isCalendarDay", () => {
  it("takes real days written YYYY-MM-DD only", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("2026-1-01")).toBe(false);
    expect(isCalendarDay("2026-11-01T00:00")).toBe(false);
  });

  it("refuses year 0, which a database date cannot hold", () => {
    expect(isCalendarDay("0000-01-01")).toBe(false);
    expect(isCalendarDay("0001-01-01")).toBe(true);
  });
});

describe("dayPeriodProblems", () => {
  it("names a bad side, and an end before the start on the end", () => {
    expect(dayPeriodProblems({ ActiveFrom: "2026-11-02", ActiveTo: "2026-11-01" })).toEqual([
      { field: "ActiveTo", problem: "endsBeforeStart" },
    ]);
    expect(dayPeriodProblems({ ActiveFrom: "soon" })).toEqual([
      { field: "ActiveFrom", problem: "badDate" },
    ]);
    expect(dayPeriodProblems({ ActiveFrom: null, ActiveTo: undefined })).toEqual([]);
  });

  it("reads empty sides as open, and open sides match every day", () => {
    const period = normalizeDayPeriod({ ActiveFrom: "", ActiveTo: "2026-11-30" });
    expect(period).toEqual({ ActiveFrom: null, ActiveTo: "2026-11-30" });
    expect(dayInPeriod(period, "1990-01-01")).toBe(true);
    expect(dayInPeriod(period, "2026-12-01")).toBe(false);
  });
});
