/**
 * Who may read and change a client's assignments and users, and the overrides (exclusions):
 * the feature switches (`clientManagement`, `hide_overrides`) and restriction flag
 * (`nomanageclients`) as well as the roles (issue 22).
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  clientId,
  expectProblem,
  sessionsByRole,
  setFeature,
  setTeamRestrictions,
  teamId,
  type DemoRole,
} from "./test-support.js";

type PlayerList = Schema<"PlayerList">;
type AssignmentList = Schema<"ClientAssignmentList">;
type CampaignOption = Schema<"CampaignOption">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let acme: string;
let northwind: string;
let winter: string;
let toronto: string;

const NOT_ADMINS = ["manager", "client", "callcenter", "rep"] as const;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  acme = await clientId(api, "Acme Relief");
  northwind = await clientId(api, "Northwind Foundation");
  winter = await campaignId(api, "Winter Appeal");
  toronto = await teamId(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());

describe("GET /clients/{id}/players/", () => {
  it("lists the client's own users only, by last name", async () => {
    const answer = await api.call<PlayerList>("listClientPlayers", {
      as: as.admin,
      path: { id: acme },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Result.map((player) => player.username)).toEqual(["client"]);
    expect(answer.body.Count).toBe(1);
    expect(answer.body.Result[0]?.role).toBe("client");
    const other = await api.call<PlayerList>("listClientPlayers", {
      as: as.root,
      path: { id: northwind },
    });
    expect(other.body.Result.map((player) => player.username)).toEqual(["client.northwind"]);
  });

  it("answers 404 for an unknown client and 403 for every other role", async () => {
    expectProblem(
      await api.call("listClientPlayers", { as: as.admin, path: { id: "nope00" } }),
      404,
    );
    for (const role of NOT_ADMINS) {
      expectProblem(await api.call("listClientPlayers", { as: as[role], path: { id: acme } }), 403);
    }
  });
});

describe("assignments", () => {
  it("are neither read nor changed with client management off", async () => {
    await setFeature(api, "clientManagement", false);
    try {
      for (const session of [as.root, as.admin]) {
        expectProblem(
          await api.call("listClientAssignments", { as: session, path: { id: acme } }),
          403,
        );
        expectProblem(
          await api.call("deleteClientAssignments", {
            as: session,
            path: { id: acme },
            query: { campaign_ids: winter },
          }),
          403,
        );
        expectProblem(
          await api.call("listClientPlayers", { as: session, path: { id: acme } }),
          403,
        );
      }
    } finally {
      await setFeature(api, "clientManagement", true);
    }
    const after = await api.call<AssignmentList>("listClientAssignments", {
      as: as.admin,
      path: { id: acme },
    });
    expect(after.body.Result.map((row) => row.campaign)).toContain(winter);
  });

  it("are refused to an admin whose team has nomanageclients, and to every other role", async () => {
    await setTeamRestrictions(api, "admin", ["nomanageclients"]);
    try {
      const answer = await api.call<{ detail: string }>("deleteClientAssignments", {
        as: as.admin,
        path: { id: acme },
        query: { campaign_ids: winter },
      });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("nomanageclients");
      expectProblem(
        await api.call("updateClient", {
          as: as.admin,
          path: { id: acme },
          body: { campaigns: [winter] },
        }),
        403,
      );
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
    for (const role of NOT_ADMINS) {
      expectProblem(
        await api.call("listClientAssignments", { as: as[role], path: { id: acme } }),
        403,
      );
      expectProblem(
        await api.call("updateClient", {
          as: as[role],
          path: { id: acme },
          body: { campaigns: [winter] },
        }),
        403,
      );
    }
    const after = await api.call<AssignmentList>("listClientAssignments", {
      as: as.admin,
      path: { id: acme },
    });
    expect(after.body.Result.map((row) => row.campaign)).toContain(winter);
  });
});

describe("overrides (exclusions)", () => {
  it("are read by every role but the client, and changed by admins only", async () => {
    for (const role of ["manager", "callcenter", "rep"] as const) {
      expect((await api.call("listCampaignOptions", { as: as[role] })).status).toBe(200);
    }
    expectProblem(await api.call("listCampaignOptions", { as: as.client }), 403);
    const created = await api.call<CampaignOption>("createCampaignOption", {
      as: as.admin,
      body: { campaign: winter, field: "Email", rule: "^.*@staff\\.test$", description: "Staff" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const role of NOT_ADMINS) {
      expectProblem(
        await api.call("updateCampaignOption", {
          as: as[role],
          path: { id },
          body: { description: "No" },
        }),
        403,
      );
      expectProblem(
        await api.call("setTeamCampaignOptions", {
          as: as[role],
          path: { id, campaign: winter, teams: toronto },
        }),
        403,
      );
      expectProblem(await api.call("deleteCampaignOption", { as: as[role], path: { id } }), 403);
    }
    expect((await api.call("deleteCampaignOption", { as: as.admin, path: { id } })).status).toBe(
      204,
    );
  });

  it("keep their team scopes and stay when the host hides overrides", async () => {
    const created = await api.call<CampaignOption>("createCampaignOption", {
      as: as.admin,
      body: { campaign: winter, field: "Email", rule: "^.*@hidden\\.test$" },
    });
    const id = created.body.id;
    await setFeature(api, "hide_overrides", true);
    try {
      for (const session of [as.root, as.admin]) {
        expectProblem(
          await api.call("setTeamCampaignOptions", {
            as: session,
            path: { id, campaign: winter, teams: toronto },
          }),
          403,
        );
        expectProblem(
          await api.call("updateCampaignOption", {
            as: session,
            path: { id },
            body: { description: "Hidden" },
          }),
          403,
        );
        expectProblem(await api.call("deleteCampaignOption", { as: session, path: { id } }), 403);
      }
      const read = await api.call<{ Result: CampaignOption[] }>("listCampaignOptions", {
        as: as.rep,
        query: { campaign: winter },
      });
      expect(read.body.Result.map((option) => option.id)).toContain(id);
    } finally {
      await setFeature(api, "hide_overrides", false);
    }
    const scopes = await api.call<{ Count: number }>("listTeamCampaignOptions", {
      as: as.admin,
      query: { option: id },
    });
    expect(scopes.body.Count).toBe(0);
  });
});
