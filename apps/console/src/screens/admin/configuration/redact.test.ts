// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HIDDEN, redact, settingRows } from "./redact";

describe("redact", () => {
  it("hides secret-named values at any depth and keeps the rest", () => {
    const settings = {
      name: "Canvass",
      api: { baseUrl: "/api", apiKey: "abc", nested: [{ password: "p", user: "u" }] },
      smtpPassword: "x",
      dkimPrivateKey: "-----BEGIN",
      tokenTtl: 60,
    };
    expect(redact(settings)).toEqual({
      name: "Canvass",
      api: { baseUrl: "/api", apiKey: HIDDEN, nested: [{ password: HIDDEN, user: "u" }] },
      smtpPassword: HIDDEN,
      dkimPrivateKey: HIDDEN,
      tokenTtl: HIDDEN,
    });
  });

  it("lists one row per leaf with dotted keys and no secret", () => {
    const rows = settingRows({ branding: { primary: "#123" }, holidays: true, secret: "s" });
    expect(rows).toEqual([
      { key: "branding.primary", value: "#123" },
      { key: "holidays", value: "true" },
      { key: "secret", value: HIDDEN },
    ]);
    expect(JSON.stringify(rows)).not.toContain('"s"');
  });
});
