import { describe, expect, it } from "vitest";
import {
  DEFAULT_FIRST_DAY_OF_WEEK,
  DEFAULT_TIME_ZONES,
  DURATION_DAYS,
  durationToDays,
  formatDate,
  isValidTimeZone,
} from "./index";

describe("date constants (spec §9)", () => {
  it("lists the default zones in order and starts weeks on Sunday", () => {
    expect([...DEFAULT_TIME_ZONES]).toEqual([
      "US/Alaska",
      "America/Los_Angeles",
      "US/Mountain",
      "US/Central",
      "US/Eastern",
      "Canada/Atlantic",
      "Europe/London",
      "Europe/Paris",
      "UTC",
    ]);
    expect(DEFAULT_FIRST_DAY_OF_WEEK).toBe(0);
  });
});

describe("isValidTimeZone", () => {
  it.each(DEFAULT_TIME_ZONES)("accepts the default zone %s", (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each([
    "America/Los_Angeles",
    "Europe/Paris",
    "Asia/Kolkata",
    "america/los_angeles",
    "Etc/GMT+5",
  ])("accepts %s", (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(["", " ", "Mars/Olympus", "Europe/Pariss", "+01:00", "-0500", " UTC", "UTC "])(
    "refuses %j",
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );

  it("gives the same answers when asked again, past the names it keeps", () => {
    const links = ["US/Alaska", "UTC", "Canada/Atlantic"];
    const unknown = Array.from({ length: 600 }, (_, index) => `Nowhere/Place${index}`);
    for (let round = 0; round < 2; round += 1) {
      expect(links.map((zone) => isValidTimeZone(zone))).toEqual([true, true, true]);
      expect(unknown.filter((zone) => isValidTimeZone(zone))).toEqual([]);
    }
    expect(isValidTimeZone("US/Alaska")).toBe(true);
  });
});

describe("durations (spec §9)", () => {
  it("counts a month as 30 days and a year as 365", () => {
    expect(DURATION_DAYS.month).toBe(30);
    expect(DURATION_DAYS.year).toBe(365);
    expect(durationToDays(1, "month")).toBe(30);
    expect(durationToDays(2, "month")).toBe(60);
    expect(durationToDays(1, "year")).toBe(365);
    expect(durationToDays(3, "day")).toBe(3);
  });
});

describe("formatDate", () => {
  const instant = new Date("2026-03-08T05:00:00Z"); // still 7 March in Los Angeles

  it("reads the calendar in the given zone", () => {
    expect(formatDate(instant, "en-US", "America/Los_Angeles")).toBe("Mar 7, 2026");
    expect(formatDate(instant, "en-US", "UTC")).toBe("Mar 8, 2026");
    expect(formatDate(instant, "fr-CA", "Europe/Paris")).toBe("8 mars 2026");
  });

  it("orders numeric dates the locale's way", () => {
    const numeric = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
    expect(formatDate(instant, "en-US", "UTC", numeric)).toBe("03/08/2026");
    expect(formatDate(instant, "en-GB", "UTC", numeric)).toBe("08/03/2026");
    expect(formatDate(instant, "en-CA", "UTC", numeric)).toBe("2026-03-08");
    expect(formatDate(instant.getTime(), "es-ES", "UTC", numeric)).toBe("08/03/2026");
  });

  it("throws for an unknown zone", () => {
    expect(() => formatDate(instant, "en-CA", "Mars/Olympus")).toThrow(RangeError);
  });
});
