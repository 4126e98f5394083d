import { describe, expect, it } from "vitest";
import { createTeamBody, teamValues, updateTeamBody } from "./team-form-values";
import type { TeamRow } from "./team-words";

const TEAM: TeamRow = {
  id: "t1",
  title: "Toronto",
  parent: "na",
  campaigns: ["c1", "c2"],
  permissions: [],
  restrictions: ["nosublocation"],
  role: "rep",
  metadata: { homepage: "/subs" },
  updated: "2026-11-20T08:15:00.000Z",
};

describe("createTeamBody", () => {
  const values = {
    title: "  Ottawa ",
    parent: "na",
    role: "rep" as const,
    campaigns: ["c1", "c1"],
    restrictions: ["nocreateteams" as const],
    permissions: [],
  };
  it("trims the title, drops duplicate campaigns and sends flags when they may be set", () => {
    expect(createTeamBody(values, true)).toEqual({
      title: "Ottawa",
      parent: "na",
      role: "rep",
      campaigns: ["c1"],
      restrictions: ["nocreateteams"],
      permissions: [],
    });
  });
  it("leaves the flags out for an operator who may not set them", () => {
    expect(createTeamBody(values, false)).not.toHaveProperty("restrictions");
    expect(createTeamBody(values, false)).not.toHaveProperty("permissions");
  });
});

describe("updateTeamBody", () => {
  it("sends only what changed; list order is no change", () => {
    const values = { ...teamValues(TEAM), title: "Toronto East", campaigns: ["c2", "c1"] };
    expect(updateTeamBody(values, TEAM, true)).toEqual({ title: "Toronto East" });
  });

  it("sends new lists, a new parent and role", () => {
    const values = {
      ...teamValues(TEAM),
      parent: "eu",
      role: "callcenter" as const,
      campaigns: ["c3"],
      permissions: ["nosubpay" as const],
    };
    expect(updateTeamBody(values, TEAM, true)).toEqual({
      parent: "eu",
      role: "callcenter",
      campaigns: ["c3"],
      permissions: ["nosubpay"],
    });
  });

  it("never sends flags for an operator who may not change them", () => {
    const values = { ...teamValues(TEAM), restrictions: [] };
    expect(updateTeamBody(values, TEAM, false)).toEqual({ title: "Toronto" });
  });

  it("sends the unchanged title when nothing changed (the contract wants one field)", () => {
    expect(updateTeamBody(teamValues(TEAM), TEAM, true)).toEqual({ title: "Toronto" });
  });
});
