import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../../testing/api-harness.js";
import { playerId, sessionsByRole, type DemoRole } from "../test-support.js";

type Access = Schema<"PlayerAccess">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
}, 180_000);
afterAll(() => api.close());

/** The root-team caller: a session whose team has no parent. */
async function rootTeamCaller(): Promise<ApiSession> {
  for (const role of ["root", "admin"] as const) {
    const team = await api.handle.db
      .selectFrom("players as p")
      .innerJoin("teams as t", "t.id", "p.team")
      .select("t.parent")
      .where("p.id", "=", as[role].player)
      .executeTakeFirstOrThrow();
    if (team.parent === null) return as[role];
  }
  throw new Error("the seed has no root-team login");
}

describe("GET /configuration/access/{id}/", () => {
  it("answers a user's role, root team and flags as stored", async () => {
    const manager = await playerId(api, "manager");
    const row = await api.handle.db
      .selectFrom("players as p")
      .innerJoin("teams as t", "t.id", "p.team")
      .select(["p.role", "t.parent", "t.restrictions", "t.permissions"])
      .where("p.id", "=", manager)
      .executeTakeFirstOrThrow();
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: [...row.restrictions, "nosubpay", "not-a-flag"] })
      .where("id", "=", as.manager.team)
      .execute();
    const answer = await api.call<Access>("getPlayerAccess", {
      as: await rootTeamCaller(),
      path: { id: manager },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: manager,
      username: "manager",
      role: row.role,
      active: true,
      isRootTeam: row.parent === null,
      teamPermissions: row.permissions,
    });
    expect(answer.body.teamRestrictions).toContain("nosubpay");
    expect(answer.body.teamRestrictions).not.toContain("not-a-flag");
  });

  it("is 404 for an unknown user and refused outside the root team", async () => {
    const caller = await rootTeamCaller();
    const missing = await api.call("getPlayerAccess", { as: caller, path: { id: "nobody" } });
    expect(missing.status).toBe(404);
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      const refused = await api.call("getPlayerAccess", {
        as: as[role],
        path: { id: as[role].player },
      });
      expect(refused.status).toBe(403);
    }
  });
});
