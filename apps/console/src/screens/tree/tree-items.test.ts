import { describe, expect, it } from "vitest";
import { isMovableTeam, titleOf, treeItemsOf, treeTotals, type TeamTreeNode } from "./tree-items";

const node = (id: string, parent: string | null, players = 0, activePlayers = 0): TeamTreeNode => ({
  id,
  parent,
  title: `Team ${id}`,
  role: parent === null ? "root" : "rep",
  players,
  activePlayers,
  subteams: 0,
});

describe("treeItemsOf", () => {
  it("keeps id, parent, title and counts, and names the role as a badge", () => {
    const items = treeItemsOf([node("r", null, 2, 1), node("a", "r", 5, 4)], (role) =>
      role.toUpperCase(),
    );
    expect(items).toEqual([
      {
        id: "r",
        parent: null,
        title: "Team r",
        badge: "ROOT",
        players: 2,
        activePlayers: 1,
        subteams: 0,
      },
      {
        id: "a",
        parent: "r",
        title: "Team a",
        badge: "REP",
        players: 5,
        activePlayers: 4,
        subteams: 0,
      },
    ]);
  });
});

describe("isMovableTeam", () => {
  const ids = new Set(["r", "a"]);
  it("moves a team whose parent is in the answer", () => {
    expect(isMovableTeam({ parent: "r" }, ids)).toBe(true);
  });
  it("does not move the root team or a root of the answer (parent out of scope)", () => {
    expect(isMovableTeam({ parent: null }, ids)).toBe(false);
    expect(isMovableTeam({ parent: "elsewhere" }, ids)).toBe(false);
  });
});

describe("titleOf and treeTotals", () => {
  it("finds a title, falling back to the id", () => {
    expect(titleOf([node("a", null)], "a")).toBe("Team a");
    expect(titleOf([], "zz")).toBe("zz");
  });
  it("adds up teams, users and active users", () => {
    expect(treeTotals([node("r", null, 2, 1), node("a", "r", 5, 4)])).toEqual({
      teams: 2,
      players: 7,
      active: 5,
    });
    expect(treeTotals([])).toEqual({ teams: 0, players: 0, active: 0 });
  });
});
