import { buildTree, type TreeViewItem } from "@canvass/ui";
import { describe, expect, it } from "vitest";
import { moveChoices } from "./move-choices";

const item = (id: string, parent: string | null, title: string): TreeViewItem => ({
  id,
  parent,
  title,
});

const tree = buildTree([
  item("root", null, "Canvass HQ"),
  item("na", "root", "North America Field"),
  item("eu", "root", "Europe Field"),
  item("to", "na", "Toronto Downtown"),
  item("to1", "to", "Toronto East"),
  item("mtl", "eu", "Montréal Downtown"),
]);

const ids = (teamId: string, term = "") => moveChoices(tree, teamId, term).map((c) => c.id);

describe("moveChoices", () => {
  it("leaves out the team, its descendants and its current parent", () => {
    expect(ids("na")).toEqual(["eu", "mtl"]);
    expect(ids("to")).toEqual(["root", "eu", "mtl"]);
  });

  it("narrows by title, ignoring case and accents, and shows each choice's path", () => {
    expect(moveChoices(tree, "to1", "MONTREAL")).toEqual([
      { id: "mtl", title: "Montréal Downtown", path: ["Canvass HQ", "Europe Field"] },
    ]);
    expect(ids("to", "downtown")).toEqual(["mtl"]);
    expect(ids("to", "nowhere")).toEqual([]);
  });

  it("offers nothing for the root team's whole tree or an unknown team", () => {
    expect(ids("root")).toEqual([]);
    expect(ids("missing")).toEqual([]);
  });
});
