import { describe, expect, it } from "vitest";
import {
  cacheKey,
  cachedPathOf,
  fillPath,
  isCacheEntry,
  isInvalidatedBy,
  parentCollection,
  stableStringify,
} from "./cache-key";

describe("cache keys", () => {
  it("are method + path template + params, whatever the order of the params", () => {
    const a = cacheKey("get", "/query/accounts/", {
      query: { Page: 1, Campaign: "c1", Sort: undefined },
    });
    const b = cacheKey("GET", "/query/accounts/", { query: { Campaign: "c1", Page: 1 } });
    expect(a).toBe(b);
    expect(a).toBe('cache:GET /query/accounts/ {"path":{},"query":{"Campaign":"c1","Page":1}}');
    expect(cacheKey("GET", "/query/accounts/", { query: { Page: 2 } })).not.toBe(b);
  });

  it("give back the concrete path they stand for", () => {
    const key = cacheKey("GET", "/players/{id}/", { path: { id: "abc" }, query: { x: "a b" } });
    expect(cachedPathOf(key)).toBe("/players/abc/");
    expect(cachedPathOf("prefs:language")).toBeUndefined();
    expect(cachedPathOf("cache:GET /x/ {broken")).toBeUndefined();
  });

  it("sort nested objects too", () => {
    expect(stableStringify({ b: { d: 1, c: [2, { f: 1, e: 0 }] }, a: 0 })).toBe(
      '{"a":0,"b":{"c":[2,{"e":0,"f":1}],"d":1}}',
    );
  });
});

describe("paths", () => {
  it("fills and encodes path parameters", () => {
    expect(fillPath("/emails/templates/{id}/versions/{v}/", { id: "t1", v: 3 })).toBe(
      "/emails/templates/t1/versions/3/",
    );
    expect(fillPath("/fields/{type}/", { type: "a/b" })).toBe("/fields/a%2Fb/");
  });

  it("finds the parent collection", () => {
    expect(parentCollection("/players/abc/")).toBe("/players/");
    expect(parentCollection("/sourcecodes/x1")).toBe("/sourcecodes/");
    expect(parentCollection("/players/")).toBe("/");
  });

  it("invalidates the path, what is under it and its collection, nothing else", () => {
    expect(isInvalidatedBy("/players/abc/", "/players/abc/")).toBe(true);
    expect(isInvalidatedBy("/players/", "/players/abc/")).toBe(true);
    expect(isInvalidatedBy("/campaigns/abc/teams/", "/campaigns/abc/")).toBe(true);
    expect(isInvalidatedBy("/players/xyz/", "/players/abc/")).toBe(false);
    expect(isInvalidatedBy("/teams/", "/players/abc/")).toBe(false);
  });
});

describe("isCacheEntry", () => {
  it("accepts {lm, data} only", () => {
    expect(isCacheEntry({ lm: "x", data: null })).toBe(true);
    expect(isCacheEntry({ lm: 1, data: null })).toBe(false);
    expect(isCacheEntry({ lm: "x" })).toBe(false);
    expect(isCacheEntry("x")).toBe(false);
  });
});
