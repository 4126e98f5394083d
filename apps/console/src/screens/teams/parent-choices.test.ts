import { describe, expect, it } from "vitest";
import { parentChoices } from "./parent-choices";

const TEAMS = [
  { id: "root", title: "HQ", parent: null },
  { id: "na", title: "North America", parent: "root" },
  { id: "to", title: "Toronto", parent: "na" },
  { id: "van", title: "Vancouver", parent: "na" },
  { id: "eu", title: "Europe", parent: "root" },
  { id: "lon", title: "London", parent: "eu" },
];

describe("parentChoices", () => {
  it("offers every team for a new one", () => {
    expect(parentChoices(TEAMS, undefined).map((option) => option.value)).toEqual([
      "root",
      "na",
      "to",
      "van",
      "eu",
      "lon",
    ]);
  });

  it("leaves out the team and everything below it", () => {
    expect(parentChoices(TEAMS, "na").map((option) => option.display)).toEqual([
      "HQ",
      "Europe",
      "London",
    ]);
    expect(parentChoices(TEAMS, "root")).toEqual([]);
  });

  it("survives a cycle in the data", () => {
    const looped = [
      { id: "a", title: "A", parent: "b" },
      { id: "b", title: "B", parent: "a" },
    ];
    expect(parentChoices(looped, "a")).toEqual([]);
    expect(parentChoices(looped, undefined).map((option) => option.value)).toEqual(["a", "b"]);
  });
});
