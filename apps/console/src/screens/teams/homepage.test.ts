import { describe, expect, it } from "vitest";
import { homepageOf, metadataWithHomepage } from "./homepage";

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
