import { describe, expect, it } from "vitest";
import {
  HOLIDAYS,
  activeHoliday,
  holidayCookieMaxAgeSeconds,
  type ActiveHoliday,
  type HolidayId,
} from "./index";

/** Noon UTC on a calendar day, read in UTC. */
const onUtcDay = (isoDay: string): ActiveHoliday | null =>
  activeHoliday(new Date(`${isoDay}T12:00:00Z`), { timeZone: "UTC" });

type Expectation = readonly [day: string, expected: ActiveHoliday | null];
const showing = (id: HolidayId, remainingDays: number): ActiveHoliday => ({ id, remainingDays });

describe("HOLIDAYS (spec §9)", () => {
  it("has every theme once, with the spec's start and length", () => {
    const summary = HOLIDAYS.map((h) =>
      h.kind === "fixed"
        ? `${h.id} ${h.month}-${h.day} ${h.days}`
        : `${h.id} ${h.year}-${h.month}-${h.day} ${h.days}`,
    );
    expect(summary).toEqual([
      "christmas 12-20 10",
      "new-year 12-30 5",
      "halloween 10-29 4",
      "july-4 7-4 2",
      "canada-day 7-1 2",
      "st-patrick 3-16 3",
      "valentine 2-14 1",
      "india-independence 8-15 1",
      "gandhi-birthday 10-2 1",
      "peru-independence 7-28 1",
      "hispanic-day 10-12 1",
      "chinese-new-year 2026-2-17 8",
      "us-thanksgiving 2025-11-25 3",
      "canadian-thanksgiving 2025-10-12 3",
      "easter 2026-4-4 3",
      "diwali 2025-10-18 8",
      "holy-week 2026-3-29 7",
    ]);
  });
});

describe("activeHoliday: fixed themes (first day, last day, day after; 2027)", () => {
  const cases: readonly Expectation[] = [
    ["2027-12-20", showing("christmas", 10)],
    ["2027-12-29", showing("christmas", 1)],
    ["2027-12-30", showing("new-year", 5)], // the day after christmas is new year's first
    ["2027-12-31", showing("new-year", 4)],
    ["2028-01-01", showing("new-year", 3)],
    ["2028-01-03", showing("new-year", 1)],
    ["2028-01-04", null],
    ["2027-10-29", showing("halloween", 4)],
    ["2027-11-01", showing("halloween", 1)],
    ["2027-11-02", null],
    ["2027-07-04", showing("july-4", 2)],
    ["2027-07-05", showing("july-4", 1)],
    ["2027-07-06", null],
    ["2027-07-01", showing("canada-day", 2)],
    ["2027-07-02", showing("canada-day", 1)],
    ["2027-07-03", null],
    ["2027-03-16", showing("st-patrick", 3)],
    ["2027-03-18", showing("st-patrick", 1)],
    ["2027-03-19", null],
    ["2027-02-14", showing("valentine", 1)],
    ["2027-02-15", null],
    ["2027-08-15", showing("india-independence", 1)],
    ["2027-08-16", null],
    ["2027-10-02", showing("gandhi-birthday", 1)],
    ["2027-10-03", null],
    ["2027-07-28", showing("peru-independence", 1)],
    ["2027-07-29", null],
    ["2027-10-12", showing("hispanic-day", 1)],
    ["2027-10-13", null],
    ["2027-12-19", null],
    ["2027-10-28", null],
  ];
  it.each(cases)("%s → %j", (day, expected) => {
    expect(onUtcDay(day)).toEqual(expected);
  });

  it("new year crosses the year end every year", () => {
    expect(onUtcDay("2025-01-02")).toEqual(showing("new-year", 2));
    expect(onUtcDay("2031-01-03")).toEqual(showing("new-year", 1));
  });
});

describe("activeHoliday: year-specific themes", () => {
  const cases: readonly Expectation[] = [
    ["2026-02-17", showing("chinese-new-year", 8)],
    ["2026-02-24", showing("chinese-new-year", 1)],
    ["2026-02-25", null],
    ["2025-11-25", showing("us-thanksgiving", 3)],
    ["2025-11-27", showing("us-thanksgiving", 1)],
    ["2025-11-28", null],
    ["2025-10-12", showing("canadian-thanksgiving", 3)], // wins over hispanic-day (same start)
    ["2025-10-14", showing("canadian-thanksgiving", 1)],
    ["2025-10-15", null],
    ["2026-04-04", showing("easter", 3)], // wins over holy week's last day (later start)
    ["2026-04-06", showing("easter", 1)],
    ["2026-04-07", null],
    ["2025-10-18", showing("diwali", 8)],
    ["2025-10-25", showing("diwali", 1)],
    ["2025-10-26", null],
    ["2026-03-29", showing("holy-week", 7)],
    ["2026-04-03", showing("holy-week", 2)], // its last day, 04-04, is shown as easter
  ];
  it.each(cases)("%s → %j", (day, expected) => {
    expect(onUtcDay(day)).toEqual(expected);
  });

  it("does not recur in other years", () => {
    expect(onUtcDay("2027-02-17")).toBeNull();
    expect(onUtcDay("2026-11-25")).toBeNull();
    expect(onUtcDay("2026-10-18")).toBeNull();
    expect(onUtcDay("2026-10-12")).toEqual(showing("hispanic-day", 1));
  });
});

describe("activeHoliday: which calendar", () => {
  it("reads the day in the given zone", () => {
    const instant = new Date("2027-12-20T03:00:00Z"); // still 19 December in Los Angeles
    expect(activeHoliday(instant, { timeZone: "UTC" })).toEqual(showing("christmas", 10));
    expect(activeHoliday(instant, { timeZone: "America/Los_Angeles" })).toBeNull();
    const newYearInParis = new Date("2028-01-03T23:30:00Z"); // 4 January in Paris
    expect(activeHoliday(newYearInParis, { timeZone: "UTC" })).toEqual(showing("new-year", 1));
    expect(activeHoliday(newYearInParis, { timeZone: "Europe/Paris" })).toBeNull();
  });

  it("uses the platform's local calendar without a zone", () => {
    expect(activeHoliday(new Date(2027, 11, 31, 12))).toEqual(showing("new-year", 4));
    expect(activeHoliday(new Date(2027, 11, 29, 23, 59))).toEqual(showing("christmas", 1));
  });

  it("accepts its own list of themes and ignores an invalid date", () => {
    const holidays = [{ id: "easter", kind: "fixed", month: 5, day: 1, days: 2 }] as const;
    expect(activeHoliday(new Date("2027-05-02T12:00:00Z"), { timeZone: "UTC", holidays })).toEqual(
      showing("easter", 1),
    );
    expect(activeHoliday(new Date(Number.NaN))).toBeNull();
  });
});

describe("holidayCookieMaxAgeSeconds (remaining days × 25 hours)", () => {
  it.each([
    [1, 90_000],
    [3, 270_000],
    [10, 900_000],
    [0, 0],
  ])("%i day(s) → %i s", (days, seconds) => {
    expect(holidayCookieMaxAgeSeconds(days)).toBe(seconds);
  });

  it("matches the remaining days of an active theme", () => {
    const active = onUtcDay("2027-12-27");
    expect(active).toEqual(showing("christmas", 3));
    expect(holidayCookieMaxAgeSeconds(active?.remainingDays ?? 0)).toBe(3 * 25 * 3600);
  });

  it("refuses negative or fractional days", () => {
    expect(() => holidayCookieMaxAgeSeconds(-1)).toThrow(RangeError);
    expect(() => holidayCookieMaxAgeSeconds(1.5)).toThrow(RangeError);
  });
});
