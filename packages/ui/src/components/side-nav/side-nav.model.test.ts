import { describe, expect, it } from "vitest";
import { defaultMenuOrder, findCurrent, resolveEntries, visibleShortcuts } from "./side-nav.model";
import type { SideNavItem } from "./side-nav.types";

const ITEMS: readonly SideNavItem[] = [
  { id: "/dashboard", label: "Dashboard" },
  {
    id: "submissions",
    label: "Submissions",
    children: [
      { id: "/subs", label: "Submissions" },
      { id: "/messages", label: "Communications" },
      { id: "/subs/ear", label: "The digital ear" },
      { id: "/lookup", label: "lookup" },
    ],
  },
  { id: "/user/{id}", label: "Profile", href: "/user/42" },
];

describe("defaultMenuOrder", () => {
  it("keeps the top level and sorts each group's children by label, ignoring case and articles", () => {
    expect(defaultMenuOrder(ITEMS)).toEqual([
      { id: "/dashboard" },
      { id: "submissions", children: ["/messages", "/subs/ear", "/lookup", "/subs"] },
      { id: "/user/{id}" },
    ]);
  });

  it("collates by the given locale", () => {
    const items: SideNavItem[] = [
      {
        id: "g",
        label: "G",
        children: [
          { id: "/z", label: "zèbre" },
          { id: "/e", label: "état" },
          { id: "/f", label: "fin" },
        ],
      },
    ];
    expect(defaultMenuOrder(items, "fr")[0]?.children).toEqual(["/e", "/f", "/z"]);
  });
});

describe("resolveEntries", () => {
  it("follows the order, also for a child moved to another group, and skips unknown ids", () => {
    const entries = resolveEntries(
      [
        { id: "/lookup" },
        { id: "submissions", children: ["/subs", "/gone"] },
        { id: "/unknown" },
        { id: "/dashboard" },
      ],
      ITEMS,
    );
    expect(
      entries.map((entry) =>
        entry.kind === "link" ? entry.link.id : [entry.group.id, entry.children.map((c) => c.id)],
      ),
    ).toEqual(["/lookup", ["submissions", ["/subs"]], "/dashboard"]);
  });
});

describe("findCurrent", () => {
  const entries = resolveEntries(defaultMenuOrder(ITEMS), ITEMS);

  it("finds the longest link holding the address and its group", () => {
    expect(findCurrent(entries, [], "/subs/ear/7")).toEqual({
      href: "/subs/ear",
      holder: "submissions",
    });
    expect(findCurrent(entries, [], "/subs/1234")).toEqual({
      href: "/subs",
      holder: "submissions",
    });
  });

  it("matches links by href and knows create links have no menu holder", () => {
    expect(findCurrent(entries, [], "/user/42")).toEqual({
      href: "/user/42",
      holder: "/user/{id}",
    });
    expect(findCurrent(entries, [{ id: "/subs/new", label: "New" }], "/subs/new")).toEqual({
      href: "/subs/new",
      holder: null,
    });
    expect(findCurrent(entries, [], null)).toEqual({ href: null, holder: null });
    expect(findCurrent(entries, [], "/elsewhere")).toEqual({ href: null, holder: null });
  });
});

describe("visibleShortcuts", () => {
  it("hides a shortcut while the address is one of its links", () => {
    const shortcuts = [
      {
        id: "c",
        kind: "campaign" as const,
        label: "Spring",
        links: [{ id: "/campaign/1", label: "Edit" }],
      },
      { id: "t", kind: "team" as const, label: "North", links: [{ id: "/team/2", label: "Edit" }] },
    ];
    expect(visibleShortcuts(shortcuts, "/campaign/1").map((s) => s.id)).toEqual(["t"]);
    expect(visibleShortcuts(shortcuts, "/campaign/1/history").map((s) => s.id)).toEqual(["c", "t"]);
  });
});
