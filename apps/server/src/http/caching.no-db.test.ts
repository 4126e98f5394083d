import { describe, expect, it } from "vitest";
import { conditional, lastModifiedStamp } from "./caching.js";

const at = (iso: string) => new Date(iso);

describe("lastModifiedStamp", () => {
  it("is the second of the change when that second is over", () => {
    expect(lastModifiedStamp(at("2026-11-21T10:00:00.700Z"), at("2026-11-21T10:00:05Z"))).toEqual(
      at("2026-11-21T10:00:00Z"),
    );
  });
  it("is one second earlier while the change's second is still running", () => {
    expect(
      lastModifiedStamp(at("2026-11-21T10:00:00.300Z"), at("2026-11-21T10:00:00.900Z")),
    ).toEqual(at("2026-11-21T09:59:59Z"));
  });
});

describe("conditional", () => {
  const modified = at("2026-11-21T10:00:00.500Z");
  const now = at("2026-11-21T11:00:00Z");

  it("sends Last-Modified and no 304 without If-Modified-Since", () => {
    const answer = conditional(undefined, modified, now);
    expect(answer.notModified).toBe(false);
    expect(answer.headers["last-modified"]).toBe("Sat, 21 Nov 2026 10:00:00 GMT");
  });
  it("keeps every answer to its caller: private, revalidated, varying by Authorization", () => {
    for (const answer of [
      conditional(undefined, modified, now),
      conditional("Sat, 21 Nov 2026 10:00:00 GMT", modified, now),
      conditional(undefined, undefined, now),
    ]) {
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
      expect(answer.headers.vary).toBe("Authorization");
    }
  });
  it("answers 304 when the copy is as new or newer", () => {
    expect(conditional("Sat, 21 Nov 2026 10:00:00 GMT", modified, now).notModified).toBe(true);
    expect(conditional("Sat, 21 Nov 2026 10:30:00 GMT", modified, now).notModified).toBe(true);
  });
  it("answers 200 when the copy is older, or the header is not a date", () => {
    expect(conditional("Sat, 21 Nov 2026 09:59:59 GMT", modified, now).notModified).toBe(false);
    expect(conditional("yesterday", modified, now).notModified).toBe(false);
  });
  it("never answers 304 when the modification time is unknown", () => {
    const answer = conditional("Sat, 21 Nov 2026 10:00:00 GMT", undefined, now);
    expect(answer.notModified).toBe(false);
    expect(answer.headers["last-modified"]).toBeUndefined();
  });
  it("never answers 304 while the change's second is still running", () => {
    const since = "Sat, 21 Nov 2026 09:59:59 GMT";
    expect(
      conditional(since, at("2026-11-21T10:00:00.800Z"), at("2026-11-21T10:00:00.900Z"))
        .notModified,
    ).toBe(false);
    expect(
      conditional(since, at("2026-11-21T09:59:59.800Z"), at("2026-11-21T10:00:00.900Z"))
        .notModified,
    ).toBe(true);
  });
  it("does not miss a change later in the same second as the copy", () => {
    const first = conditional(
      undefined,
      at("2026-11-21T10:00:00.100Z"),
      at("2026-11-21T10:00:00.200Z"),
    );
    const since = first.headers["last-modified"];
    const later = conditional(since, at("2026-11-21T10:00:00.800Z"), at("2026-11-21T10:00:03Z"));
    expect(later.notModified).toBe(false);
  });
});
