import { describe, expect, it } from "vitest";
import { DASH_PAGE_PANELS } from "../admin/dash-page";
import { dashboardQuery, parseDashboardAddress } from "./dashboard-address";
import {
  dashboardNav,
  dashPageOf,
  dashPagePanels,
  dashPagePath,
  dashPageView,
  type DashboardPageLike,
} from "./dash-page-view";

const page = (id: string, type: string, order: number, extra: Partial<DashboardPageLike> = {}) => ({
  id,
  title: `Page ${id}`,
  type,
  order,
  ...extra,
});

const pages = [
  page("b", "ops", 1),
  page("t", "subs", 0, { titles: { "fr-CA": "Équipes" } }),
  page("a", "ops", 0, { panels: ["ByTeam", "Kpis", "nonsense"] }),
  page("z", "field", 0),
];

describe("dashboard pages on the dashboard", () => {
  it("lists the built-in page first, then every page by type (subs first) and order", () => {
    const nav = dashboardNav(pages, "fr-CA");
    expect(nav.map((entry) => [entry.type, entry.pageId, entry.title, entry.path])).toEqual([
      ["subs", undefined, undefined, "/dashboard/subs"],
      ["subs", "t", "Équipes", "/dashboard/subs/t"],
      ["field", "z", "Page z", "/dashboard/field/z"],
      ["ops", "a", "Page a", "/dashboard/ops/a"],
      ["ops", "b", "Page b", "/dashboard/ops/b"],
    ]);
  });

  it("picks the page an address shows: by id within its type, else a type's first page", () => {
    expect(dashPageOf(pages, "ops")?.id).toBe("a");
    expect(dashPageOf(pages, "ops", "b")?.id).toBe("b");
    expect(dashPageOf(pages, "ops", "t")).toBeUndefined();
    expect(dashPageOf(pages, "subs")).toBeUndefined();
    expect(dashPageOf(pages, "subs", "t")?.id).toBe("t");
    expect(dashPageOf(pages, "nosuch")).toBeUndefined();
    expect(dashPagePath("ops", "a b")).toBe("/dashboard/ops/a%20b");
  });

  it("draws a page's known panels in its order, and every panel without a list", () => {
    expect(dashPagePanels(dashPageOf(pages, "ops"))).toEqual(["ByTeam", "Kpis"]);
    expect(dashPagePanels(dashPageOf(pages, "field"))).toEqual(DASH_PAGE_PANELS);
    expect(dashPagePanels(undefined)).toEqual(DASH_PAGE_PANELS);
  });

  it("opens a page with its filters: the last N days, date field, interval and ids", () => {
    const base = parseDashboardAddress(new URLSearchParams()).view;
    const view = dashPageView(base, {
      Days: 30,
      DateField: "Processed",
      Interval: "week",
      Campaign: "c1,c2",
      Team: "t1",
    });
    expect(view).toMatchObject({
      range: { kind: "custom", range: { amount: 30, unit: "days", direction: "before" } },
      dateOption: "Processed",
      interval: "week",
      campaigns: ["c1", "c2"],
      teams: ["t1"],
      timeZone: base.timeZone,
    });
    const now = new Date("2026-11-27T12:00:00Z");
    const query = dashboardQuery(view, { now });
    const days = (Date.parse(query.Before) - Date.parse(query.After)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(31);
    expect(query).toMatchObject({ DateField: "Processed", Interval: "week", Campaign: "c1,c2" });
    expect(dashPageView(base, undefined)).toBe(base);
    expect(dashPageView(base, {})).toEqual(base);
  });
});
