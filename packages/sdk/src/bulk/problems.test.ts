import { describe, expect, it } from "vitest";
import { fileLineOf, mergeRowProblems, pointerField, rowProblemsFromPointers } from "./problems";

describe("rowProblemsFromPointers", () => {
  it("groups a 422's row pointers by row and leaves other errors out", () => {
    expect(
      rowProblemsFromPointers([
        { field: "/rows/12/email", message: "taken", code: "unique" },
        { field: "/mode", message: "bad" },
        { field: "/rows/3/role", message: "admin is not a valid role", code: "role" },
        { field: "/rows/12/username", message: "taken", code: "unique" },
        { field: "/rows/4", message: "whole row" },
      ]),
    ).toEqual([
      { row: 3, errors: [{ field: "/role", message: "admin is not a valid role", code: "role" }] },
      { row: 4, errors: [{ field: "", message: "whole row" }] },
      {
        row: 12,
        errors: [
          { field: "/email", message: "taken", code: "unique" },
          { field: "/username", message: "taken", code: "unique" },
        ],
      },
    ]);
  });
});

describe("mergeRowProblems", () => {
  it("lets the server's errors replace a field's local ones, keeping a local one of the same code", () => {
    const local = [
      {
        row: 2,
        errors: [
          { field: "/email", code: "email", message: "local syntax" },
          { field: "/username", code: "duplicate", message: "local", otherRow: 0 },
          { field: "/lastname", code: "required", message: "local only" },
        ],
      },
      { row: 5, errors: [{ field: "/role", code: "role", message: "local role" }] },
    ];
    const server = [
      { row: 0, errors: [{ field: "/username", code: "exists", message: "taken" }] },
      {
        row: 2,
        errors: [
          { field: "/email", code: "format", message: "server format" },
          { field: "/username", code: "duplicate", message: "server" },
        ],
      },
    ];
    expect(mergeRowProblems(local, server)).toEqual([
      { row: 0, errors: [{ field: "/username", code: "exists", message: "taken" }] },
      {
        row: 2,
        errors: [
          { field: "/email", code: "format", message: "server format" },
          { field: "/username", code: "duplicate", message: "local", otherRow: 0 },
          { field: "/lastname", code: "required", message: "local only" },
        ],
      },
      { row: 5, errors: [{ field: "/role", code: "role", message: "local role" }] },
    ]);
  });
});

describe("fileLineOf and pointerField", () => {
  it("counts the header as line 1 and strips a pointer's slash", () => {
    expect(fileLineOf(0)).toBe(2);
    expect(fileLineOf(999)).toBe(1001);
    expect(pointerField("/email")).toBe("email");
    expect(pointerField("")).toBe("");
  });
});
