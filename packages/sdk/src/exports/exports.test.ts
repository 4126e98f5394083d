import { describe, expect, it } from "vitest";
import { toCsv } from "../csv";
import {
  columnFields,
  compileExportRow,
  compileExportRowAt,
  csvLine,
  EXPORT_FUNCTION_NAMES,
  formatDatePattern,
  moveColumn,
  nextScheduledRun,
  previewExport,
  validateExportColumns,
  validateExportSchedule,
  type ExportColumn,
} from "./index";

const KNOWN = new Set(["ID", "Amount", "Received", "Email", "Frequency", "CardLast4"]);
const known = (name: string) => KNOWN.has(name);

const COLUMNS: ExportColumn[] = [
  { type: "field", header: "ID", field: "ID" },
  { type: "set", header: "Source", value: "CANVASS" },
  { type: "blank", header: "Notes" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  {
    type: "function",
    header: "Day",
    function: "formatDate",
    args: ["{Received}", "DD/MM/YYYY HH:mm", "Europe/London"],
  },
  { type: "function", header: "Card", function: "mask", args: ["{CardLast4}", 2] },
  {
    type: "function",
    header: "Freq",
    function: "lookup",
    args: ["{Frequency}", "MONTHLY", "Monthly", "ONCE", "One-off"],
  },
  { type: "function", header: "Both", function: "concat", args: ["{ID}", "-", "{Email}"] },
  { type: "function", header: "Up", function: "upper", args: ["{Email}"] },
];

const ROW = {
  ID: "a1",
  Amount: 12.345,
  Received: "2026-07-01T23:30:00.000Z",
  Email: "x@y.org",
  Frequency: "MONTHLY",
  CardLast4: "4242",
};

describe("export columns", () => {
  it("writes every column type and every documented function", () => {
    expect(EXPORT_FUNCTION_NAMES.sort()).toEqual(
      ["amountInCents", "concat", "formatDate", "lookup", "lower", "mask", "upper"].sort(),
    );
    expect(validateExportColumns(COLUMNS, known)).toEqual([]);
    expect(compileExportRow(COLUMNS)(ROW)).toEqual([
      "a1",
      "CANVASS",
      "",
      1235,
      "02/07/2026 00:30",
      "**42",
      "Monthly",
      "a1-x@y.org",
      "X@Y.ORG",
    ]);
    // A value the lookup does not know is written as it is; missing fields are empty.
    expect(compileExportRow(COLUMNS)({ ID: "b", Frequency: "WEEKLY" })).toEqual([
      "b",
      "CANVASS",
      "",
      "",
      "",
      "",
      "WEEKLY",
      "b-",
      "",
    ]);
  });

  it("names the bad part of a definition", () => {
    const bad: ExportColumn[] = [
      { type: "field", header: "X", field: "Nope" },
      { type: "function", header: "Y", function: "eval", args: ["1"] },
      { type: "function", header: "Z", function: "formatDate", args: ["{Received}", "no tokens"] },
      { type: "function", header: "W", function: "lookup", args: ["{Frequency}", "A"] },
      { type: "function", header: "V", function: "concat", args: ["{Ghost}"] },
      { type: "blank", header: "X" },
      { type: "function", header: "U", function: "toString", args: ["{ID}"] },
    ];
    const problems = validateExportColumns(bad, known);
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ["/Fields/0/field", "unknown-field"],
      ["/Fields/1/function", "unknown-function"],
      ["/Fields/2/args/1", "function-args"],
      ["/Fields/3/args", "function-args"],
      ["/Fields/4/args/0", "unknown-field"],
      ["/Fields/5/header", "duplicate-header"],
      ["/Fields/6/function", "unknown-function"],
    ]);
    expect(validateExportColumns([], known)[0]?.code).toBe("columns");
  });

  it("lists the fields the columns read, and reorders columns", () => {
    expect(columnFields(COLUMNS).sort()).toEqual(
      ["Amount", "CardLast4", "Email", "Frequency", "ID", "Received"].sort(),
    );
    expect(moveColumn(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveColumn(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveColumn(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });

  it("previews at most the first rows, and writes CSV lines like the SDK's CSV encoder", () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ ...ROW, ID: `r${String(index)}` }));
    const preview = previewExport(COLUMNS, rows);
    expect(preview.rows).toHaveLength(20);
    expect(preview.headers[0]).toBe("ID");
    const values = ['say "hi"', 1, null, "a,b"];
    const keyed = { a: values[0], b: values[1], c: values[2], d: values[3] };
    expect(csvLine(values)).toBe(
      `${toCsv([keyed], ["a", "b", "c", "d"]).split("\r\n")[1] ?? ""}\r\n`,
    );
    expect(csvLine(values)).toBe('"say ""hi""","1","","a,b"\r\n');
  });

  it("formats dates in a zone, empty for no date", () => {
    expect(formatDatePattern("2026-01-15T08:05:09Z", "YYYY-MM-DD HH:mm:ss")).toBe(
      "2026-01-15 08:05:09",
    );
    expect(formatDatePattern("2026-01-15T08:05:09Z", "HH:mm", "America/Los_Angeles")).toBe("00:05");
    expect(formatDatePattern("not a date", "YYYY")).toBe("");
    // The server's UTC texts (with or without fractions), read as they are, agree with Dates.
    for (const text of [
      "2026-01-15T08:05:09Z",
      "2026-01-15T08:05:09.5Z",
      "1999-12-31T23:59:59.999Z",
    ]) {
      expect(formatDatePattern(text, "YYYY-MM-DD HH:mm:ss")).toBe(
        formatDatePattern(new Date(text), "YYYY-MM-DD HH:mm:ss"),
      );
    }
    expect(formatDatePattern("2026-01-15T08:05:09+02:00", "HH:mm")).toBe("06:05");
  });

  it("compiles the same columns over rows of values in a given field order", () => {
    const names = ["Email", "ID", "Received", "Amount", "CardLast4", "Frequency"];
    const values = names.map((name) => ROW[name as keyof typeof ROW]);
    expect(compileExportRowAt(COLUMNS, names)(values)).toEqual(compileExportRow(COLUMNS)(ROW));
    // A field the order does not hold reads as missing, like a missing key.
    expect(compileExportRowAt(COLUMNS, ["ID"])(["b"])).toEqual(
      compileExportRow(COLUMNS)({ ID: "b" }),
    );
  });

  it("writes a CSV line's plain and quoted texts alike", () => {
    expect(csvLine(["plain", 'has "q"', "", 0, true, { a: 1 }])).toBe(
      '"plain","has ""q""","","0","true","{""a"":1}"\r\n',
    );
  });
});

describe("export schedules", () => {
  it("fires nightly at 02:00 London, across the clock change", () => {
    const schedule = { frequency: "daily", time: "02:00", timezone: "Europe/London" } as const;
    expect(nextScheduledRun(schedule, new Date("2026-07-01T00:30:00Z"))?.toISOString()).toBe(
      "2026-07-01T01:00:00.000Z",
    );
    expect(nextScheduledRun(schedule, new Date("2026-07-01T01:00:00Z"))?.toISOString()).toBe(
      "2026-07-02T01:00:00.000Z",
    );
    expect(nextScheduledRun(schedule, new Date("2026-12-01T03:00:00Z"))?.toISOString()).toBe(
      "2026-12-02T02:00:00.000Z",
    );
    expect(nextScheduledRun({ ...schedule, enabled: false }, new Date())).toBeUndefined();
  });

  it("fires weekly and monthly on their day", () => {
    const weekly = { frequency: "weekly", time: "06:30", dayOfWeek: 1 } as const;
    // 2026-11-21 is a Saturday: next Monday is the 23rd.
    expect(nextScheduledRun(weekly, new Date("2026-11-21T12:00:00Z"))?.toISOString()).toBe(
      "2026-11-23T06:30:00.000Z",
    );
    const monthly = { frequency: "monthly", time: "00:00", dayOfMonth: 1 } as const;
    expect(nextScheduledRun(monthly, new Date("2026-11-21T12:00:00Z"))?.toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
  });

  it("refuses a bad zone and a weekly schedule without its day", () => {
    expect(
      validateExportSchedule({ frequency: "weekly", time: "06:30", timezone: "Mars/Base" }).map(
        (problem) => problem.field,
      ),
    ).toEqual(["/Schedule/timezone", "/Schedule/dayOfWeek"]);
    expect(validateExportSchedule({ frequency: "daily", time: "06:30" })).toEqual([]);
  });
});
