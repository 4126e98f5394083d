import { ROUTE_GATES, type RoutePattern } from "@canvass/sdk/permissions";
import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SPLAT_PARAM, routerPath } from "./route-path";

const patterns = Object.keys(ROUTE_GATES) as RoutePattern[];

describe("routerPath", () => {
  it("writes every route of the spec's table as a react-router path without braces", () => {
    expect(patterns.length).toBeGreaterThan(60);
    for (const pattern of patterns) {
      const path = routerPath(pattern);
      expect(path, pattern).not.toMatch(/[{}]/);
      expect(path.startsWith("/"), pattern).toBe(true);
    }
  });

  it("turns named, optional and rest segments into params that match real addresses", () => {
    expect(routerPath("/campaign/{id}/edit/{page}")).toBe("/campaign/:id/edit/:page");
    expect(
      matchPath(routerPath("/campaign/{id}/edit/{page}"), "/campaign/42/edit/general")?.params,
    ).toEqual({ id: "42", page: "general" });

    const lookup = routerPath("/lookup/{ids?}/{defaultTab?}");
    expect(lookup).toBe("/lookup/:ids?/:defaultTab?");
    expect(matchPath(lookup, "/lookup")?.params).toEqual({});
    expect(matchPath(lookup, "/lookup/3fa9c1,7b20de/history")?.params).toEqual({
      ids: "3fa9c1,7b20de",
      defaultTab: "history",
    });

    const dashboard = routerPath("/dashboard/{type*}");
    expect(dashboard).toBe("/dashboard/*");
    expect(matchPath(dashboard, "/dashboard/subs/weekly")?.params[SPLAT_PARAM]).toBe("subs/weekly");
    expect(matchPath(dashboard, "/dashboard")?.params[SPLAT_PARAM]).toBe("");
  });

  it("leaves fixed segments as they are", () => {
    expect(routerPath("/campaign/new")).toBe("/campaign/new");
    expect(routerPath("/export/{exportId}/instance/{id}")).toBe("/export/:exportId/instance/:id");
  });
});
