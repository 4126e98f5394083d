import { describe, expect, it, vi } from "vitest";
import { SHORT_ID_LENGTH, shortId } from "./short-id";

/** A fake random source handing out the given UUIDs in turn. */
function sequence(...uuids: string[]): () => string {
  let next = 0;
  return () => uuids[next++ % uuids.length] ?? "";
}

describe("shortId", () => {
  it("is 6 lowercase hex characters by default", () => {
    expect(SHORT_ID_LENGTH).toBe(6);
    for (let i = 0; i < 50; i += 1) expect(shortId()).toMatch(/^[0-9a-f]{6}$/);
  });

  it("is cut from the UUID-like string, lowercased, hyphens dropped", () => {
    expect(shortId({ random: () => "ABCDEF12-3456-4789-8abc-def012345678" })).toBe("abcdef");
    expect(shortId({ length: 10, random: () => "AB-CD-EF-12-34-56" })).toBe("abcdef1234");
  });

  it("draws again for ids longer than one UUID", () => {
    const random = sequence("0123456789abcdef0123456789abcdef", "ffffffffffffffffffffffffffffffff");
    expect(shortId({ length: 40, random })).toBe(
      `0123456789abcdef0123456789abcdef${"f".repeat(8)}`,
    );
  });

  it("rejects a non-positive or fractional length", () => {
    expect(() => shortId({ length: 0 })).toThrow(RangeError);
    expect(() => shortId({ length: 2.5 })).toThrow(RangeError);
  });
});

describe("shortId with isUsed", () => {
  const random = sequence("aaaaaa00", "bbbbbb00", "cccccc00");

  it("re-rolls until unused (sync predicate)", async () => {
    const taken = new Set(["aaaaaa", "bbbbbb"]);
    const isUsed = vi.fn((id: string) => taken.has(id));
    expect(await shortId({ random: sequence("aaaaaa00", "bbbbbb00", "cccccc00"), isUsed })).toEqual(
      {
        ok: true,
        id: "cccccc",
        attempts: 3,
      },
    );
    expect(isUsed.mock.calls.map(([id]) => id)).toEqual(["aaaaaa", "bbbbbb", "cccccc"]);
  });

  it("accepts an async predicate", async () => {
    const isUsed = (id: string): Promise<boolean> => Promise.resolve(id === "aaaaaa");
    const result = await shortId({ random, isUsed });
    expect(result.ok).toBe(true);
  });

  it("reports failure after maxAttempts instead of looping forever", async () => {
    const isUsed = vi.fn(() => true);
    expect(await shortId({ isUsed, maxAttempts: 4 })).toEqual({
      ok: false,
      reason: "maxAttemptsExceeded",
      attempts: 4,
    });
    expect(isUsed).toHaveBeenCalledTimes(4);
  });

  it("gives up after 10 attempts by default", async () => {
    const isUsed = vi.fn(() => Promise.resolve(true));
    await shortId({ isUsed });
    expect(isUsed).toHaveBeenCalledTimes(10);
  });

  it("reports a failing check", async () => {
    const cause = new Error("offline");
    expect(await shortId({ isUsed: () => Promise.reject(cause) })).toEqual({
      ok: false,
      reason: "checkFailed",
      attempts: 1,
      cause,
    });
  });
});
