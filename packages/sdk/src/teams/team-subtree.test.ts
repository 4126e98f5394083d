import { describe, expect, it } from "vitest";
import { TEAM_CYCLE_MESSAGE, isCycleParent, teamSubtreeIds } from "./team-subtree";

const TEAMS = [
  { id: "root", parent: null },
  { id: "na", parent: "root" },
  { id: "to", parent: "na" },
  { id: "van", parent: "na" },
  { id: "eu", parent: "root" },
  { id: "lon", parent: "eu" },
];

describe("teamSubtreeIds", () => {
  it("holds the team and every team below it", () => {
    expect([...teamSubtreeIds(TEAMS, "na")].sort()).toEqual(["na", "to", "van"]);
    expect([...teamSubtreeIds(TEAMS, "root")].sort()).toEqual([
      "eu",
      "lon",
      "na",
      "root",
      "to",
      "van",
    ]);
    expect([...teamSubtreeIds(TEAMS, "lon")]).toEqual(["lon"]);
    expect([...teamSubtreeIds(TEAMS, "unknown")]).toEqual(["unknown"]);
  });

  it("ends on links that loop, and on a very deep chain", () => {
    const looped = [
      { id: "a", parent: "b" },
      { id: "b", parent: "a" },
      { id: "c", parent: "c" },
    ];
    expect([...teamSubtreeIds(looped, "a")].sort()).toEqual(["a", "b"]);
    expect([...teamSubtreeIds(looped, "c")]).toEqual(["c"]);
    const chain = Array.from({ length: 20_000 }, (_, index) => ({
      id: `t${String(index)}`,
      parent: index === 0 ? null : `t${String(index - 1)}`,
    }));
    expect(teamSubtreeIds(chain, "t0").size).toBe(20_000);
  });
});

describe("isCycleParent", () => {
  it("refuses the team itself and its sub-teams as the new parent", () => {
    const subtree = teamSubtreeIds(TEAMS, "na");
    expect(isCycleParent(subtree, "na")).toBe(true);
    expect(isCycleParent(subtree, "to")).toBe(true);
    expect(isCycleParent([...subtree], "van")).toBe(true);
    expect(isCycleParent(subtree, "eu")).toBe(false);
    expect(TEAM_CYCLE_MESSAGE).toMatch(/under itself/);
  });
});
