import { describe, expect, it } from "vitest";
import type { ExportColumn } from "./export-columns";
import { exportRowSql, sqlLiteral, type SqlField } from "./export-sql";

const FIELDS: Readonly<Record<string, SqlField>> = {
  City: { sql: "r.city", text: "(r.city)", kind: "text" },
  Amount: { sql: "r.amount", text: "(r.amount)::text", kind: "number" },
  Lat: { sql: "r.lat", text: "(r.lat)::text", kind: "number", float: true },
  Received: { sql: "r.received", text: "r_text", kind: "timestamp" },
  Fails: { sql: "r.fails", text: "(r.fails)::text", kind: "json" },
};
const fieldOf = (name: string) => FIELDS[name];
const line = (columns: readonly ExportColumn[]) => exportRowSql(columns, "csv", fieldOf);

describe("exportRowSql", () => {
  it("quotes every value, doubles quotes only where text can hold them, and ends with CRLF", () => {
    const sql = line([
      { type: "field", header: "City", field: "City" },
      { type: "blank", header: "Notes" },
      { type: "set", header: "S", value: "it's" },
    ]);
    // Texts known before any row is read are one literal; the joins are a balanced tree.
    expect(sql?.line).toBe(
      `('"' || (replace(coalesce((r.city), ''), '"', '""') || '","","it''s"\r\n'))`,
    );
    expect(sql?.exact).toBe("TRUE");
  });

  it("says when numbers, dates and ASCII-only functions are exact", () => {
    const sql = line([
      { type: "field", header: "A", field: "Amount" },
      { type: "function", header: "U", function: "upper", args: ["{City}"] },
      { type: "function", header: "D", function: "formatDate", args: ["{Received}", "DD/MM"] },
    ]);
    expect(sql?.exact).toContain("scale((r.amount)::numeric) <= 2");
    expect(sql?.exact).toContain("octet_length(coalesce((r.city), ''))");
    expect(sql?.exact).toContain("'10000-01-01T00:00:00Z'::timestamptz");
    expect(sql?.line).toContain(`to_char((r.received) AT TIME ZONE 'UTC', 'DD"/"MM')`);
  });

  it("reads a field the row does not hold as empty", () => {
    expect(line([{ type: "field", header: "X", field: "Hidden" }])?.line).toBe(`'""\r\n'`);
  });

  it("joins a long row as a balanced tree, so no text is copied more than a few times", () => {
    const columns: ExportColumn[] = Array.from({ length: 16 }, (_, index) => ({
      type: "field",
      header: `C${String(index)}`,
      field: "City",
    }));
    const sql = line(columns)?.line ?? "";
    // 16 values and 17 separators between and around them: 33 operands, nested at most 6 deep.
    const shape = sql
      .split(`replace(coalesce((r.city), ''), '"', '""')`)
      .join("v")
      .replace(/'[^']*'/g, "t");
    let depth = 0;
    let deepest = 0;
    for (const char of shape) {
      if (char === "(") deepest = Math.max(deepest, (depth += 1));
      if (char === ")") depth -= 1;
    }
    expect(sql.match(/ \|\| /g)).toHaveLength(32);
    expect(deepest).toBe(6);
  });

  it("has no twin for JSON fields, other zones, quoted patterns, or cents of a double or a text", () => {
    expect(line([{ type: "field", header: "F", field: "Fails" }])).toBeUndefined();
    const fn = (name: string, args: (string | number)[]) =>
      line([{ type: "function", header: "F", function: name, args }]);
    expect(fn("formatDate", ["{Received}", "YYYY", "Europe/London"])).toBeUndefined();
    expect(fn("formatDate", ["{Received}", 'YYYY"'])).toBeUndefined();
    expect(fn("formatDate", ["{City}", "YYYY"])).toBeUndefined();
    expect(fn("amountInCents", ["{Lat}"])).toBeUndefined();
    expect(fn("amountInCents", ["{City}"])).toBeUndefined();
    expect(fn("concat", ["{Fails}", "x"])).toBeUndefined();
    expect(fn("amountInCents", ["{Amount}"])).toBeDefined();
  });
});

describe("exportRowSql for JSON and GeoJSON", () => {
  const columns: ExportColumn[] = [
    { type: "field", header: "City", field: "City" },
    { type: "field", header: "Amount", field: "Amount" },
    { type: "set", header: "7", value: "seven" },
    { type: "function", header: "City", function: "upper", args: ["{City}"] },
  ];

  it("writes the object's keys in a JavaScript object's order: index-like first, a repeated one at its first place with its last value", () => {
    const json = exportRowSql(columns, "json", fieldOf)?.line ?? "";
    // A known value is written by JSON.stringify, with its key, in one literal.
    expect(json).toContain(`'{"7":"seven","City":'`);
    expect(json.indexOf(`"City":`)).toBeLessThan(json.indexOf(`',"Amount":'`));
    expect(json.match(/"City":/g)).toHaveLength(1);
    expect(json).toContain(`'{"7":"seven","City":' || to_json((upper(`);
    expect(json).toContain(
      `(CASE WHEN coalesce(trim_scale((r.amount)::numeric)::text, '') = '' THEN '""'`,
    );
  });

  it("writes a feature's point from numeric Latitude and Longitude columns, none without them", () => {
    const point = exportRowSql(
      [
        { type: "field", header: "Latitude", field: "Lat" },
        { type: "field", header: "Longitude", field: "Lat" },
      ],
      "geojson",
      fieldOf,
    )?.line;
    expect(point).toContain(`'{"type":"Feature","geometry":' || ((CASE WHEN`);
    expect(point).toContain(`'{"type":"Point","coordinates":['`);
    expect(exportRowSql(columns, "geojson", fieldOf)?.line).toContain(
      `'{"type":"Feature","geometry":null,"properties":{"7":"seven","City":'`,
    );
    expect(
      exportRowSql(
        [
          { type: "field", header: "Latitude", field: "City" },
          { type: "field", header: "Longitude", field: "Lat" },
        ],
        "geojson",
        fieldOf,
      ),
    ).toBeUndefined();
  });
});

describe("sqlLiteral", () => {
  it("doubles single quotes, doubles backslashes in an escape string, and refuses a NUL character", () => {
    expect(sqlLiteral("O'Brien x")).toBe("'O''Brien x'");
    // A backslash: an escape string, the same under either standard_conforming_strings.
    expect(sqlLiteral("O'Brien \\ x")).toBe(" E'O''Brien \\\\ x'");
    expect(sqlLiteral("a\u0000")).toBeUndefined();
  });
});
