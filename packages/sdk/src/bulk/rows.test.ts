import { describe, expect, it } from "vitest";
import { toBulkRow, toBulkRows } from "./rows";

describe("toBulkRows", () => {
  const table = {
    header: ["User", "Mail", "Role", "Team", "Ignored"],
    rows: [
      ["  jdoe ", " jane@example.org", " Manager ", "", "x"],
      ["amy", "amy@example.org", "", "North", "y"],
    ],
  };

  it("takes mapped columns, trims, lower-cases the role and fills role and team from defaults", () => {
    expect(
      toBulkRows(table, { username: 0, email: 1, role: 2, team: 3 }, { role: "Rep", team: "t1" }),
    ).toEqual([
      { username: "jdoe", email: "jane@example.org", role: "manager", team: "t1" },
      { username: "amy", email: "amy@example.org", role: "rep", team: "North" },
    ]);
  });

  it("leaves out empty and unmapped values (no password means none is sent)", () => {
    expect(toBulkRow(["a", "", "c"], { username: 0, email: 1, password: 9 })).toEqual({
      username: "a",
    });
  });
});
