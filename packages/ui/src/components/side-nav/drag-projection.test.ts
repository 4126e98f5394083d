import { describe, expect, it } from "vitest";
import {
  droppableRows,
  flattenEntries,
  isSamePlace,
  projectDrop,
  type FlatRow,
} from "./drag-projection";
import type { SideNavEntry } from "./side-nav.types";

const link = (id: string) => ({ id, label: id.slice(1) });
const group = (id: string, children: string[]): SideNavEntry => ({
  kind: "group",
  group: { id, label: id, children: children.map(link) },
  children: children.map(link),
});

// dashboard | subs: lookup, messages | users: active, teams | empty: — | /profile
const ENTRIES: readonly SideNavEntry[] = [
  { kind: "link", link: link("/dashboard") },
  group("subs", ["/lookup", "/messages"]),
  group("users", ["/active", "/teams"]),
  group("empty", []),
  { kind: "link", link: link("/profile") },
];
const ROWS = flattenEntries(ENTRIES);
const ids = (rows: readonly FlatRow[]) => rows.map((row) => row.id);

describe("flattenEntries", () => {
  it("lists each group's header then its children, one level deep", () => {
    expect(ids(ROWS)).toEqual([
      "/dashboard",
      "subs",
      "/lookup",
      "/messages",
      "users",
      "/active",
      "/teams",
      "empty",
      "/profile",
    ]);
    expect(ROWS.find((row) => row.id === "/teams")).toMatchObject({ parent: "users", depth: 1 });
    expect(ROWS.find((row) => row.id === "/profile")).toMatchObject({ parent: null, depth: 0 });
  });

  it("leaves out the children of the group being dragged", () => {
    expect(ids(flattenEntries(ENTRIES, "subs"))).toEqual([
      "/dashboard",
      "subs",
      "users",
      "/active",
      "/teams",
      "empty",
      "/profile",
    ]);
  });
});

describe("projectDrop of a link", () => {
  it("stays in its group when moved within it", () => {
    expect(projectDrop(ROWS, "/lookup", "/messages", 0)).toMatchObject({
      parent: "subs",
      index: 1,
      total: 2,
    });
  });

  it("moves down into the next group, first place, when over its header", () => {
    expect(projectDrop(ROWS, "/messages", "users", 0)).toMatchObject({
      parent: "users",
      index: 0,
      depth: 1,
      total: 3,
    });
  });

  it("moves up to the end of the previous group when over a header from below", () => {
    expect(projectDrop(ROWS, "/active", "users", 0)).toMatchObject({ parent: "subs", index: 2 });
  });

  it("leaves its group for the top level one step left, after the group", () => {
    const projection = projectDrop(ROWS, "/teams", "/teams", -1);
    expect(projection).toMatchObject({
      parent: null,
      index: 3,
      depth: 0,
      minDepth: 0,
      maxDepth: 1,
    });
  });

  it("cannot leave a group between two of its children", () => {
    expect(projectDrop(ROWS, "/lookup", "/lookup", -1)).toMatchObject({ parent: "subs", depth: 1 });
  });

  it("joins a group when dropped between its children, even from the top level", () => {
    expect(projectDrop(ROWS, "/dashboard", "/lookup", 0)).toMatchObject({
      parent: "subs",
      index: 1,
      depth: 1,
    });
  });

  it("goes into an empty group one step right, else stays beside it", () => {
    expect(projectDrop(ROWS, "/profile", "empty", 0)).toMatchObject({ parent: null, index: 3 });
    expect(projectDrop(ROWS, "/profile", "/profile", 1)).toMatchObject({
      parent: "empty",
      index: 0,
      total: 1,
    });
  });

  it("is at the top level in first place", () => {
    expect(projectDrop(ROWS, "/teams", "/dashboard", 1)).toMatchObject({
      parent: null,
      index: 0,
      maxDepth: 0,
    });
  });

  it("knows when nothing moved", () => {
    expect(isSamePlace(ROWS, { id: "/lookup", parent: "subs", index: 0 })).toBe(true);
    expect(isSamePlace(ROWS, { id: "/lookup", parent: "subs", index: 1 })).toBe(false);
  });

  it("is null for unknown rows", () => {
    expect(projectDrop(ROWS, "/nowhere", "/lookup", 0)).toBeNull();
  });
});

describe("a dragged group", () => {
  const rows = flattenEntries(ENTRIES, "users");

  it("may only pass whole groups", () => {
    expect([...droppableRows(rows, "users")].sort()).toEqual(
      ["/dashboard", "subs", "users", "empty", "/profile"].sort(),
    );
    const fromTop = flattenEntries(ENTRIES, "subs");
    expect(droppableRows(fromTop, "subs").has("/teams")).toBe(true);
    expect(droppableRows(fromTop, "subs").has("users")).toBe(false);
  });

  it("lands at the top level, counted in top-level entries", () => {
    expect(projectDrop(rows, "users", "subs", 3)).toMatchObject({
      parent: null,
      index: 1,
      depth: 0,
      total: 5,
    });
    const fromTop = flattenEntries(ENTRIES, "subs");
    expect(projectDrop(fromTop, "subs", "/teams", 0)).toMatchObject({ parent: null, index: 2 });
  });

  it("lets a link go over any row", () => {
    expect(droppableRows(ROWS, "/lookup").size).toBe(ROWS.length);
  });
});
