/**
 * Which seasonal decoration the top bar shows today (spec §4, §9). On a date of the holiday
 * table the theme is stored in a cookie that lives for the remaining theme days × 25 h; while
 * that cookie lives the decoration shows, even on a day the table no longer matches (the cookie
 * "keeps the remaining days"). Pure: the clock, the cookie string and the switch are passed in,
 * and the cookie to write is returned, so the hook only applies it.
 */
import {
  HOLIDAYS,
  activeHoliday,
  holidayCookieMaxAgeSeconds,
  type HolidayId,
} from "@canvass/sdk/holidays";

export const HOLIDAY_COOKIE_NAME = "canvass_holiday";

const HOLIDAY_IDS: ReadonlySet<string> = new Set(HOLIDAYS.map((holiday) => holiday.id));

function isHolidayId(value: string): value is HolidayId {
  return HOLIDAY_IDS.has(value);
}

/** The value of cookie `name` in a `document.cookie` string, or `null`. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The theme a live holiday cookie names, or `null` (absent or not a known theme). */
export function holidayFromCookie(cookies: string): HolidayId | null {
  const value = readCookie(cookies, HOLIDAY_COOKIE_NAME);
  return value !== null && isHolidayId(value) ? value : null;
}

/** The `document.cookie` assignment that keeps `id` for `remainingDays` × 25 h. */
export function holidayCookie(id: HolidayId, remainingDays: number, secure = false): string {
  const maxAge = holidayCookieMaxAgeSeconds(remainingDays);
  return `${HOLIDAY_COOKIE_NAME}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface HolidayInput {
  /** Now (the platform's local calendar decides the day unless `timeZone` is given). */
  readonly now: Date;
  /** `document.cookie`. */
  readonly cookies: string;
  /** The host configuration's `holidays` switch. */
  readonly enabled: boolean;
  readonly timeZone?: string;
  /** Whether the page is served over https (the cookie is then `Secure`). */
  readonly secure?: boolean;
}

export interface HolidayDecision {
  /** The theme to show, `null` for none. */
  readonly holiday: HolidayId | null;
  /** A cookie to store (`document.cookie = …`), `null` when nothing changes. */
  readonly setCookie: string | null;
}

const NONE: HolidayDecision = { holiday: null, setCookie: null };

/**
 * Today's decoration. A date match wins and is stored, unless the cookie already keeps that
 * theme (its lifetime was set on the first matching visit); without a match, a live cookie's
 * theme still shows. Switched off, nothing shows and nothing is stored.
 */
export function decideHoliday(input: HolidayInput): HolidayDecision {
  if (!input.enabled) return NONE;
  const stored = holidayFromCookie(input.cookies);
  const match = activeHoliday(
    input.now,
    input.timeZone === undefined ? {} : { timeZone: input.timeZone },
  );
  if (match === null) return { holiday: stored, setCookie: null };
  return {
    holiday: match.id,
    setCookie:
      stored === match.id
        ? null
        : holidayCookie(match.id, match.remainingDays, input.secure ?? false),
  };
}
