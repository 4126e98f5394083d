import { describe, expect, it } from "vitest";
import { isHttpProblem } from "../../http/index.js";
import { CURSOR_MAX_LENGTH, decodeCursor, encodeCursor, isKeyOfKind } from "./keyset-cursor.js";

const CONTEXT = { sort: "-Received", filterHash: "abc123", kind: "timestamp" as const };

function fieldsOfError(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (isHttpProblem(error)) return (error.errors ?? []).map((entry) => entry.field);
    throw error;
  }
  return [];
}

describe("keyset cursors", () => {
  it("round-trips the last id and sort value", () => {
    const text = encodeCursor(CONTEXT, "3fa9c1d2", "2026-11-21T09:30:00.123456Z") ?? "";
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, CONTEXT)).toEqual({
      id: "3fa9c1d2",
      key: "2026-11-21T09:30:00.123456Z",
    });
    const nullKey = encodeCursor(CONTEXT, "3fa9c1d2", null) ?? "";
    expect(decodeCursor(nullKey, CONTEXT)).toEqual({ id: "3fa9c1d2", key: null });
  });

  it("falls back to the id alone when the sort value is too long to carry", () => {
    const long = "é".repeat(400);
    const text = encodeCursor({ sort: "Name", filterHash: "h" }, "3fa9c1d2", long) ?? "";
    expect(text.length).toBeLessThanOrEqual(CURSOR_MAX_LENGTH);
    expect(decodeCursor(text, { sort: "Name", filterHash: "h", kind: "text" })).toEqual({
      id: "3fa9c1d2",
      key: undefined,
    });
  });

  it.each([
    ["garbage", "%%%"],
    ["not JSON", Buffer.from("nope").toString("base64url")],
    ["another sort", encodeCursor({ ...CONTEXT, sort: "Amount" }, "3fa9c1d2", "1") ?? ""],
    ["other filters", encodeCursor({ ...CONTEXT, filterHash: "zzz" }, "3fa9c1d2", null) ?? ""],
    ["a bad id", encodeCursor(CONTEXT, "3fa9 c1d2", null) ?? ""],
    ["a bad date", encodeCursor(CONTEXT, "3fa9c1d2", "2026-02-30T00:00:00Z") ?? ""],
    ["an SQL key", encodeCursor(CONTEXT, "3fa9c1d2", "now(); DROP TABLE accounts") ?? ""],
    [
      "another version",
      Buffer.from(JSON.stringify([2, "-Received", "abc123", "x", null])).toString("base64url"),
    ],
  ])("refuses %s with a 400 naming query.Cursor", (_label, text) => {
    expect(fieldsOfError(() => decodeCursor(text, CONTEXT))).toEqual(["query.Cursor"]);
  });

  it("checks keys by kind", () => {
    expect(isKeyOfKind("number", "12.50")).toBe(true);
    expect(isKeyOfKind("number", "1e5")).toBe(false);
    expect(isKeyOfKind("boolean", "true")).toBe(true);
    expect(isKeyOfKind("boolean", "yes")).toBe(false);
    expect(isKeyOfKind("date", "1990-12-10")).toBe(true);
    expect(isKeyOfKind("date", "1990-13-10")).toBe(false);
    expect(isKeyOfKind("text", "a\u0000b")).toBe(false);
    expect(isKeyOfKind("timestamp", "2026-11-21T24:00:00Z")).toBe(false);
  });
});
