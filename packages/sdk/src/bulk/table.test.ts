import { describe, expect, it } from "vitest";
import { cellText, parseCsvTable, tableFromCells } from "./table";

describe("parseCsvTable", () => {
  it("reads a header and rows, keeping quoted commas, quotes and line breaks", () => {
    const table = parseCsvTable(
      'Username,Email,Note\r\njdoe,jane@example.org,"Hello, ""friend""\nsecond line"\r\nbsmith,b@example.org,x\r\n',
    );
    expect(table.header).toEqual(["Username", "Email", "Note"]);
    expect(table.rows).toEqual([
      ["jdoe", "jane@example.org", 'Hello, "friend"\nsecond line'],
      ["bsmith", "b@example.org", "x"],
    ]);
  });

  it("guesses a semicolon or tab delimiter and ignores a byte-order mark", () => {
    expect(parseCsvTable("\uFEFFusuario;correo\nana;ana@example.org\n")).toEqual({
      header: ["usuario", "correo"],
      rows: [["ana", "ana@example.org"]],
    });
    expect(parseCsvTable("a\tb\n1\t2").rows).toEqual([["1", "2"]]);
  });

  it("pads short rows, cuts long ones and drops blank lines", () => {
    const table = parseCsvTable("a,b,c\n1\n\n,,\n1,2,3,4\n");
    expect(table.rows).toEqual([
      ["1", "", ""],
      ["1", "2", "3"],
    ]);
  });

  it("gives nothing for empty text", () => {
    expect(parseCsvTable("")).toEqual({ header: [], rows: [] });
    expect(parseCsvTable("\n\n")).toEqual({ header: [], rows: [] });
  });
});

describe("tableFromCells", () => {
  it("turns spreadsheet cells into texts and names empty header cells", () => {
    const table = tableFromCells([
      ["Username", null, "Age", null],
      ["jdoe", "x", 42, null],
      [null, null, null, null],
      ["amy", true, new Date("2026-01-02T03:04:05.000Z")],
    ]);
    expect(table.header).toEqual(["Username", "Column 2", "Age"]);
    expect(table.rows).toEqual([
      ["jdoe", "x", "42"],
      ["amy", "true", "2026-01-02T03:04:05.000Z"],
    ]);
  });
});

describe("cellText", () => {
  it("writes edge values as text", () => {
    expect(cellText(undefined)).toBe("");
    expect(cellText(0)).toBe("0");
    expect(cellText(12n)).toBe("12");
    expect(cellText(new Date(Number.NaN))).toBe("");
    expect(cellText({ a: 1 })).toBe("");
  });
});
