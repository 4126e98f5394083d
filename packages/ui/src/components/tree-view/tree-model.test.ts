import { compareIgnoringArticles } from "@canvass/sdk/text";
import { describe, expect, it } from "vitest";
import {
  ancestorIds,
  buildTree,
  flattenTree,
  moveTargets,
  parentIds,
  subtreeIds,
  type Tree,
  type TreeViewItem,
} from "./tree-model";

const item = (id: string, parent: string | null, title = id.toUpperCase()): TreeViewItem => ({
  id,
  parent,
  title,
});

/** The tree as nested `title(children…)` text: one string shows the whole shape. */
function shape(tree: Tree): string {
  const draw = (node: Tree["roots"][number]): string =>
    node.children.length === 0
      ? node.item.id
      : `${node.item.id}(${node.children.map(draw).join(",")})`;
  return tree.roots.map(draw).join(" ");
}

describe("buildTree", () => {
  it("nests a flat list under its parents, siblings sorted by title", () => {
    const tree = buildTree([
      item("c", "a", "Zulu"),
      item("a", null),
      item("b", "a", "Alpha"),
      item("d", "b"),
    ]);
    expect(shape(tree)).toBe("a(b(d),c)");
    expect(tree.byId.get("d")?.parentId).toBe("b");
    expect(tree.byId.get("a")?.parentId).toBeNull();
  });

  it("sorts numbers in titles as numbers and keeps equal titles in id order", () => {
    const tree = buildTree([
      item("x", null, "Team 10"),
      item("y", null, "team 9"),
      item("b", null, "Same"),
      item("a", null, "same"),
    ]);
    expect(tree.roots.map((root) => root.item.id)).toEqual(["a", "b", "y", "x"]);
  });

  it("sorts siblings ignoring a leading article, as the SDK's sort does", () => {
    const titles = ["The Zoo", "Beta", "An Apple", "Yard"];
    const tree = buildTree(titles.map((title, index) => item(`n${String(index)}`, null, title)));
    const sorted = tree.roots.map((root) => root.item.title);
    expect(sorted).toEqual(["An Apple", "Beta", "Yard", "The Zoo"]);
    expect(sorted).toEqual([...titles].sort((a, b) => compareIgnoringArticles(a, b)));
  });

  it("makes a node whose parent is unknown or itself a root", () => {
    const tree = buildTree([item("a", "outside"), item("b", "b"), item("c", "a")]);
    expect(shape(tree)).toBe("a(c) b");
    expect(tree.byId.get("a")?.parentId).toBeNull();
  });

  it("breaks a cycle no root reaches at its first node in list order, losing nothing", () => {
    const tree = buildTree([
      item("r", null),
      item("b", "a"),
      item("a", "b"),
      item("c", "a"),
      item("self", "self"),
    ]);
    expect(shape(tree)).toBe("b(a(c)) r self");
    expect(tree.byId.size).toBe(5);
    expect(flattenTree(tree.roots)).toHaveLength(5);
  });

  it("survives a long cycle and a very deep chain", () => {
    const count = 20_000;
    const chain = Array.from({ length: count }, (_, index) =>
      item(`n${index}`, index === 0 ? `n${count - 1}` : `n${index - 1}`),
    );
    const tree = buildTree(chain);
    expect(tree.roots.map((root) => root.item.id)).toEqual(["n0"]);
    expect(flattenTree(tree.roots).at(-1)).toMatchObject({ level: count });
  });

  it("keeps the first row of a repeated id", () => {
    const tree = buildTree([item("a", null, "First"), item("a", null, "Second")]);
    expect(tree.roots.map((root) => root.item.title)).toEqual(["First"]);
  });

  it("gives no roots for no items", () => {
    expect(buildTree([]).roots).toEqual([]);
  });
});

describe("tree queries", () => {
  const tree = buildTree([
    item("root", null),
    item("na", "root"),
    item("eu", "root"),
    item("to", "na"),
    item("va", "na"),
    item("to1", "to"),
  ]);

  it("lists the nodes depth first with their levels", () => {
    expect(flattenTree(tree.roots).map(({ node, level }) => `${node.item.id}:${level}`)).toEqual([
      "root:1",
      "eu:2",
      "na:2",
      "to:3",
      "to1:4",
      "va:3",
    ]);
  });

  it("finds a sub-tree and the ancestors", () => {
    expect([...subtreeIds(tree, "na")].sort()).toEqual(["na", "to", "to1", "va"]);
    expect(subtreeIds(tree, "missing").size).toBe(0);
    expect(ancestorIds(tree, "to1")).toEqual(["to", "na", "root"]);
    expect(ancestorIds(tree, "root")).toEqual([]);
  });

  it("offers as move targets everything but the node, its descendants and its parent", () => {
    const ids = (id: string) => moveTargets(tree, id).map(({ node }) => node.item.id);
    expect(ids("na")).toEqual(["eu"]);
    expect(ids("to")).toEqual(["root", "eu", "va"]);
    expect(ids("root")).toEqual([]);
    expect(ids("missing")).toEqual([]);
  });

  it("names the nodes with children", () => {
    expect([...parentIds(tree)].sort()).toEqual(["na", "root", "to"]);
  });
});
