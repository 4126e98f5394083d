import { describe, expect, expectTypeOf, it } from "vitest";
import type { Schema } from "../contract/types";
import {
  ACTION_ONLY_GATES,
  MENU_GATES,
  MENU_WIDGET_GATES,
  ROUTE_GATES,
  canOpenRoute,
  visibleMenuEntries,
} from "./gates";
import { ROUTE_GATE_PERMISSIONS } from "./permission-names";
import {
  SEARCH_SECTION_PERMISSIONS,
  canLookUpSubmissionId,
  canOpenSearchResult,
  searchSections,
  type SearchSection,
} from "./search-sections";
import { contextFor } from "./test-support";

describe("global search sections", () => {
  it("are the sections of the contract's search response", () => {
    expectTypeOf<SearchSection>().toEqualTypeOf<keyof Schema<"SearchResults">>();
  });

  it("use the spec's permission for each section", () => {
    expect(SEARCH_SECTION_PERMISSIONS).toEqual({
      accounts: "ViewSubLookup",
      players: "ViewUserProfile",
      teams: "ViewTeamProfile",
      campaigns: "ViewCampaignProfile",
      exports: "ViewExportsList",
      exportOptions: "EditExports",
      customreports: "ViewReportsList",
    });
  });

  it("show all seven sections to admin and manager, four to field roles", () => {
    const all = [
      "accounts",
      "players",
      "teams",
      "campaigns",
      "exports",
      "exportOptions",
      "customreports",
    ];
    expect(searchSections(contextFor("admin"))).toEqual(all);
    expect(searchSections(contextFor("manager"))).toEqual(all);
    for (const role of ["client", "callcenter", "rep"] as const) {
      expect(searchSections(contextFor(role))).toEqual([
        "accounts",
        "players",
        "teams",
        "campaigns",
      ]);
    }
  });

  it("drop instances and reports navigation when exports cannot be run or edited", () => {
    const manager = contextFor("manager", { teamRestrictions: ["norunexports"] });
    expect(searchSections(manager)).toEqual([
      "accounts",
      "players",
      "teams",
      "campaigns",
      "exports",
      "customreports",
    ]);
    expect(canOpenSearchResult(manager, "customreports")).toBe(false);
    expect(canOpenSearchResult(contextFor("manager"), "customreports")).toBe(true);
    expect(canOpenSearchResult(contextFor("rep"), "exports")).toBe(false);
  });

  it("check a hexadecimal term as a submission id for operators with ViewSubLookup", () => {
    expect(canLookUpSubmissionId(contextFor("client"))).toBe(true);
  });
});

describe("route gates and menu", () => {
  it("name every route-gate permission in the route table, the menu or search", () => {
    const used = new Set<string>([
      ...Object.values(ROUTE_GATES).flat(),
      ...Object.values(MENU_GATES),
      ...Object.values(MENU_WIDGET_GATES),
      ...Object.values(SEARCH_SECTION_PERMISSIONS),
    ]);
    expect(ACTION_ONLY_GATES).toEqual(["UpdateExports"]);
    for (const name of ACTION_ONLY_GATES) expect(used.has(name), name).toBe(false);
    for (const name of ACTION_ONLY_GATES) used.add(name);
    for (const name of ROUTE_GATE_PERMISSIONS) expect(used.has(name), name).toBe(true);
  });

  it("/export/new needs ViewCreateExport and CreateExports", () => {
    expect(ROUTE_GATES["/export/new"]).toEqual(["ViewCreateExport", "CreateExports"]);
    expect(canOpenRoute(contextFor("admin"), "/export/new")).toBe(true);
    expect(canOpenRoute(contextFor("manager"), "/export/new")).toBe(false);
  });

  it("open routes need nothing", () => {
    for (const route of ["/login", "/reset_password", "/2fa", "/", "/sample"] as const) {
      expect(canOpenRoute(contextFor("client"), route)).toBe(true);
    }
  });

  it("/user/{id}/edit checks the target user", () => {
    const manager = contextFor("manager", { selfId: "m1" });
    expect(canOpenRoute(manager, "/user/{id}/edit", { id: "r1", role: "rep" })).toBe(true);
    expect(canOpenRoute(manager, "/user/{id}/edit", { id: "a1", role: "admin" })).toBe(false);
  });

  it("show the rep a short menu", () => {
    expect(visibleMenuEntries(contextFor("rep"))).toEqual([
      "/dashboard",
      "/subs",
      "/lookup",
      "/users",
      "/active",
      "/teams",
      "/tree",
      "/feedback",
      "/campaigns",
      "/user/{id}",
    ]);
  });
});
