import { describe, expect, it } from "vitest";
import { joinAreas } from "./join-areas";

describe("joinAreas", () => {
  it("joins every area's messages into one flat table", () => {
    const joined = joinAreas({
      "../messages/common/en-CA.ts": {
        messages: { "app.loading": "Loading…", "route.home": "Home" },
      },
      "../messages/nav/en-CA.ts": { messages: { "nav.users": "Users" } },
    });

    expect(joined).toEqual({
      "app.loading": "Loading…",
      "route.home": "Home",
      "nav.users": "Users",
    });
  });

  it("gives an empty table when there are no areas, or only empty ones", () => {
    expect(joinAreas({})).toEqual({});
    expect(joinAreas({ "../messages/empty/en-CA.ts": { messages: {} } })).toEqual({});
  });

  it("throws on a key two areas define, naming the key and the second file", () => {
    const twice = () =>
      joinAreas({
        "../messages/common/en-CA.ts": { messages: { "route.home": "Home", "app.loading": "…" } },
        "../messages/nav/en-CA.ts": { messages: { "nav.users": "Users", "route.home": "Start" } },
      });

    expect(twice).toThrow(/"route\.home" is defined twice/);
    expect(twice).toThrow("../messages/nav/en-CA.ts");
  });

  it("treats keys as text, so a key named like an object property is no duplicate", () => {
    const joined = joinAreas({
      "../messages/a/en-CA.ts": { messages: { constructor: "A", toString: "B" } },
    });

    expect(joined).toEqual({ constructor: "A", toString: "B" });
  });
});
