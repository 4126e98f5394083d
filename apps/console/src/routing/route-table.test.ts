import { ROUTE_GATES } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages/common/en-CA";
import { CAMPAIGN_EDIT_PAGES, OPEN_ROUTES, ROUTES, titleKey } from "./route-table";
import { SPEC_ROUTE_TABLE } from "./spec-route-table.fixture";

/** Every address pattern the spec's table names, sub-page sets expanded. */
function specPatterns(): Set<string> {
  const patterns = new Set<string>();
  for (const line of SPEC_ROUTE_TABLE.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const route = cells[1] ?? "";
    if (!route.startsWith("/")) continue;
    for (const part of route.split(/,\s*(?=\/)/)) {
      const set = /^(.*)\/\{([a-z0-9]+(?:, [a-z0-9]+)+)\}$/.exec(part);
      if (set?.[1] && set[2]) {
        patterns.add(`${set[1]}/{page}`);
        for (const page of set[2].split(", ")) patterns.add(`${set[1]}/${page}`);
      } else patterns.add(part);
    }
    // "/team/{id}/edit … sub-pages general and optional"
    const subPages = /sub-pages (\w+) and (\w+)/.exec(cells[2] ?? "");
    if (subPages?.[1] && subPages[2]) {
      patterns.add(`${route}/${subPages[1]}`);
      patterns.add(`${route}/${subPages[2]}`);
    }
  }
  return patterns;
}

const codePatterns = new Set<string>(ROUTES.map((route) => route.pattern));

describe("the route table", () => {
  it("has every route of the spec", () => {
    const spec = specPatterns();
    expect(spec.size).toBeGreaterThan(60);
    const campaignPages = new Set(CAMPAIGN_EDIT_PAGES.map((page) => `/campaign/{id}/edit/${page}`));
    const missing = [...spec].filter(
      (pattern) => !codePatterns.has(pattern) && !campaignPages.has(pattern),
    );
    expect(missing).toEqual([]);
  });

  it("has no route the spec does not have", () => {
    const spec = specPatterns();
    expect([...codePatterns].filter((pattern) => !spec.has(pattern))).toEqual([]);
  });

  it("lists the campaign edit sub-pages of the spec", () => {
    const row = SPEC_ROUTE_TABLE.split("\n").find((line) => line.includes("/campaign/{id}/edit/{"));
    const pages = /\{([^}]+)\}/.exec(row?.split("|")[1]?.split("/edit/")[1] ?? "")?.[1];
    expect(pages?.split(", ")).toEqual([...CAMPAIGN_EDIT_PAGES]);
  });

  it("is the SDK's gate table, route for route", () => {
    expect([...codePatterns].sort()).toEqual(Object.keys(ROUTE_GATES).sort());
  });

  it("gates every route but the open ones", () => {
    for (const route of ROUTES) {
      const gates = ROUTE_GATES[route.pattern];
      if (OPEN_ROUTES.has(route.pattern)) expect(gates, route.pattern).toEqual([]);
      else expect(gates.length, route.pattern).toBeGreaterThan(0);
    }
  });

  it("has unique ids, each with a title message", () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) expect(messages[titleKey(route)], route.id).toBeTruthy();
  });
});
