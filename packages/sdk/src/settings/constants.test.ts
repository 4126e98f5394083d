import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("settings constants (spec §2, §9)", () => {
  it("holds the spec's numbers", () => {
    expect(c.CONFIG_VERSION).toBe("0.0.1");
    expect(c.PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100, 250, 500]);
    expect(c.LARGE_PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100, 250, 500, 1000]);
    expect(c.DEFAULT_PAGE_SIZE).toBe(50);
    expect(c.CLIENTS_DEFAULT_PAGE_SIZE).toBe(10);
    expect(c.HISTORY_PAGE_SIZE).toBe(50);
    expect(c.FETCH_ALL_PAGE_SIZE).toBe(1000);
    expect(c.LAST_SUBMISSIONS_DEFAULT).toBe(5);
    expect(c.NOTIFICATION_DISMISS_MS).toBe(8000);
    expect(c.HOVER_HIDE_DELAY_MS).toBe(50);
    expect(c.CONFIG_POLL_MS).toBe(50);
    expect(c.LOGOUT_RELOAD_DELAY_MS).toBe(250);
    expect(c.DEFAULT_DASHBOARD_TYPE).toBe("subs");
    expect(c.EXPORT_FORMATS).toEqual([
      "csv",
      "text",
      "json",
      "pdf",
      "html",
      "audio",
      "video",
      "png",
      "geojson",
    ]);
    expect(c.STORAGE_DEFAULTS).toEqual({
      name: "assets",
      storeName: "keyvaluepairs",
      size: 4980736,
    });
  });
});
