import { describe, expect, it } from "vitest";
import { buildTree, type TreeViewItem } from "./tree-model";
import { parentIndex, treeKeyAction, visibleRows } from "./tree-rows";

const item = (id: string, parent: string | null): TreeViewItem => ({ id, parent, title: id });

// a(b(c), d), e
const tree = buildTree([
  item("a", null),
  item("b", "a"),
  item("c", "b"),
  item("d", "a"),
  item("e", null),
]);

const ids = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.node.item.id);

describe("visibleRows", () => {
  it("shows children of open nodes only, with level and position", () => {
    const rows = visibleRows(tree.roots, new Set(["a"]), null);
    expect(ids(rows)).toEqual(["a", "b", "d", "e"]);
    expect(rows.map((row) => [row.level, row.position, row.setSize, row.expanded])).toEqual([
      [1, 1, 2, true],
      [2, 1, 2, false],
      [2, 2, 2, false],
      [1, 2, 2, false],
    ]);
    expect(rows[1]?.children.map((child) => child.item.id)).toEqual(["c"]);
  });

  it("keeps only a search's visible nodes and counts positions among them", () => {
    const rows = visibleRows(tree.roots, new Set(["a", "b"]), new Set(["a", "b", "c"]));
    expect(ids(rows)).toEqual(["a", "b", "c"]);
    expect(rows[0]?.setSize).toBe(1);
    expect(rows[1]?.setSize).toBe(1);
  });

  it("does not call a node without shown children open", () => {
    const rows = visibleRows(tree.roots, new Set(["e", "a"]), new Set(["a", "e"]));
    expect(rows.map((row) => row.expanded)).toEqual([false, false]);
  });
});

describe("treeKeyAction", () => {
  const rows = visibleRows(tree.roots, new Set(["a", "b"]), null); // a b c d e
  const at = (id: string) => ids(rows).indexOf(id);

  it("moves up and down, to the first and the last, and stops at the ends", () => {
    expect(treeKeyAction("ArrowDown", rows, at("a"))).toEqual({ type: "focus", index: 1 });
    expect(treeKeyAction("ArrowUp", rows, at("c"))).toEqual({ type: "focus", index: 1 });
    expect(treeKeyAction("End", rows, at("a"))).toEqual({ type: "focus", index: 4 });
    expect(treeKeyAction("Home", rows, at("d"))).toEqual({ type: "focus", index: 0 });
    expect(treeKeyAction("ArrowDown", rows, at("e"))).toBeNull();
    expect(treeKeyAction("ArrowUp", rows, at("a"))).toBeNull();
  });

  it("opens with Right, then goes to the first child; nothing on a leaf", () => {
    const closed = visibleRows(tree.roots, new Set(), null);
    expect(treeKeyAction("ArrowRight", closed, 0)).toEqual({ type: "expand", id: "a" });
    expect(treeKeyAction("ArrowRight", rows, at("a"))).toEqual({ type: "focus", index: 1 });
    expect(treeKeyAction("ArrowRight", rows, at("c"))).toBeNull();
  });

  it("closes with Left, then goes to the parent; nothing on a closed root", () => {
    expect(treeKeyAction("ArrowLeft", rows, at("b"))).toEqual({ type: "collapse", id: "b" });
    expect(treeKeyAction("ArrowLeft", rows, at("c"))).toEqual({ type: "focus", index: at("b") });
    expect(treeKeyAction("ArrowLeft", rows, at("d"))).toEqual({ type: "focus", index: at("a") });
    expect(treeKeyAction("ArrowLeft", rows, at("e"))).toBeNull();
  });

  it("activates with Enter, toggles a parent with Space, opens siblings with *", () => {
    expect(treeKeyAction("Enter", rows, at("c"))).toEqual({ type: "activate", id: "c" });
    expect(treeKeyAction(" ", rows, at("a"))).toEqual({ type: "toggle", id: "a" });
    expect(treeKeyAction(" ", rows, at("c"))).toBeNull();
    expect(treeKeyAction("*", rows, at("e"))).toEqual({ type: "expandSiblings", ids: ["a"] });
    expect(treeKeyAction("x", rows, at("a"))).toBeNull();
    expect(treeKeyAction("ArrowDown", rows, 99)).toBeNull();
  });

  it("finds a row's parent row", () => {
    expect(parentIndex(rows, at("c"))).toBe(at("b"));
    expect(parentIndex(rows, at("a"))).toBe(-1);
  });
});
