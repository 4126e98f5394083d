import { describe, expect, it } from "vitest";
import {
  FIELD_OPTION_CHOICES_MAX,
  FIELD_OPTION_CHOICE_MAX_LENGTH,
  fieldOptionOverlap,
  fieldOptionProblems,
  normalizeFieldOption,
  renameChoice,
} from "./field-option";

const draft = { field: "Gender", options: ["Female", "Male"], campaigns: "default" as const };

describe("fieldOptionProblems", () => {
  it("accepts a default option with distinct choices", () => {
    expect(fieldOptionProblems(draft)).toEqual([]);
  });

  it("takes its limits from the contract", () => {
    expect(FIELD_OPTION_CHOICES_MAX).toBe(500);
    expect(FIELD_OPTION_CHOICE_MAX_LENGTH).toBe(200);
  });

  it("names each bad choice by its place", () => {
    const problems = fieldOptionProblems({
      ...draft,
      options: ["Female", " ", "female", "x".repeat(FIELD_OPTION_CHOICE_MAX_LENGTH + 1)],
    });
    expect(problems).toEqual([
      { field: "options/1", problem: "required" },
      { field: "options/2", problem: "duplicate" },
      { field: "options/3", problem: "tooLong" },
    ]);
  });

  it("needs a choice, a field name of the contract's form and campaigns", () => {
    expect(fieldOptionProblems({ field: "9x", options: [], campaigns: [] })).toEqual([
      { field: "field", problem: "badCharacters" },
      { field: "options", problem: "tooFew" },
      { field: "campaigns", problem: "required" },
    ]);
    expect(
      fieldOptionProblems({
        ...draft,
        options: Array.from({ length: 501 }, (_, i) => `c${String(i)}`),
      }),
    ).toEqual([{ field: "options", problem: "tooMany" }]);
  });

  it("refuses a second default and a campaign another option already covers", () => {
    const others = [
      { id: "a", field: "Gender", campaigns: "default" as const },
      { id: "b", field: "Gender", campaigns: ["c1", "c2"] },
      { id: "c", field: "Title", campaigns: ["c3"] },
    ];
    expect(fieldOptionProblems(draft, others)).toEqual([
      { field: "campaigns", problem: "overlaps" },
    ]);
    expect(fieldOptionProblems(draft, others, "a")).toEqual([]);
    expect(fieldOptionOverlap({ field: "Gender", campaigns: ["c2", "c9"] }, others)?.id).toBe("b");
    expect(fieldOptionOverlap({ field: "Gender", campaigns: ["c3"] }, others)).toBeUndefined();
  });
});

describe("editing choices", () => {
  it("renames one choice in place and trims on save", () => {
    expect(renameChoice(["A", "B", "C"], 1, "Bee")).toEqual(["A", "Bee", "C"]);
    expect(normalizeFieldOption({ ...draft, options: [" A ", "B"] }).options).toEqual(["A", "B"]);
  });
});
