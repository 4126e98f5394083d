import { describe, expect, it } from "vitest";
import { bucketLabel, monthLabel, orNone } from "./dashboard-words";

const t = (key: string) => `«${key}»`;

describe("the dashboard's bucket words", () => {
  it("write a day or week bucket as a day and a month bucket as a month, in the locale", () => {
    expect(bucketLabel("2026-03-02", "day", "en-US")).toBe("Mar 2");
    expect(bucketLabel("2026-03-02", "week", "fr-CA")).toBe("2 mars");
    expect(bucketLabel("2026-03-01", "month", "en-US")).toBe("Mar 2026");
  });

  it("read the bucket as a calendar date, whatever the browser's zone", () => {
    // 2026-01-01 is never shown as Dec 31, the bucket is a date, not an instant
    expect(bucketLabel("2026-01-01", "day", "en-GB")).toBe("1 Jan");
    expect(monthLabel("2026-01", "es-ES")).toBe("ene 2026");
  });

  it("call an empty key none", () => {
    expect(orNone(t, "")).toBe("«dashboard.none»");
    expect(orNone(t, undefined)).toBe("«dashboard.none»");
    expect(orNone(t, "North")).toBe("North");
  });
});
