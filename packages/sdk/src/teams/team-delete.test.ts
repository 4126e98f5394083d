import { describe, expect, it } from "vitest";
import {
  TEAM_DELETE_BLOCKERS,
  TEAM_DELETE_BLOCKER_MESSAGES,
  isTeamDeleteBlocker,
  mayDeleteTeam,
} from "./team-delete";

const root = { parent: null };
const squad = { parent: "hq" };

describe("mayDeleteTeam", () => {
  it("lets root, admins and managers delete a team below the root team", () => {
    for (const role of ["root", "admin", "manager"] as const) {
      expect(mayDeleteTeam({ role }, squad)).toBe(true);
    }
  });

  it("never lets anyone delete the root team", () => {
    for (const role of ["root", "admin", "manager"] as const) {
      expect(mayDeleteTeam({ role }, root)).toBe(false);
    }
  });

  it("refuses the roles without teams:delete", () => {
    for (const role of ["client", "callcenter", "rep"] as const) {
      expect(mayDeleteTeam({ role }, squad)).toBe(false);
    }
  });
});

describe("team delete blockers", () => {
  it("knows each blocker code and has words for it", () => {
    for (const blocker of TEAM_DELETE_BLOCKERS) {
      expect(isTeamDeleteBlocker(blocker)).toBe(true);
      expect(TEAM_DELETE_BLOCKER_MESSAGES[blocker].length).toBeGreaterThan(0);
    }
    expect(isTeamDeleteBlocker("unique")).toBe(false);
    expect(isTeamDeleteBlocker(undefined)).toBe(false);
  });
});
