import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER } from "./map";

describe("DEFAULT_MAP_CENTER", () => {
  it("is about 42.80, -98.67 and frozen", () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 42.8, lng: -98.67 });
    expect(Object.isFrozen(DEFAULT_MAP_CENTER)).toBe(true);
  });
});
