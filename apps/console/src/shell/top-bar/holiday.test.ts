import { describe, expect, it } from "vitest";
import {
  HOLIDAY_COOKIE_NAME,
  decideHoliday,
  holidayCookie,
  holidayFromCookie,
  readCookie,
  type HolidayInput,
} from "./holiday";

const HOUR = 60 * 60;

/** Noon UTC on a calendar day, decided in UTC, with the given cookies. */
const on = (isoDay: string, cookies = "", extra: Partial<HolidayInput> = {}) =>
  decideHoliday({
    now: new Date(`${isoDay}T12:00:00Z`),
    cookies,
    enabled: true,
    timeZone: "UTC",
    ...extra,
  });

describe("readCookie", () => {
  it("finds a cookie among others, trimmed and decoded", () => {
    expect(readCookie("a=1; canvass_holiday=easter;b=2", "canvass_holiday")).toBe("easter");
    expect(readCookie("x=hello%20world", "x")).toBe("hello world");
  });

  it("is null when the cookie is absent or only a prefix matches", () => {
    expect(readCookie("", "canvass_holiday")).toBeNull();
    expect(readCookie("canvass_holidays=easter; other", "canvass_holiday")).toBeNull();
  });
});

describe("holidayFromCookie", () => {
  it("accepts only the ids of the holiday table", () => {
    expect(holidayFromCookie(`${HOLIDAY_COOKIE_NAME}=diwali`)).toBe("diwali");
    expect(holidayFromCookie(`${HOLIDAY_COOKIE_NAME}=birthday`)).toBeNull();
  });
});

describe("holidayCookie", () => {
  it("lives for the remaining days × 25 hours on the whole site, SameSite=Lax", () => {
    expect(holidayCookie("christmas", 10)).toBe(
      `canvass_holiday=christmas; Max-Age=${10 * 25 * HOUR}; Path=/; SameSite=Lax`,
    );
    expect(holidayCookie("valentine", 1, true)).toBe(
      `canvass_holiday=valentine; Max-Age=${25 * HOUR}; Path=/; SameSite=Lax; Secure`,
    );
  });
});

describe("decideHoliday (spec §9 table)", () => {
  it.each([
    // fixed themes: first day stores the full length
    ["2027-12-20", "christmas", 10],
    ["2027-12-30", "new-year", 5],
    ["2028-01-03", "new-year", 1],
    ["2027-10-29", "halloween", 4],
    ["2027-07-04", "july-4", 2],
    ["2027-07-01", "canada-day", 2],
    ["2027-03-16", "st-patrick", 3],
    ["2027-02-14", "valentine", 1],
    ["2027-08-15", "india-independence", 1],
    ["2027-10-02", "gandhi-birthday", 1],
    ["2027-07-28", "peru-independence", 1],
    ["2027-10-12", "hispanic-day", 1],
    // year-specific themes
    ["2026-02-17", "chinese-new-year", 8],
    ["2025-11-25", "us-thanksgiving", 3],
    ["2025-10-12", "canadian-thanksgiving", 3],
    ["2026-04-04", "easter", 3],
    ["2025-10-18", "diwali", 8],
    ["2026-03-29", "holy-week", 7],
    // later days keep only what remains
    ["2027-12-25", "christmas", 5],
    ["2026-02-20", "chinese-new-year", 5],
  ] as const)("%s shows %s and stores it for %i days", (day, id, days) => {
    expect(on(day)).toEqual({ holiday: id, setCookie: holidayCookie(id, days) });
  });

  it("shows nothing and stores nothing on an ordinary day without a cookie", () => {
    expect(on("2027-06-10")).toEqual({ holiday: null, setCookie: null });
    expect(on("2026-04-07")).toEqual({ holiday: null, setCookie: null }); // day after Easter
  });

  it("keeps showing a live cookie's theme after the dates, without storing again", () => {
    expect(on("2027-02-15", "canvass_holiday=valentine")).toEqual({
      holiday: "valentine",
      setCookie: null,
    });
  });

  it("does not rewrite a cookie that already keeps today's theme", () => {
    expect(on("2027-12-22", "canvass_holiday=christmas")).toEqual({
      holiday: "christmas",
      setCookie: null,
    });
  });

  it("replaces an older theme's cookie when a new theme starts", () => {
    expect(on("2027-12-30", "canvass_holiday=christmas")).toEqual({
      holiday: "new-year",
      setCookie: holidayCookie("new-year", 5),
    });
  });

  it("ignores a cookie naming no known theme", () => {
    expect(on("2027-06-10", "canvass_holiday=<script>")).toEqual({
      holiday: null,
      setCookie: null,
    });
  });

  it("shows and stores nothing when the host switches holidays off", () => {
    expect(on("2027-12-20", "canvass_holiday=christmas", { enabled: false })).toEqual({
      holiday: null,
      setCookie: null,
    });
  });

  it("marks the cookie Secure over https", () => {
    expect(on("2027-02-14", "", { secure: true }).setCookie).toBe(
      holidayCookie("valentine", 1, true),
    );
  });
});
