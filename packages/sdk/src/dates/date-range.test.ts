import { describe, expect, it } from "vitest";
import { CANCEL_LIST_DEFAULT_RANGE, dateRange, namedRange } from "./index";
import type { DateRangeQuery } from "./index";

const LA = "America/Los_Angeles";
const PARIS = "Europe/Paris";
const at = (iso: string): Date => new Date(iso);
const span = (query: DateRangeQuery): number => Date.parse(query.Before) - Date.parse(query.After);
const HOUR = 3_600_000;

describe("dateRange: days in America/Los_Angeles across DST", () => {
  it("today on the spring-forward day (2026-03-08) is 23 hours long", () => {
    const range = dateRange("today", { now: at("2026-03-08T20:00:00Z"), timeZone: LA });
    expect(range).toEqual({
      After: "2026-03-08T08:00:00.000Z",
      Before: "2026-03-09T06:59:59.999Z",
      timezone: LA,
    });
    expect(span(range)).toBe(23 * HOUR - 1);
  });

  it("today on the fall-back day (2026-11-01) is 25 hours long", () => {
    const range = dateRange("today", { now: at("2026-11-01T20:00:00Z"), timeZone: LA });
    expect(range).toEqual({
      After: "2026-11-01T07:00:00.000Z",
      Before: "2026-11-02T07:59:59.999Z",
      timezone: LA,
    });
    expect(span(range)).toBe(25 * HOUR - 1);
  });

  it("yesterday reaches back over the change", () => {
    expect(dateRange("yesterday", { now: at("2026-03-09T20:00:00Z"), timeZone: LA })).toEqual({
      After: "2026-03-08T08:00:00.000Z",
      Before: "2026-03-09T06:59:59.999Z",
      timezone: LA,
    });
  });

  it("reads the calendar in the zone, not in UTC (03:00Z on the 9th is still the 8th in LA)", () => {
    expect(dateRange("today", { now: at("2026-03-09T03:00:00Z"), timeZone: LA }).After).toBe(
      "2026-03-08T08:00:00.000Z",
    );
  });

  it("a week holding the change starts in PST and ends in PDT", () => {
    expect(dateRange("thisWeek", { now: at("2026-03-11T20:00:00Z"), timeZone: LA })).toEqual({
      After: "2026-03-08T08:00:00.000Z",
      Before: "2026-03-15T06:59:59.999Z",
      timezone: LA,
    });
  });

  it("a month holding the change does too", () => {
    expect(dateRange("thisMonth", { now: at("2026-03-20T20:00:00Z"), timeZone: LA })).toEqual({
      After: "2026-03-01T08:00:00.000Z",
      Before: "2026-04-01T06:59:59.999Z",
      timezone: LA,
    });
  });
});

describe("dateRange: weeks (UTC)", () => {
  const wednesday = at("2026-04-15T12:00:00Z");
  const sunday = at("2026-04-12T12:00:00Z");
  const newYearsDay = at("2026-01-01T12:00:00Z"); // a Thursday

  it.each([
    ["thisWeek", wednesday, undefined, "2026-04-12", "2026-04-18"],
    ["thisWeek", wednesday, 0, "2026-04-12", "2026-04-18"],
    ["thisWeek", wednesday, 1, "2026-04-13", "2026-04-19"],
    ["lastWeek", wednesday, 0, "2026-04-05", "2026-04-11"],
    ["lastWeek", wednesday, 1, "2026-04-06", "2026-04-12"],
    ["thisWeek", sunday, 0, "2026-04-12", "2026-04-18"],
    ["thisWeek", sunday, 1, "2026-04-06", "2026-04-12"],
    ["lastWeek", sunday, 1, "2026-03-30", "2026-04-05"],
    ["thisWeek", newYearsDay, 0, "2025-12-28", "2026-01-03"],
    ["thisWeek", newYearsDay, 1, "2025-12-29", "2026-01-04"],
  ] as const)("%s from %s, first day %s: %s – %s", (kind, now, firstDayOfWeek, first, last) => {
    const options =
      firstDayOfWeek === undefined
        ? { now, timeZone: "UTC" }
        : { now, timeZone: "UTC", firstDayOfWeek };
    expect(dateRange(kind, options)).toEqual({
      After: `${first}T00:00:00.000Z`,
      Before: `${last}T23:59:59.999Z`,
      timezone: "UTC",
    });
  });
});

describe("dateRange: months and years (UTC)", () => {
  it.each([
    ["thisMonth", "2026-03-31T12:00:00Z", "2026-03-01", "2026-03-31"],
    ["lastMonth", "2026-03-31T12:00:00Z", "2026-02-01", "2026-02-28"],
    ["lastMonth", "2026-01-15T12:00:00Z", "2025-12-01", "2025-12-31"],
    ["thisMonth", "2028-02-10T12:00:00Z", "2028-02-01", "2028-02-29"],
    ["thisYear", "2026-06-15T12:00:00Z", "2026-01-01", "2026-12-31"],
    ["lastYear", "2026-01-01T00:00:00Z", "2025-01-01", "2025-12-31"],
    ["today", "2026-12-31T23:59:59.999Z", "2026-12-31", "2026-12-31"],
  ] as const)("%s from %s: %s – %s", (kind, now, first, last) => {
    expect(dateRange(kind, { now: at(now), timeZone: "UTC" })).toEqual({
      After: `${first}T00:00:00.000Z`,
      Before: `${last}T23:59:59.999Z`,
      timezone: "UTC",
    });
  });
});

describe("dateRange: a zone east of UTC (Europe/Paris)", () => {
  const halfPastMidnightNewYear = at("2025-12-31T23:30:00Z"); // 00:30 on 1 January in Paris

  it("is already the new day and year in Paris", () => {
    expect(dateRange("today", { now: halfPastMidnightNewYear, timeZone: PARIS })).toEqual({
      After: "2025-12-31T23:00:00.000Z",
      Before: "2026-01-01T22:59:59.999Z",
      timezone: PARIS,
    });
    expect(dateRange("thisYear", { now: halfPastMidnightNewYear, timeZone: PARIS })).toEqual({
      After: "2025-12-31T23:00:00.000Z",
      Before: "2026-12-31T22:59:59.999Z",
      timezone: PARIS,
    });
  });

  it("is still the old day and year in UTC", () => {
    expect(dateRange("today", { now: halfPastMidnightNewYear, timeZone: "UTC" }).After).toBe(
      "2025-12-31T00:00:00.000Z",
    );
    expect(dateRange("thisYear", { now: halfPastMidnightNewYear, timeZone: "UTC" }).After).toBe(
      "2025-01-01T00:00:00.000Z",
    );
  });

  it("cuts the spring-forward day (2026-03-29) to 23 hours", () => {
    const range = dateRange("today", { now: at("2026-03-29T12:00:00Z"), timeZone: PARIS });
    expect(range.After).toBe("2026-03-28T23:00:00.000Z");
    expect(range.Before).toBe("2026-03-29T21:59:59.999Z");
  });

  it("last month from April is March, CET to CEST", () => {
    expect(dateRange("lastMonth", { now: at("2026-04-15T12:00:00Z"), timeZone: PARIS })).toEqual({
      After: "2026-02-28T23:00:00.000Z",
      Before: "2026-03-31T21:59:59.999Z",
      timezone: PARIS,
    });
  });
});

describe("dateRange: custom", () => {
  it("N days before: from 00:00 N days ago to the end of today, in the zone", () => {
    const now = at("2026-03-09T20:00:00Z");
    expect(
      dateRange("custom", { now, timeZone: LA, amount: 1, unit: "days", direction: "before" }),
    ).toEqual({
      After: "2026-03-08T08:00:00.000Z",
      Before: "2026-03-10T06:59:59.999Z",
      timezone: LA,
    });
    expect(
      dateRange("custom", { now, timeZone: "UTC", amount: 7, unit: "days", direction: "before" }),
    ).toEqual({
      After: "2026-03-02T00:00:00.000Z",
      Before: "2026-03-09T23:59:59.999Z",
      timezone: "UTC",
    });
  });

  it("N days after: from 00:00 today to the end of the day N days ahead", () => {
    const now = at("2026-10-31T20:00:00Z");
    expect(
      dateRange("custom", { now, timeZone: LA, amount: 2, unit: "days", direction: "after" }),
    ).toEqual({
      After: "2026-10-31T07:00:00.000Z",
      Before: "2026-11-03T07:59:59.999Z",
      timezone: LA,
    });
  });

  it("N hours before or after are exact instants, even across DST", () => {
    const now = at("2026-03-08T12:00:00Z");
    expect(
      dateRange("custom", { now, timeZone: LA, amount: 3, unit: "hours", direction: "before" }),
    ).toEqual({
      After: "2026-03-08T09:00:00.000Z",
      Before: "2026-03-08T12:00:00.000Z",
      timezone: LA,
    });
    expect(
      dateRange("custom", { now, timeZone: LA, amount: 3, unit: "hours", direction: "after" }),
    ).toEqual({
      After: "2026-03-08T12:00:00.000Z",
      Before: "2026-03-08T15:00:00.000Z",
      timezone: LA,
    });
  });

  it("0 days before is today", () => {
    const now = at("2026-03-08T20:00:00Z");
    expect(
      dateRange("custom", { now, timeZone: LA, amount: 0, unit: "days", direction: "before" }),
    ).toEqual(dateRange("today", { now, timeZone: LA }));
  });

  it("refuses negative, fractional or missing amounts", () => {
    const base = { now: at("2026-03-08T20:00:00Z"), timeZone: "UTC" } as const;
    expect(() =>
      dateRange("custom", { ...base, amount: -1, unit: "days", direction: "before" }),
    ).toThrow(RangeError);
    expect(() =>
      dateRange("custom", { ...base, amount: 1.5, unit: "hours", direction: "after" }),
    ).toThrow(RangeError);
    // A caller outside TypeScript may forget the custom fields.
    const untyped = dateRange as (kind: string, options: object) => DateRangeQuery;
    expect(() => untyped("custom", base)).toThrow(TypeError);
  });
});

describe("dateRange: bad input", () => {
  it("throws a RangeError for an unknown zone or an invalid now", () => {
    expect(() =>
      dateRange("today", { now: at("2026-03-08T20:00:00Z"), timeZone: "Mars/Olympus" }),
    ).toThrow(RangeError);
    expect(() => dateRange("today", { now: new Date(Number.NaN), timeZone: "UTC" })).toThrow(
      RangeError,
    );
  });
});

describe("the lists' default range (spec §9: the last day)", () => {
  it("is 'last day': 00:00 yesterday to the end of today", () => {
    expect(CANCEL_LIST_DEFAULT_RANGE).toBe("last day");
    expect(
      namedRange(CANCEL_LIST_DEFAULT_RANGE, { now: at("2026-03-09T20:00:00Z"), timeZone: LA }),
    ).toEqual({
      After: "2026-03-08T08:00:00.000Z",
      Before: "2026-03-10T06:59:59.999Z",
      timezone: LA,
    });
  });
});
