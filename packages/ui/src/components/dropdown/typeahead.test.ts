import { describe, expect, it } from "vitest";
import { navigateIndex, PAGE_STEP } from "./list-navigation";
import {
  extendSearch,
  isPrintableKey,
  isSearchOngoing,
  typeaheadMatch,
  TYPEAHEAD_RESET_MS,
} from "./typeahead";

const LABELS = ["Apple", "Banana", "blueberry", "Cherry", "Bread"];

describe("typeaheadMatch", () => {
  it("finds the first option starting with the search, ignoring case", () => {
    expect(typeaheadMatch(LABELS, "ch", -1)).toBe(3);
    expect(typeaheadMatch(LABELS, "BL", 0)).toBe(2);
    expect(typeaheadMatch(LABELS, "zz", 0)).toBe(-1);
    expect(typeaheadMatch(LABELS, "", 0)).toBe(-1);
  });

  it("cycles through the options of a repeated letter", () => {
    expect(typeaheadMatch(LABELS, "b", -1)).toBe(1);
    expect(typeaheadMatch(LABELS, "bb", 1)).toBe(2);
    expect(typeaheadMatch(LABELS, "bbb", 2)).toBe(4);
    expect(typeaheadMatch(LABELS, "bbbb", 4)).toBe(1);
  });

  it("keeps the current option while a longer search still matches it", () => {
    expect(typeaheadMatch(LABELS, "bre", 4)).toBe(4);
    expect(typeaheadMatch(LABELS, "ba", 2)).toBe(1);
  });
});

describe("extendSearch", () => {
  it("appends quick keys and starts over after a pause", () => {
    const first = extendSearch({ text: "", at: 0 }, "b", 1000);
    const second = extendSearch(first, "r", 1000 + TYPEAHEAD_RESET_MS);
    expect(second.text).toBe("br");
    expect(extendSearch(second, "c", second.at + TYPEAHEAD_RESET_MS + 1).text).toBe("c");
  });

  it("counts a search as ongoing until the pause", () => {
    expect(isSearchOngoing({ text: "b", at: 100 }, 100 + TYPEAHEAD_RESET_MS)).toBe(true);
    expect(isSearchOngoing({ text: "b", at: 100 }, 101 + TYPEAHEAD_RESET_MS)).toBe(false);
    expect(isSearchOngoing({ text: "", at: 100 }, 100)).toBe(false);
  });
});

describe("isPrintableKey", () => {
  const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {}) =>
    isPrintableKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it("accepts characters, not named keys or shortcuts", () => {
    expect(key("a")).toBe(true);
    expect(key(" ")).toBe(true);
    expect(key("Enter")).toBe(false);
    expect(key("a", { ctrlKey: true })).toBe(false);
    expect(key("a", { metaKey: true })).toBe(false);
  });
});

describe("navigateIndex", () => {
  it("moves by one, to the ends and by pages without wrapping", () => {
    expect(navigateIndex("ArrowDown", -1, 5)).toBe(0);
    expect(navigateIndex("ArrowDown", 4, 5)).toBe(4);
    expect(navigateIndex("ArrowUp", -1, 5)).toBe(4);
    expect(navigateIndex("ArrowUp", 0, 5)).toBe(0);
    expect(navigateIndex("Home", 3, 5)).toBe(0);
    expect(navigateIndex("End", 0, 5)).toBe(4);
    expect(navigateIndex("PageDown", 0, 30)).toBe(PAGE_STEP);
    expect(navigateIndex("PageDown", 25, 30)).toBe(29);
    expect(navigateIndex("PageUp", 5, 30)).toBe(0);
  });

  it("ignores other keys and empty lists", () => {
    expect(navigateIndex("a", 0, 5)).toBeNull();
    expect(navigateIndex("ArrowDown", -1, 0)).toBeNull();
  });
});
