import { describe, expect, it } from "vitest";
import { inlineParameters } from "./inline-parameters.js";

describe("inlineParameters", () => {
  it("writes each parameter as a literal: texts quoted, arrays, numbers, booleans, NULL, dates", () => {
    expect(
      inlineParameters(
        "a = $1 AND b = ANY($2::text[]) AND c = $3 AND d = $4 AND e IS $5 AND f < $6",
        ["it's", ["x", "y'z"], 12.5, true, null, new Date("2026-11-29T12:00:00Z")],
      ),
    ).toBe(
      "a = 'it''s' AND b = ANY(ARRAY['x', 'y''z']::text[]) AND c = 12.5 AND d = TRUE AND e IS NULL AND f < '2026-11-29T12:00:00.000Z'",
    );
    expect(inlineParameters("x = ANY($1::text[])", [[]])).toBe("x = ANY('{}'::text[])");
  });

  it("writes a backslash in an escape string, and $10 apart from $1", () => {
    const values = Array.from({ length: 10 }, (_, index) => `v${String(index + 1)}`);
    values[0] = "a\\b";
    expect(inlineParameters("$1 $10", values)).toBe(" E'a\\\\b' 'v10'");
  });

  it("leaves $n inside quoted text and quoted names alone, E'' strings included", () => {
    expect(inlineParameters(`'$1' || "$1" || E'\\'$1' || 'it''s $1' || $1`, ["p"])).toBe(
      `'$1' || "$1" || E'\\'$1' || 'it''s $1' || 'p'`,
    );
  });

  it("refuses what it cannot write: a missing parameter, a NUL character, an object, unclosed text", () => {
    expect(() => inlineParameters("$2", ["a"])).toThrow("$2 of 1");
    expect(() => inlineParameters("$1", ["a\u0000b"])).toThrow("character");
    expect(() => inlineParameters("$1", [{ a: 1 }])).toThrow("object");
    expect(() => inlineParameters("'open $1", ["a"])).toThrow("quoted text");
    expect(() => inlineParameters("$1", [Number.NaN])).toThrow("finite");
  });
});
