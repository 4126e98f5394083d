import { describe, expect, it } from "vitest";
import { homepageOf, homepageProblem, metadataWithHomepage } from "./homepage";

describe("homepageProblem", () => {
  it("accepts console addresses that lead to a screen", () => {
    for (const path of ["/dashboard/subs", "/user/me", "/subs", "/team/a1b2c3", "/teams?q=x", ""]) {
      expect(homepageProblem(path), path).toBeUndefined();
    }
  });

  it("refuses other sites, relative text and odd characters", () => {
    for (const path of [
      "https://evil.test/",
      "//evil.test",
      "dashboard",
      "/a b",
      "/\\evil",
      "javascript:alert(1)",
    ]) {
      expect(homepageProblem(path), path).toBe("notPath");
    }
  });

  it("refuses paths that are no screen, and the sign-in pages", () => {
    for (const path of ["/nowhere", "/login", "/team", "/"]) {
      expect(homepageProblem(path), path).toBe("unknownPage");
    }
  });
});

describe("metadataWithHomepage", () => {
  it("sets, replaces and removes the home page and keeps the other keys", () => {
    expect(metadataWithHomepage({ region: "west" }, " /subs ")).toEqual({
      region: "west",
      homepage: "/subs",
    });
    expect(metadataWithHomepage({ homepage: "/subs", region: 2 }, "")).toEqual({ region: 2 });
    expect(metadataWithHomepage(undefined, "/tree")).toEqual({ homepage: "/tree" });
  });

  it("reads only a text home page", () => {
    expect(homepageOf({ homepage: "/subs" })).toBe("/subs");
    expect(homepageOf({ homepage: 3 })).toBe("");
    expect(homepageOf(undefined)).toBe("");
  });
});
