import { describe, expect, it } from "vitest";
import { ACTIVE_WINDOW_MS, activityRange, isActiveAt } from "./active-window";

describe("activityRange", () => {
  it("asks for whole hours around the last 15 minutes", () => {
    expect(activityRange(new Date("2026-11-21T10:05:30.000Z"))).toEqual({
      After: "2026-11-21T09:00:00.000Z",
      Before: "2026-11-21T11:00:00.000Z",
    });
    expect(activityRange(new Date("2026-11-21T10:40:00.000Z"))).toEqual({
      After: "2026-11-21T10:00:00.000Z",
      Before: "2026-11-21T11:00:00.000Z",
    });
  });

  it("stays the same query from one refresh to the next within the hour", () => {
    const first = activityRange(new Date("2026-11-21T10:20:00.000Z"));
    const minuteLater = activityRange(new Date("2026-11-21T10:21:00.000Z"));
    expect(minuteLater).toEqual(first);
  });

  it("always covers the window", () => {
    for (let minute = 0; minute < 120; minute += 7) {
      const now = new Date(Date.UTC(2026, 10, 21, 9, minute, 13));
      const { After, Before } = activityRange(now);
      expect(Date.parse(After)).toBeLessThanOrEqual(now.getTime() - ACTIVE_WINDOW_MS);
      expect(Date.parse(Before)).toBeGreaterThan(now.getTime());
    }
  });
});

describe("isActiveAt", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");
  it("counts the last 15 minutes, both ends included", () => {
    expect(isActiveAt("2026-11-21T10:00:00.000Z", now)).toBe(true);
    expect(isActiveAt("2026-11-21T09:45:00.000Z", now)).toBe(true);
    expect(isActiveAt("2026-11-21T09:44:59.999Z", now)).toBe(false);
    expect(isActiveAt("2026-11-21T10:00:00.001Z", now)).toBe(false);
  });
});
