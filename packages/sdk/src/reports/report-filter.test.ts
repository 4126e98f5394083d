import { describe, expect, it } from "vitest";
import { dateRange } from "../dates/date-range";
import { changeSubsView } from "../queries/subs-address";
import {
  filterProblems,
  reportFilterOfView,
  reportFilterSpan,
  reportFilterView,
  type ReportSubmissions,
} from "./index";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const OPTIONS = { timeZones: ["UTC", "Europe/London"], defaultTimeZone: "Europe/London" };

describe("a report's submission filter as a /subs view", () => {
  it("maps every part of the /subs filter model there and back", () => {
    const filter: ReportSubmissions = {
      Campaign: ["c1", "c2"],
      Team: ["t1"],
      Player: ["p1"],
      ID: ["0a1b2c"],
      PaymentStatus: ["approved", "pending"],
      Frequency: ["monthly"],
      q: "smith",
      Range: "7d-before",
      timezone: "Europe/London",
      DateField: "Processed",
    };
    const view = reportFilterView(filter, OPTIONS);
    expect(view).toMatchObject({
      campaigns: ["c1", "c2"],
      teams: ["t1"],
      players: ["p1"],
      ids: ["0a1b2c"],
      paymentStatuses: ["approved", "pending"],
      frequencies: ["monthly"],
      q: "smith",
      dateOption: "Processed",
      range: { kind: "custom", range: { amount: 7, unit: "days", direction: "before" } },
      timeZone: "Europe/London",
    });
    expect(reportFilterOfView(view, filter)).toEqual(filter);
  });

  it("leaves empty parts out, reads a filter without a zone in UTC, and keeps what the view cannot show", () => {
    expect(reportFilterView(undefined, OPTIONS).timeZone).toBe("UTC");
    expect(reportFilterView({ Campaign: ["c1"] }, OPTIONS).timeZone).toBe("UTC");
    const view = reportFilterView({ timezone: "UTC" }, OPTIONS);
    expect(reportFilterOfView(view)).toEqual({ timezone: "UTC" });
    const fixed: ReportSubmissions = {
      After: "2026-01-01T00:00:00.000Z",
      Before: "2026-02-01T00:00:00.000Z",
      DateField: "Created",
    };
    const chosen = changeSubsView(reportFilterView(fixed, OPTIONS), { teams: ["t9"] });
    expect(reportFilterOfView(chosen, fixed)).toEqual({ ...fixed, Team: ["t9"], timezone: "UTC" });
    // a relative range replaces the fixed instants
    const ranged = changeSubsView(chosen, { range: { kind: "lastWeek" } });
    expect(reportFilterOfView(ranged, fixed)).toEqual({
      Team: ["t9"],
      Range: "lastWeek",
      timezone: "UTC",
      DateField: "Created",
    });
  });
});

describe("reportFilterSpan", () => {
  it("cuts a relative range in the filter's zone at the given clock, or keeps fixed instants", () => {
    const london = dateRange("lastMonth", { now: NOW, timeZone: "Europe/London" });
    expect(reportFilterSpan({ Range: "lastMonth", timezone: "Europe/London" }, NOW)).toEqual({
      After: london.After,
      Before: london.Before,
    });
    const hours = dateRange("custom", {
      now: NOW,
      timeZone: "UTC",
      amount: 12,
      unit: "hours",
      direction: "after",
    });
    expect(reportFilterSpan({ Range: "12h-after" }, NOW)).toEqual({
      After: hours.After,
      Before: hours.Before,
    });
    expect(reportFilterSpan({ After: "2026-01-01T00:00:00Z" }, NOW)).toEqual({
      After: "2026-01-01T00:00:00Z",
    });
    expect(reportFilterSpan(undefined, NOW)).toEqual({});
  });
});

describe("filterProblems", () => {
  it("names an unreadable range, and a range with fixed instants", () => {
    expect(filterProblems({ Range: "someday" }, "/Query/submissions")).toEqual([
      expect.objectContaining({ field: "/Query/submissions/Range", code: "range" }),
    ]);
    expect(
      filterProblems({ Range: "today", Before: "2026-01-01T00:00:00Z" }).map((p) => p.code),
    ).toEqual(["range-and-dates"]);
    expect(filterProblems({ Range: "thisYear", timezone: "UTC" })).toEqual([]);
  });
});
