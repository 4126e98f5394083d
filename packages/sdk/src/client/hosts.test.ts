import { describe, expect, it } from "vitest";
import { applyTag, createBaseUrlResolver } from "./hosts";

describe("applyTag", () => {
  it("puts the tag into the host name", () => {
    expect(applyTag("https://api.{tag}.canvass.test", "acme")).toBe(
      "https://api.acme.canvass.test",
    );
  });

  it("drops the placeholder and its dot when there is no tag", () => {
    expect(applyTag("https://api.{tag}.canvass.test", undefined)).toBe("https://api.canvass.test");
    expect(applyTag("http://127.0.0.1:8787/api", "acme")).toBe("http://127.0.0.1:8787/api");
  });
});

describe("createBaseUrlResolver", () => {
  it("routes each server to its own base and reads the tag on every call", () => {
    let tag: string | undefined = "one";
    const resolve = createBaseUrlResolver({
      baseUrl: "https://api.{tag}.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      loggingUrl: "https://log.canvass.test",
      tag: () => tag,
    });
    expect(resolve("api")).toBe("https://api.one.canvass.test");
    expect(resolve("assets")).toBe("https://assets.canvass.test");
    expect(resolve("logging")).toBe("https://log.canvass.test");
    tag = "two";
    expect(resolve("api")).toBe("https://api.two.canvass.test");
  });

  it("has no logging base when none is configured", () => {
    const resolve = createBaseUrlResolver({ baseUrl: "http://a", assetsUrl: "http://b" });
    expect(resolve("logging")).toBeUndefined();
  });
});
