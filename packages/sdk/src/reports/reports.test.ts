import { describe, expect, it } from "vitest";
import { schemaEnums } from "../generated/enums";
import {
  metricKey,
  parseDimension,
  REPORT_DIMENSIONS,
  REPORT_FUNCTIONS,
  REPORT_MEASURES,
  reportCsv,
  reportDefinitionProblems,
  reportTotals,
  sortReportRows,
  type ReportResult,
} from "./index";

const RESULT: ReportResult = {
  columns: [
    { key: "TeamName", label: "Team", type: "string" },
    { key: "count_all", label: "Sign-ups", type: "number" },
    { key: "avg_Amount", label: "Average", type: "number" },
  ],
  rows: [
    ["West", 3, 10],
    ["East", 1, 40],
    [null, 2, null],
  ],
  generated: "2026-11-27T07:00:00.000Z",
};

describe("the report catalogue", () => {
  it("offers the contract's functions and valid dimensions and measures", () => {
    expect(REPORT_FUNCTIONS).toEqual(schemaEnums.CustomReportFunction);
    expect(REPORT_DIMENSIONS).toContain("Received:week");
    expect(
      reportDefinitionProblems({
        groupBy: REPORT_DIMENSIONS.slice(0, 5),
        metrics: REPORT_MEASURES,
      }),
    ).toEqual([]);
    expect(parseDimension("TransactionProcessed:month")).toEqual({
      field: "TransactionProcessed",
      bucket: "month",
    });
    expect(parseDimension("Amount")).toEqual({ field: "Amount" });
    expect(metricKey({ fn: "count", field: "*" })).toBe("count_all");
  });
});

describe("reportDefinitionProblems", () => {
  it("names each bad dimension, measure and filter with a code and message key", () => {
    const problems = reportDefinitionProblems({
      groupBy: ["Nope", "CampaignName:week", "Received:day", "Received:day"],
      metrics: [
        { fn: "sum", field: "CampaignName" },
        { fn: "avg", field: "*" },
        { fn: "cancelRate", field: "Amount" },
        { fn: "count", field: "*" },
        { fn: "count", field: "*" },
      ],
      filters: { Ghost: 1, PaymentStatus: "approved" },
      submissions: {
        timezone: "Mars/Base",
        After: "2026-02-01T00:00:00Z",
        Before: "2026-01-01T00:00:00Z",
      },
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ["/Query/groupBy/0", "unknown-field"],
      ["/Query/groupBy/1", "needs-date"],
      ["/Query/groupBy/3", "duplicate"],
      ["/Query/metrics/0/field", "needs-number"],
      ["/Query/metrics/1/field", "needs-number"],
      ["/Query/metrics/2/field", "needs-star"],
      ["/Query/metrics/4", "duplicate"],
      ["/Query/filters/Ghost", "unknown-field"],
      ["/Query/submissions/timezone", "time-zone"],
      ["/Query/submissions/Before", "date-range"],
    ]);
    expect(problems[0]?.messageKey).toBe("reports.problem.unknown-field");
  });

  it("asks the caller's lookup which fields exist", () => {
    const kindOf = (name: string) => (name === "Secret" ? undefined : ("number" as const));
    expect(
      reportDefinitionProblems({ metrics: [{ fn: "sum", field: "Secret" }] }, kindOf, ""),
    ).toEqual([expect.objectContaining({ field: "/metrics/0/field", code: "unknown-field" })]);
  });
});

describe("report results", () => {
  it("sums additive measures for totals unless the server sent them", () => {
    expect(reportTotals(RESULT)).toEqual([null, 6, null]);
    expect(reportTotals({ ...RESULT, totals: [null, 6, 17.5] })).toEqual([null, 6, 17.5]);
  });

  it("sorts by a column with nulls last", () => {
    expect(sortReportRows(RESULT, "TeamName").map((row) => row[0])).toEqual(["East", "West", null]);
    expect(sortReportRows(RESULT, "avg_Amount", true).map((row) => row[2])).toEqual([40, 10, null]);
  });

  it("writes CSV with every value quoted and an optional totals row", () => {
    expect(reportCsv({ ...RESULT, rows: [['say "hi"', 1, 2.5]] }, "Total")).toBe(
      '"Team","Sign-ups","Average"\r\n"say ""hi""","1","2.5"\r\n"Total","1",""\r\n',
    );
  });
});
