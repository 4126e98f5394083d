import { describe, expect, it } from "vitest";
import { mailSettingsFromEnv, parseListen } from "./settings.js";

describe("mail settings from the environment (decision 0061)", () => {
  it("runs no bounce receiver and tracks no opens unless told to", () => {
    const settings = mailSettingsFromEnv({});
    expect(settings.bounceSmtp).toBeUndefined();
    expect(settings.openTrackingUrl).toBeUndefined();
  });

  it("reads where the bounce receiver listens and the tracking base", () => {
    const settings = mailSettingsFromEnv({
      CANVASS_BOUNCE_SMTP: " 0.0.0.0:2525 ",
      CANVASS_OPEN_TRACKING_URL: "https://canvass.example.org/api",
    });
    expect(settings.bounceSmtp).toEqual({ host: "0.0.0.0", port: 2525 });
    expect(settings.openTrackingUrl).toBe("https://canvass.example.org/api");
    expect(parseListen("2526")).toEqual({ host: "127.0.0.1", port: 2526 });
    expect(parseListen("[::1]:25")).toEqual({ host: "::1", port: 25 });
  });

  it("refuses a malformed listen address or tracking base at start", () => {
    expect(() => mailSettingsFromEnv({ CANVASS_BOUNCE_SMTP: "host:port" })).toThrow(
      /CANVASS_BOUNCE_SMTP/,
    );
    expect(() => parseListen(":25")).toThrow(/CANVASS_BOUNCE_SMTP/);
    expect(() => mailSettingsFromEnv({ CANVASS_OPEN_TRACKING_URL: "javascript:alert(1)" })).toThrow(
      /CANVASS_OPEN_TRACKING_URL/,
    );
  });
});
