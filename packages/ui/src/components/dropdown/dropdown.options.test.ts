import { describe, expect, it } from "vitest";
import { coerceSelection, filterOptions, optionOf, type DropdownOption } from "./dropdown.options";

const OPTIONS: readonly DropdownOption[] = [
  { value: 1, display: "North", subtext: "Team" },
  { value: 2, display: "South", subtext: "Campaign" },
  { value: 3, display: "East" },
];

describe("dropdown options", () => {
  it("filter by value, display text and subtext, ignoring case and surrounding spaces", () => {
    const values = (query: string) => filterOptions(OPTIONS, query).map((o) => o.value);
    expect(values("3")).toEqual([3]);
    expect(values(" nor")).toEqual([1]);
    expect(values("CAMP")).toEqual([2]);
    expect(values(" SOU ")).toEqual([2]);
    expect(values("t")).toEqual([1, 2, 3]);
    expect(values("")).toEqual([1, 2, 3]);
    expect(values("   ")).toEqual([1, 2, 3]);
    expect(values("zzz")).toEqual([]);
  });

  it("coerce the pick to a number when the model value is a number", () => {
    expect(coerceSelection("2", 1)).toBe(2);
    expect(coerceSelection("2", "1")).toBe("2");
    expect(coerceSelection("2", null)).toBe("2");
    expect(coerceSelection(2, "x")).toBe(2);
    expect(coerceSelection("abc", 1)).toBe("abc");
    expect(coerceSelection(" ", 1)).toBe(" ");
  });

  it("find the option of a value compared as text, none for null or an unknown value", () => {
    expect(optionOf(OPTIONS, "3")).toEqual(OPTIONS[2]);
    expect(optionOf(OPTIONS, 2)).toEqual(OPTIONS[1]);
    expect(optionOf(OPTIONS, null)).toBeNull();
    expect(optionOf(OPTIONS, "9")).toBeNull();
  });
});
