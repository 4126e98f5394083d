import { describe, expect, it } from "vitest";
import { buildTree, type TreeViewItem } from "./tree-model";
import { foldText, matchRanges, searchFound, searchTree } from "./tree-search";

const item = (id: string, parent: string | null, title: string): TreeViewItem => ({
  id,
  parent,
  title,
});

const tree = buildTree([
  item("root", null, "Canvass HQ"),
  item("na", "root", "North America Field"),
  item("eu", "root", "Europe Field"),
  item("mtl", "na", "Montréal"),
  item("mtl1", "mtl", "Montréal Nord"),
  item("to", "na", "Toronto Downtown"),
  item("to1", "to", "Toronto East"),
  item("par", "eu", "Paris"),
]);

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe("foldText and matchRanges", () => {
  it("folds case and accents", () => {
    expect(foldText("Montréal ÉQUIPE")).toBe("montreal equipe");
  });

  it("finds every occurrence as ranges of the original text", () => {
    const text = "Toronto to Tokyo";
    expect(matchRanges(text, "to").map(({ start, end }) => text.slice(start, end))).toEqual([
      "To",
      "to",
      "to",
      "To",
    ]);
  });

  it("maps a match across accents back to the accented characters", () => {
    const text = "Équipe Montréal";
    const [range] = matchRanges(text, "real");
    expect(range && text.slice(range.start, range.end)).toBe("réal");
  });

  it("keeps offsets right when a decomposed accent is in the text", () => {
    const text = "Cafe\u0301 Team";
    const [range] = matchRanges(text, "team");
    expect(range && text.slice(range.start, range.end)).toBe("Team");
  });

  it("finds nothing for a blank term", () => {
    expect(matchRanges("Toronto", "  ")).toEqual([]);
  });
});

describe("searchTree", () => {
  it("is null for a blank term (nothing filtered)", () => {
    expect(searchTree(tree, " ")).toBeNull();
    expect(searchFound(null)).toBe(true);
  });

  it("marks the matches, opens their ancestors and shows their sub-trees", () => {
    const found = searchTree(tree, "toronto d");
    expect(found).not.toBeNull();
    if (found === null) return;
    expect(sorted(found.matches)).toEqual(["to"]);
    expect(sorted(found.expand)).toEqual(["na", "root"]);
    expect(sorted(found.visible)).toEqual(["na", "root", "to", "to1"]);
  });

  it("ignores accents and keeps a match below another match", () => {
    const found = searchTree(tree, "MONTREAL");
    if (found === null) throw new Error("expected a search");
    expect(sorted(found.matches)).toEqual(["mtl", "mtl1"]);
    expect(sorted(found.expand)).toEqual(["mtl", "na", "root"]);
    expect(found.visible.has("eu")).toBe(false);
    expect(found.visible.has("to")).toBe(false);
  });

  it("reports a search that finds nothing", () => {
    const found = searchTree(tree, "Tokyo");
    expect(found?.matches.size).toBe(0);
    expect(found?.visible.size).toBe(0);
    expect(searchFound(found ?? null)).toBe(false);
  });
});
