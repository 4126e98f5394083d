import { describe, expect, it } from "vitest";
import { metadataEntries, metadataOf } from "./metadata-entries";

describe("user metadata rows", () => {
  it("puts the home page first and keeps other keys, JSON as text", () => {
    expect(metadataEntries({ region: "west", limits: { daily: 3 } })).toEqual([
      { key: "homepage", value: "" },
      { key: "region", value: "west" },
      { key: "limits", value: '{"daily":3}' },
    ]);
  });

  it("drops empty rows and keeps unchanged JSON values as they were", () => {
    const before = { limits: { daily: 3 }, region: "west" };
    const rows = [
      { key: "homepage", value: "/subs" },
      { key: "region", value: "" },
      { key: "limits", value: '{"daily":3}' },
      { key: " team ", value: " a1 " },
    ];
    expect(metadataOf(rows, before)).toEqual({
      homepage: "/subs",
      limits: { daily: 3 },
      team: "a1",
    });
  });
});
