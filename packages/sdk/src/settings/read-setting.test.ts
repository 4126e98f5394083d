import { describe, expect, it, vi } from "vitest";
import type { Mock } from "vitest";
import type { WarningLogger } from "./logger";
import { readSetting, valueKind } from "./read-setting";

function spyLogger(): { warn: Mock<WarningLogger["warn"]> } {
  return { warn: vi.fn<WarningLogger["warn"]>() };
}

describe("readSetting", () => {
  it("returns a setting of the default's type without warning", () => {
    const logger = spyLogger();
    expect(readSetting({ messageTracking: true }, "messageTracking", false, { logger })).toBe(true);
    expect(readSetting({ firstDayOfWeek: 1 }, "firstDayOfWeek", 0, { logger })).toBe(1);
    expect(readSetting({ tz: ["UTC"] }, "tz", ["US/Alaska"], { logger })).toEqual(["UTC"]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("uses the default silently when the setting is absent", () => {
    const logger = spyLogger();
    expect(readSetting({}, "dashboardType", "subs", { logger })).toBe("subs");
    expect(readSetting(undefined, "dashboardType", "subs", { logger })).toBe("subs");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("ignores a setting of another type, warns and uses the default", () => {
    const logger = spyLogger();
    expect(readSetting({ messageTracking: "yes" }, "messageTracking", false, { logger })).toBe(
      false,
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("messageTracking"), {
      key: "messageTracking",
      expected: "boolean",
      actual: "string",
    });
  });

  it("tells arrays from objects and counts null as the wrong type", () => {
    const logger = spyLogger();
    expect(readSetting({ tz: { a: 1 } }, "tz", ["UTC"], { logger })).toEqual(["UTC"]);
    expect(readSetting({ map: [42.8, -98.67] }, "map", { lat: 0, lng: 0 }, { logger })).toEqual({
      lat: 0,
      lng: 0,
    });
    expect(readSetting({ homepage: null }, "homepage", "/subs", { logger })).toBe("/subs");
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it("reads dotted keys through nested objects", () => {
    const logger = spyLogger();
    const settings = { user: { hide_location: true } };
    expect(readSetting(settings, "user.hide_location", false, { logger })).toBe(true);
    expect(
      readSetting({ "user.hide_location": true }, "user.hide_location", false, { logger }),
    ).toBe(true);
    expect(readSetting({ user: [] }, "user.hide_location", false, { logger })).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe("valueKind", () => {
  it("names arrays, null and objects apart", () => {
    expect([[], null, {}, "", 0, false, undefined].map(valueKind)).toEqual([
      "array",
      "null",
      "object",
      "string",
      "number",
      "boolean",
      "undefined",
    ]);
  });
});
