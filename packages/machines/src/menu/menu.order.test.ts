import { describe, expect, it } from "vitest";
import { MENU_MODEL_FIXTURES as FIXTURES } from "./menu.model";
import { applySorting, isMenuGroup, itemHolding, moveEntry } from "./menu.order";
import type { MenuOrder } from "./menu.types";

const DEFAULT: MenuOrder = FIXTURES.defaultOrder;

describe("applySorting", () => {
  it("is the default order without a saved one", () => {
    expect(applySorting(DEFAULT, undefined)).toEqual(DEFAULT);
    expect(applySorting(DEFAULT, [])).toEqual(DEFAULT);
  });

  it("follows the saved order, also for children moved across groups", () => {
    expect(applySorting(DEFAULT, FIXTURES.moved)).toEqual(FIXTURES.moved);
    const saved: MenuOrder = [
      { id: "users", children: ["/users", "/tree", "/teams", "/feedback", "/active"] },
      { id: "/dashboard" },
      { id: "submissions", children: ["/subs/ear", "/subs", "/messages", "/lookup"] },
    ];
    expect(applySorting(DEFAULT, saved)).toEqual(saved);
  });

  it("drops ids the operator no longer sees and keeps each id once", () => {
    expect(
      applySorting(DEFAULT, [
        { id: "administration", children: ["/configuration"] },
        { id: "submissions", children: ["/subs", "/subs", "/configuration", "users"] },
        { id: "/subs" },
        ...DEFAULT.slice(2),
        { id: "/dashboard" },
      ]),
    ).toEqual([
      // "/subs" kept from the saved order; the others back at their default index.
      { id: "submissions", children: ["/lookup", "/messages", "/subs", "/subs/ear"] },
      { id: "users", children: ["/active", "/feedback", "/teams", "/tree", "/users"] },
      { id: "/dashboard" },
    ]);
  });

  it("puts entries missing from the saved order back in their default place", () => {
    expect(
      applySorting(DEFAULT, [{ id: "users", children: ["/users"] }, { id: "submissions" }]),
    ).toEqual([
      { id: "/dashboard" },
      { id: "users", children: ["/active", "/feedback", "/teams", "/tree", "/users"] },
      { id: "submissions", children: ["/lookup", "/messages", "/subs", "/subs/ear"] },
    ]);
  });
});

describe("moveEntry", () => {
  it("moves a child into another group", () => {
    const { id, parent, index } = FIXTURES.drop;
    expect(moveEntry(DEFAULT, id, parent, index)).toEqual(FIXTURES.moved);
  });

  it("moves within a group, counting the index without the moved entry", () => {
    expect(moveEntry(DEFAULT, "/lookup", "submissions", 3)?.[1]).toEqual({
      id: "submissions",
      children: ["/messages", "/subs", "/subs/ear", "/lookup"],
    });
  });

  it("moves entries at the top level, and links between the top level and groups", () => {
    expect(moveEntry(DEFAULT, "/dashboard", null, 2)?.map((entry) => entry.id)).toEqual([
      "submissions",
      "users",
      "/dashboard",
    ]);
    expect(moveEntry(DEFAULT, "/subs", null, 0)?.slice(0, 2)).toEqual([
      { id: "/subs" },
      { id: "/dashboard" },
    ]);
    expect(moveEntry(DEFAULT, "/dashboard", "users", 99)?.[1]).toEqual({
      id: "users",
      children: ["/active", "/feedback", "/teams", "/tree", "/users", "/dashboard"],
    });
  });

  it("refuses unknown entries, unknown groups and groups into groups", () => {
    expect(moveEntry(DEFAULT, "/nowhere", null, 0)).toBeNull();
    expect(moveEntry(DEFAULT, "/subs", "nowhere", 0)).toBeNull();
    expect(moveEntry(DEFAULT, "/subs", "/dashboard", 0)).toBeNull();
    expect(moveEntry(DEFAULT, "users", "submissions", 0)).toBeNull();
  });

  it("leaves its input alone", () => {
    const before = JSON.stringify(DEFAULT);
    moveEntry(DEFAULT, "/lookup", "users", 0);
    expect(JSON.stringify(DEFAULT)).toBe(before);
  });
});

describe("itemHolding and isMenuGroup", () => {
  it("finds the item holding a page, the longest link winning", () => {
    expect(itemHolding(DEFAULT, "/subs")).toBe("submissions");
    expect(itemHolding(DEFAULT, "/subs/123")).toBe("submissions");
    expect(itemHolding(DEFAULT, "/dashboard")).toBe("/dashboard");
    expect(itemHolding(DEFAULT, "/subscriptions")).toBeNull();
    expect(itemHolding(DEFAULT, null)).toBeNull();
    const moved = moveEntry(DEFAULT, "/subs/ear", "users", 0) ?? [];
    expect(itemHolding(moved, "/subs/ear")).toBe("users");
    expect(itemHolding(moved, "/subs/ear/7")).toBe("users");
  });

  it("knows groups", () => {
    expect(isMenuGroup(DEFAULT, "users")).toBe(true);
    expect(isMenuGroup(DEFAULT, "/dashboard")).toBe(false);
    expect(isMenuGroup(DEFAULT, "/subs")).toBe(false);
  });
});
