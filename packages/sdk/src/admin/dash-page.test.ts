import { describe, expect, it } from "vitest";
import {
  DASH_PAGE_PANELS,
  dashPageProblems,
  dashPageSlot,
  dashPageTitleFor,
  movePanel,
} from "./index";

describe("dashPageProblems", () => {
  it("accepts a page with panels of the dashboard and per-locale titles", () => {
    expect(
      dashPageProblems({
        title: "Weekly",
        type: "subs",
        titles: { "fr-CA": "Hebdo" },
        panels: ["Kpis", "ByTeam"],
      }),
    ).toEqual([]);
    expect(DASH_PAGE_PANELS).toContain("SignUpsOverTime");
  });

  it("names blank titles, unknown and repeated panels, and a title taken in the type", () => {
    const others = [{ id: "d1", title: "WEEKLY", type: "subs" }];
    expect(
      dashPageProblems(
        {
          title: "weekly ",
          type: "subs",
          titles: { "es-ES": " " },
          panels: ["Kpis", "Nope", "Kpis"],
        },
        others,
      ),
    ).toEqual([
      { field: "/title", problem: "duplicate" },
      { field: "/titles/es-ES", problem: "required" },
      { field: "/panels/1", problem: "choice" },
      { field: "/panels/2", problem: "duplicate" },
    ]);
    expect(dashPageProblems({ title: "Weekly", type: "subs" }, others, "d1")).toEqual([]);
    expect(dashPageProblems({ title: "Weekly", type: "other" }, others)).toEqual([]);
    expect(dashPageProblems({ title: "", type: "subs" })).toEqual([
      { field: "/title", problem: "required" },
    ]);
  });
});

describe("movePanel, dashPageSlot and dashPageTitleFor", () => {
  it("moves one panel and clamps", () => {
    expect(movePanel(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(movePanel(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(movePanel(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("puts a page last unless asked, clamped to the end", () => {
    expect(dashPageSlot(3, undefined)).toBe(3);
    expect(dashPageSlot(3, 1)).toBe(1);
    expect(dashPageSlot(3, 40)).toBe(3);
  });

  it("shows the reader's title, else the page's", () => {
    const page = { title: "Weekly", titles: { "fr-CA": "Hebdo" } };
    expect(dashPageTitleFor(page, "fr-CA")).toBe("Hebdo");
    expect(dashPageTitleFor(page, "es-ES")).toBe("Weekly");
  });
});
