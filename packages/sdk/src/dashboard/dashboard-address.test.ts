import { describe, expect, it } from "vitest";
import {
  dashboardAddress,
  dashboardQuery,
  drillDownAddress,
  parseDashboardAddress,
} from "./dashboard-address";

const parse = (text: string) => parseDashboardAddress(new URLSearchParams(text));

describe("the dashboard address", () => {
  it("reads the list's filters and the interval, and writes them back", () => {
    const { view, notices } = parse(
      "campaign=c1,c2&team=t1&date=processed&range=lastMonth&tz=America/Los_Angeles&interval=week",
    );
    expect(notices).toEqual([]);
    expect(view).toMatchObject({
      campaigns: ["c1", "c2"],
      teams: ["t1"],
      dateOption: "Processed",
      range: { kind: "lastMonth" },
      timeZone: "America/Los_Angeles",
      interval: "week",
    });
    expect(parse(dashboardAddress(view).toString()).view).toEqual(view);
  });

  it("defaults to this month by day and names what it could not use", () => {
    const { view, notices } = parse("interval=hour&pay=failed&range=nonsense");
    expect(view.range).toEqual({ kind: "thisMonth" });
    expect(view.interval).toBe("day");
    expect(notices.map((notice) => notice.param).sort()).toEqual(["interval", "pay", "range"]);
  });

  it("turns a view into the getDashboard query with the range resolved in its zone", () => {
    const { view } = parse("campaign=c1&range=lastMonth&tz=UTC");
    const query = dashboardQuery(view, { now: new Date("2026-04-15T12:00:00Z") });
    expect(query).toEqual({
      After: "2026-03-01T00:00:00.000Z",
      Before: "2026-03-31T23:59:59.999Z",
      DateField: "Received",
      Campaign: "c1",
      Interval: "day",
      timezone: "UTC",
    });
  });
});

describe("drillDownAddress", () => {
  const { view } = parse("campaign=c1,c2&range=lastWeek&tz=UTC");

  it("keeps the dashboard's filters and adds the bucket's", () => {
    const team = drillDownAddress(view, { team: "t9" });
    expect(team.get("campaign")).toBe("c1,c2");
    expect(team.get("team")).toBe("t9");
    expect(team.get("range")).toBe("lastWeek");
    expect(drillDownAddress(view, { paymentStatus: "failed" }).get("pay")).toBe("failed");
    expect(drillDownAddress(view, { frequency: "monthly" }).get("freq")).toBe("monthly");
    expect(drillDownAddress(view, { player: "p1" }).get("player")).toBe("p1");
  });

  it("narrows the campaigns to the bucket's campaign", () => {
    expect(drillDownAddress(view, { campaign: "c2" }).get("campaign")).toBe("c2");
  });
});
