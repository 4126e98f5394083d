import { describe, expect, it } from "vitest";
import { BULK_MAX_ROWS, checkTable, isXlsx, readFileTable, readPastedTable } from "./read-source";

describe("reading a source", () => {
  it("reads pasted CSV text", () => {
    expect(readPastedTable("Username;Email\njdoe;jane@example.org\n")).toEqual({
      ok: true,
      table: { header: ["Username", "Email"], rows: [["jdoe", "jane@example.org"]] },
    });
  });

  it("reads a CSV file", async () => {
    const file = new File(["Username,Email\r\namy,amy@example.org\r\n"], "people.csv");
    expect(await readFileTable(file)).toEqual({
      ok: true,
      table: { header: ["Username", "Email"], rows: [["amy", "amy@example.org"]] },
    });
  });

  it("says a damaged .xlsx file cannot be read", async () => {
    const file = new File(["not a zip archive"], "people.xlsx");
    expect(await readFileTable(file)).toEqual({ ok: false, problem: { kind: "unreadable" } });
  });

  it("refuses a table without users, or with more than one call takes", () => {
    expect(readPastedTable("Username,Email\n")).toEqual({ ok: false, problem: { kind: "empty" } });
    expect(readPastedTable("")).toEqual({ ok: false, problem: { kind: "empty" } });
    const rows = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, index) => [`u${index}`]);
    expect(checkTable({ header: ["Username"], rows })).toEqual({
      ok: false,
      problem: { kind: "tooMany", rows: BULK_MAX_ROWS + 1 },
    });
    expect(checkTable({ header: ["Username"], rows: rows.slice(1) }).ok).toBe(true);
  });

  it("tells XLSX files by their name", () => {
    expect(isXlsx("People.XLSX")).toBe(true);
    expect(isXlsx("people.csv")).toBe(false);
  });
});
