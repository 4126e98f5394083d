import { describe, expect, it } from "vitest";
import {
  SOURCE_CODE_NAME_MAX_LENGTH,
  normalizeSourceCode,
  sourceCodeActiveOn,
  sourceCodeProblems,
} from "./index";

const base = { name: "Autumn mailer", code: "AUT26-MAIL", campaign: "c1" };

describe("sourceCodeProblems", () => {
  it("accepts a complete draft", () => {
    expect(
      sourceCodeProblems({ ...base, ActiveFrom: "2026-10-01", ActiveTo: "2026-10-31" }),
    ).toEqual([]);
  });

  it("names each refused field", () => {
    expect(sourceCodeProblems({ name: "  ", code: "", campaign: "" })).toEqual([
      { field: "name", problem: "required" },
      { field: "code", problem: "required" },
      { field: "campaign", problem: "required" },
    ]);
    expect(
      sourceCodeProblems({ ...base, name: "x".repeat(SOURCE_CODE_NAME_MAX_LENGTH + 1) }),
    ).toEqual([{ field: "name", problem: "tooLong" }]);
    expect(sourceCodeProblems({ ...base, code: "a b" })).toEqual([
      { field: "code", problem: "badCharacters" },
    ]);
    expect(sourceCodeProblems({ ...base, ActiveFrom: "2026-02-30" })).toEqual([
      { field: "ActiveFrom", problem: "badDate" },
    ]);
    expect(
      sourceCodeProblems({ ...base, ActiveFrom: "2026-10-02", ActiveTo: "2026-10-01" }),
    ).toEqual([{ field: "ActiveTo", problem: "endsBeforeStart" }]);
  });

  it("finds a duplicate code in the same campaign without regard to case, skipping the edited one", () => {
    const others = [{ id: "s1", code: "aut26-mail", campaign: "c1" }];
    expect(sourceCodeProblems(base, others)).toEqual([{ field: "code", problem: "duplicate" }]);
    expect(sourceCodeProblems(base, others, "s1")).toEqual([]);
    expect(sourceCodeProblems({ ...base, campaign: "c2" }, others)).toEqual([]);
  });
});

describe("normalizeSourceCode and sourceCodeActiveOn", () => {
  it("trims and turns empty days into null", () => {
    expect(normalizeSourceCode({ name: " a ", code: " B ", ActiveFrom: "" })).toEqual({
      name: "a",
      code: "B",
      ActiveFrom: null,
    });
  });

  it("treats open sides as always active", () => {
    expect(sourceCodeActiveOn({ ActiveFrom: "2026-10-01", ActiveTo: null }, "2027-01-01")).toBe(
      true,
    );
    expect(
      sourceCodeActiveOn({ ActiveFrom: "2026-10-01", ActiveTo: "2026-10-31" }, "2026-11-01"),
    ).toBe(false);
    expect(sourceCodeActiveOn({}, "2026-11-01")).toBe(true);
  });
});
