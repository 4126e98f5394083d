import { describe, expect, it } from "vitest";
import { createRouteHints } from "./route-hints.js";
import { pathParamNames, templateMatcher, toFastifyPath } from "./route-path.js";

describe("route paths", () => {
  it("turns contract templates into Fastify paths, keeping the trailing slash as written", () => {
    expect(toFastifyPath("/players/{id}/")).toBe("/players/:id/");
    expect(toFastifyPath("/sourcecodes/{id}")).toBe("/sourcecodes/:id");
    expect(toFastifyPath("/assets/players/{id}/player.png")).toBe("/assets/players/:id/player.png");
    expect(toFastifyPath("/teamcampaignoptions/{id}/{campaign}/{teams}/")).toBe(
      "/teamcampaignoptions/:id/:campaign/:teams/",
    );
    expect(pathParamNames("/emails/templates/{id}/versions/{v}/")).toEqual(["id", "v"]);
  });

  it("refuses a parameter that is not a whole segment, or a colon", () => {
    expect(() => toFastifyPath("/files/{id}.json")).toThrow(/Unsupported path segment/);
    expect(() => toFastifyPath("/a:b/")).toThrow(/Unsupported path segment/);
  });

  it("matches concrete paths for hints", () => {
    const matcher = templateMatcher("/api/players/{id}/");
    expect(matcher.test("/api/players/p1/")).toBe(true);
    expect(matcher.test("/api/players/p1")).toBe(false);
    expect(matcher.test("/api/players/p1/x/")).toBe(false);
  });

  it("hints the methods a path has, or the path with the other trailing slash", () => {
    const hints = createRouteHints();
    hints.add("GET", "/api/players/");
    hints.add("PUT", "/api/players/");
    hints.add("POST", "/api/sourcecodes/{id}");
    expect(hints.hint("/api/players/")).toEqual({ allow: ["GET", "HEAD", "PUT"] });
    expect(hints.hint("/api/players")).toEqual({ otherSlash: "/api/players/" });
    expect(hints.hint("/api/sourcecodes/x1/")).toEqual({ otherSlash: "/api/sourcecodes/x1" });
    expect(hints.hint("/api/nothing/")).toBeUndefined();
  });
});
