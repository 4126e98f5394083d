import { describe, expect, it } from "vitest";
import { exclusionActiveOn, exclusionPeriodProblems, normalizeExclusionPeriod } from "./index";

describe("exclusionPeriodProblems", () => {
  it("accepts no period, an open side on either end, and a one-day period", () => {
    expect(exclusionPeriodProblems({})).toEqual([]);
    expect(exclusionPeriodProblems({ ActiveFrom: "2026-11-01", ActiveTo: null })).toEqual([]);
    expect(exclusionPeriodProblems({ ActiveFrom: null, ActiveTo: "2026-11-30" })).toEqual([]);
    expect(exclusionPeriodProblems({ ActiveFrom: "2026-11-05", ActiveTo: "2026-11-05" })).toEqual(
      [],
    );
  });

  it("names the end when it is before the start", () => {
    expect(exclusionPeriodProblems({ ActiveFrom: "2026-11-05", ActiveTo: "2026-11-04" })).toEqual([
      { field: "ActiveTo", problem: "endsBeforeStart" },
    ]);
  });

  it("names each side that is not a real calendar day", () => {
    expect(exclusionPeriodProblems({ ActiveFrom: "2026-02-30", ActiveTo: "1 Dec" })).toEqual([
      { field: "ActiveFrom", problem: "badDate" },
      { field: "ActiveTo", problem: "badDate" },
    ]);
  });

  it("reads emptied date inputs as open sides", () => {
    expect(normalizeExclusionPeriod({ ActiveFrom: "", ActiveTo: "2026-11-30" })).toEqual({
      ActiveFrom: null,
      ActiveTo: "2026-11-30",
    });
  });
});

describe("exclusionActiveOn", () => {
  const period = { ActiveFrom: "2026-11-01", ActiveTo: "2026-11-30" };

  it("includes both ends and nothing outside them", () => {
    expect(exclusionActiveOn(period, "2026-10-31")).toBe(false);
    expect(exclusionActiveOn(period, "2026-11-01")).toBe(true);
    expect(exclusionActiveOn(period, "2026-11-30")).toBe(true);
    expect(exclusionActiveOn(period, "2026-12-01")).toBe(false);
  });

  it("always applies without a period, and an open side matches every day on it", () => {
    expect(exclusionActiveOn({}, "1999-01-01")).toBe(true);
    expect(exclusionActiveOn({ ActiveFrom: "2026-11-01" }, "2030-01-01")).toBe(true);
    expect(exclusionActiveOn({ ActiveTo: "2026-11-30" }, "2026-12-01")).toBe(false);
  });
});
