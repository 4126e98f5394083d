import { describe, expect, it } from "vitest";
import {
  TEAM_REFUSALS,
  TEAM_REFUSAL_MESSAGES,
  isRootTeam,
  teamChangeRefusal,
  teamFlagsRefusal,
  teamPlacementRefusal,
} from "./team-edit";

const hq = { id: "hq", parent: null };
const ops = { id: "ops", parent: "hq" };
const na = { id: "na", parent: "hq" };

describe("team flags", () => {
  it("lets admins set flags on other teams and new ones", () => {
    expect(teamFlagsRefusal({ role: "admin", team: "ops" }, undefined)).toBeUndefined();
    expect(teamFlagsRefusal({ role: "admin", team: "ops" }, na)).toBeUndefined();
  });

  it("refuses everyone below admin, with or without a team", () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expect(teamFlagsRefusal({ role, team: "na" }, undefined)).toBe("notAdmin");
      expect(teamFlagsRefusal({ role, team: "na" }, ops)).toBe("notAdmin");
    }
  });

  it("refuses an admin's own team and the root team; root may set both", () => {
    expect(teamFlagsRefusal({ role: "admin", team: "ops" }, ops)).toBe("ownTeam");
    expect(teamFlagsRefusal({ role: "admin", team: "ops" }, hq)).toBe("rootTeam");
    expect(teamFlagsRefusal({ role: "root", team: "hq" }, hq)).toBeUndefined();
    expect(teamFlagsRefusal({ role: "root", team: "hq" }, ops)).toBeUndefined();
  });
});

describe("the root team", () => {
  it("is the team without a parent", () => {
    expect(isRootTeam(hq)).toBe(true);
    expect(isRootTeam(ops)).toBe(false);
  });

  it("is root's alone to change or to put users in", () => {
    expect(teamChangeRefusal({ role: "root", team: "hq" }, hq)).toBeUndefined();
    expect(teamPlacementRefusal({ role: "root", team: "hq" }, hq)).toBeUndefined();
    for (const role of ["admin", "manager"] as const) {
      expect(teamChangeRefusal({ role, team: "ops" }, hq)).toBe("rootTeam");
      expect(teamPlacementRefusal({ role, team: "ops" }, hq)).toBe("rootTeam");
      expect(teamChangeRefusal({ role, team: "ops" }, na)).toBeUndefined();
      expect(teamPlacementRefusal({ role, team: "ops" }, na)).toBeUndefined();
    }
  });

  it("has a message for every refusal", () => {
    for (const refusal of TEAM_REFUSALS) expect(TEAM_REFUSAL_MESSAGES[refusal]).toMatch(/\w/);
  });
});
