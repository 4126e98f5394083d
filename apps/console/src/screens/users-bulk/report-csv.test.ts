import { parseCsvTable } from "@canvass/sdk/bulk";
import { describe, expect, it } from "vitest";
import { reportCsv, type ReportWords } from "./report-csv";

const words: ReportWords = {
  headers: {
    line: "Line",
    username: "Username",
    email: "Email",
    firstname: "First name",
    lastname: "Last name",
    outcome: "Outcome",
    id: "Id",
    problems: "Reasons",
  },
  created: "Created",
  refused: "Refused",
  notCreated: "Not created",
  problem: (problem) => `[${problem.code ?? ""}]`,
  field: (field) => field.toUpperCase(),
};

describe("reportCsv", () => {
  it("writes one line per row with its file line, outcome, new id and reasons", () => {
    const rows = [
      { username: "a", email: "a@example.org", firstname: "A", lastname: "One" },
      { username: "b", email: "bad" },
      { username: "c" },
    ];
    const csv = reportCsv(
      rows,
      {
        total: 3,
        valid: 1,
        created: [{ row: 0, id: "p1" }],
        rejected: [
          {
            row: 1,
            errors: [
              { field: "/email", message: "x", code: "email" },
              { field: "/team", message: "x", code: "required" },
            ],
          },
        ],
      },
      words,
    );
    expect(parseCsvTable(csv)).toEqual({
      header: ["Line", "Username", "Email", "First name", "Last name", "Outcome", "Id", "Reasons"],
      rows: [
        ["2", "a", "a@example.org", "A", "One", "Created", "p1", ""],
        ["3", "b", "bad", "", "", "Refused", "", "EMAIL: [email]; TEAM: [required]"],
        ["4", "c", "", "", "", "Not created", "", ""],
      ],
    });
  });
});
