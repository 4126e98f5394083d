import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { basicAuthHeader } from "./basic-auth";
import { decodeBase64UrlUtf8, encodeBase64Utf8 } from "./base64";

describe("basicAuthHeader", () => {
  it("is Basic base64(utf8(playerId:token))", () => {
    expect(basicAuthHeader("p9f8e7", "a.b.c")).toBe(
      `Basic ${Buffer.from("p9f8e7:a.b.c", "utf8").toString("base64")}`,
    );
    expect(basicAuthHeader("p9f8e7", "a.b.c")).toBe("Basic cDlmOGU3OmEuYi5j");
  });

  it("encodes non-ASCII as UTF-8 (plain btoa would throw)", () => {
    const header = basicAuthHeader("jöse", "tökén✓");
    expect(header).toBe(`Basic ${Buffer.from("jöse:tökén✓", "utf8").toString("base64")}`);
  });

  it("handles long tokens (chunked encoding)", () => {
    const token = "x".repeat(100_000) + "é";
    expect(basicAuthHeader("p", token)).toBe(
      `Basic ${Buffer.from(`p:${token}`).toString("base64")}`,
    );
  });
});

describe("base64 helpers", () => {
  it("round-trip UTF-8 through base64url", () => {
    const text = "héllo ✓ 🎉";
    const url = encodeBase64Utf8(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(decodeBase64UrlUtf8(url)).toBe(text);
  });
});
