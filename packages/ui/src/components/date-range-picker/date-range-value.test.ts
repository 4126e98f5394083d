import { dateRange, namedRange } from "@canvass/sdk/dates";
import { describe, expect, it } from "vitest";
import {
  choiceOf,
  choicesOf,
  computeDateRange,
  formatRangeEnds,
  parseAmount,
  tryComputeDateRange,
  unitOf,
} from "./date-range-value";

const NOW = new Date("2026-03-11T15:30:00Z");
const ZONE = "America/Los_Angeles";
const CONTEXT = { now: NOW, timeZone: ZONE };

describe("computeDateRange", () => {
  it("asks the SDK for presets, named ranges and custom spans", () => {
    expect(computeDateRange({ kind: "lastWeek" }, CONTEXT)).toEqual(dateRange("lastWeek", CONTEXT));
    expect(computeDateRange({ kind: "named", name: "last day" }, CONTEXT)).toEqual(
      namedRange("last day", CONTEXT),
    );
    const range = { amount: 6, unit: "hours", direction: "after" } as const;
    expect(computeDateRange({ kind: "custom", range }, CONTEXT)).toEqual(
      dateRange("custom", { ...CONTEXT, ...range }),
    );
  });

  it("passes the first day of the week on", () => {
    expect(computeDateRange({ kind: "thisWeek" }, { ...CONTEXT, firstDayOfWeek: 1 })).toEqual({
      After: "2026-03-09T07:00:00.000Z",
      Before: "2026-03-16T06:59:59.999Z",
      timezone: ZONE,
    });
  });
});

describe("tryComputeDateRange", () => {
  it("is null without a clock reading or zone, or for input the SDK refuses", () => {
    expect(tryComputeDateRange({ kind: "today" }, { timeZone: ZONE })).toBeNull();
    expect(tryComputeDateRange({ kind: "today" }, { now: NOW })).toBeNull();
    expect(tryComputeDateRange({ kind: "today" }, { now: NOW, timeZone: "Mars/Base" })).toBeNull();
    expect(tryComputeDateRange({ kind: "today" }, CONTEXT)).toEqual(dateRange("today", CONTEXT));
  });
});

describe("choices", () => {
  it("list presets, then named ranges, then custom, each with its own dropdown value", () => {
    const choices = choicesOf(["today", "lastMonth"], ["last day"], true);
    expect(choices.map((c) => c.choice)).toEqual([
      "today",
      "lastMonth",
      "named:last day",
      "custom",
    ]);
    expect(choices.at(-1)?.value).toBeNull();
    expect(choicesOf(["today"], [], false).map((c) => c.choice)).toEqual(["today"]);
    expect(choiceOf({ kind: "today" })).toBe("today");
    expect(choiceOf({ kind: "named", name: "last day" })).toBe("named:last day");
    expect(
      choiceOf({ kind: "custom", range: { amount: 2, unit: "days", direction: "before" } }),
    ).toBe("custom");
  });

  it("measure custom hour spans in hours, everything else in days", () => {
    expect(unitOf({ kind: "today" })).toBe("days");
    expect(
      unitOf({ kind: "custom", range: { amount: 2, unit: "hours", direction: "after" } }),
    ).toBe("hours");
  });
});

describe("parseAmount", () => {
  it("accepts whole non-negative numbers only", () => {
    expect(parseAmount("7")).toBe(7);
    expect(parseAmount(" 0 ")).toBe(0);
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("-1")).toBeNull();
    expect(parseAmount("1.5")).toBeNull();
    expect(parseAmount("1e3")).toBeNull();
    expect(parseAmount("99999999999999999999")).toBeNull();
  });
});

describe("formatRangeEnds", () => {
  it("writes days as dates in the range's zone, one date for a single day", () => {
    expect(formatRangeEnds(dateRange("lastWeek", CONTEXT), "days", "en-CA")).toEqual([
      "Mar 1, 2026",
      "Mar 7, 2026",
    ]);
    expect(formatRangeEnds(dateRange("today", CONTEXT), "days", "en-CA")).toEqual(["Mar 11, 2026"]);
  });

  it("writes hour spans with the time", () => {
    const range = dateRange("custom", {
      ...CONTEXT,
      amount: 6,
      unit: "hours",
      direction: "before",
    });
    expect(formatRangeEnds(range, "hours", "en-US")).toEqual([
      "Mar 11, 2026, 2:30 AM",
      "Mar 11, 2026, 8:30 AM",
    ]);
  });
});
