import { describe, expect, it } from "vitest";
import { filterPreviewRows, previewRows } from "./preview-rows";

const rows = [{ username: "a" }, { username: "b" }, { username: "c" }];
const problems = [
  {
    row: 1,
    errors: [
      { field: "/email", message: "bad", code: "email" },
      { field: "/email", message: "taken", code: "exists" },
      { field: "", message: "whole row" },
    ],
  },
];

describe("previewRows", () => {
  it("numbers rows as file lines and groups each row's problems by field", () => {
    const shown = previewRows(rows, problems);
    expect(shown.map((row) => [row.line, row.valid])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(shown[1]?.problems.get("email")?.map((problem) => problem.code)).toEqual([
      "email",
      "exists",
    ]);
    expect(shown[1]?.problems.get("")?.[0]?.message).toBe("whole row");
  });

  it("filters by all, valid and with problems", () => {
    const shown = previewRows(rows, problems);
    expect(filterPreviewRows(shown, "invalid").map((row) => row.index)).toEqual([1]);
    expect(filterPreviewRows(shown, "valid").map((row) => row.index)).toEqual([0, 2]);
    expect(filterPreviewRows(shown, "all")).toBe(shown);
  });
});
