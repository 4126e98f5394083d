import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  expectProblem,
  sessionsByRole,
  settle,
  setTeamRestrictions,
  teamId,
  type DemoRole,
} from "./test-support.js";

type Campaign = Schema<"Campaign">;
type TeamList = Schema<"TeamList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
const team: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  for (const [key, title] of Object.entries({
    toronto: "Toronto Downtown",
    vancouver: "Vancouver West",
    newyork: "New York Metro",
    london: "London Central",
    paris: "Paris Rive Gauche",
    madrid: "Madrid Centro",
    lima: "Lima Miraflores",
    callcentre: "Remote Call Centre",
  })) {
    team[key] = await teamId(api, title);
  }
}, 180_000);
afterAll(() => api.close());

const titles = (list: TeamList) => list.Result.map((item) => item.title).sort();

describe("GET /campaigns/{id}/teams/", () => {
  it("lists the campaign's teams as Team objects for root and admin", async () => {
    for (const role of ["root", "admin"] as const) {
      const answer = await api.call<TeamList>("listCampaignTeams", {
        as: as[role],
        path: { id: winter },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.Count).toBe(6);
      expect(titles(answer.body)).toEqual([
        "London Central",
        "Madrid Centro",
        "New York Metro",
        "Paris Rive Gauche",
        "Toronto Downtown",
        "Vancouver West",
      ]);
      const toronto = answer.body.Result.find((item) => item.id === team.toronto);
      expect(toronto?.campaigns).toContain(winter);
      expect(toronto).toMatchObject({ role: "rep", parent: expect.any(String) as unknown });
    }
  });

  it("keeps to the caller's teams (decision 0006)", async () => {
    const manager = await api.call<TeamList>("listCampaignTeams", {
      as: as.manager,
      path: { id: winter },
    });
    expect(titles(manager.body)).toEqual(["New York Metro", "Toronto Downtown", "Vancouver West"]);
    const rep = await api.call<TeamList>("listCampaignTeams", { as: as.rep, path: { id: winter } });
    expect(titles(rep.body)).toEqual(["Toronto Downtown"]);
    const caller = await api.call<TeamList>("listCampaignTeams", {
      as: as.callcenter,
      path: { id: winter },
    });
    expect(caller.body).toEqual({ Result: [], Count: 0 });
    const client = await api.call<TeamList>("listCampaignTeams", {
      as: as.client,
      path: { id: winter },
    });
    expect(client.body.Count).toBe(6);
  });

  it("answers 404 for an unknown campaign and for a client's unassigned one", async () => {
    expectProblem(
      await api.call("listCampaignTeams", { as: as.admin, path: { id: "nope00" } }),
      404,
    );
    expectProblem(await api.call("listCampaignTeams", { as: as.client, path: { id: water } }), 404);
  });

  it("pages, and answers 304 while nothing changed", async () => {
    await settle(api);
    const page = await api.call<TeamList>("listCampaignTeams", {
      as: as.admin,
      path: { id: winter },
      query: { Page: 2, PageSize: 4 },
    });
    expect(page.body.Count).toBe(6);
    expect(page.body.Result).toHaveLength(2);
    const again = await api.call("listCampaignTeams", {
      as: as.admin,
      path: { id: winter },
      headers: { "if-modified-since": page.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("POST /campaigns/{id}/teams/", () => {
  it("adds and removes teams in one change; unknown removals and repeated adds are ignored", async () => {
    const answer = await api.call<Campaign>("updateCampaignTeams", {
      as: as.admin,
      path: { id: water },
      body: {
        to_add: [team.toronto, team.toronto, team.newyork],
        to_remove: [team.lima, "zzzzzz"],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.teams).toContain(team.toronto);
    expect(answer.body.teams).toContain(team.newyork);
    expect(answer.body.teams).not.toContain(team.lima);
    const toronto = await api.call<TeamList>("listCampaignTeams", {
      as: as.rep,
      path: { id: water },
    });
    expect(toronto.body.Result[0]?.campaigns).toContain(water);
  });

  it("refuses an unknown team to add (422 naming it) and writes nothing", async () => {
    const before = await api.call<Campaign>("getCampaign", { as: as.admin, path: { id: water } });
    expectProblem(
      await api.call("updateCampaignTeams", {
        as: as.admin,
        path: { id: water },
        body: { to_add: [team.paris, "zzzzzz"], to_remove: [team.toronto] },
      }),
      422,
      "/to_add/1",
    );
    const after = await api.call<Campaign>("getCampaign", { as: as.admin, path: { id: water } });
    expect(after.body.teams).toEqual(before.body.teams);
  });

  it("refuses a team in both lists, an empty change and an unknown campaign", async () => {
    expectProblem(
      await api.call("updateCampaignTeams", {
        as: as.admin,
        path: { id: water },
        body: { to_add: [team.paris], to_remove: [team.madrid, team.paris] },
      }),
      422,
      "/to_remove/1",
    );
    expectProblem(
      await api.call("updateCampaignTeams", { as: as.admin, path: { id: water }, body: {} }),
      422,
    );
    expectProblem(
      await api.call("updateCampaignTeams", {
        as: as.admin,
        path: { id: "nope00" },
        body: { to_add: [team.paris] },
      }),
      404,
    );
  });

  it("refuses other roles and the noupdatecampaigns flag (403)", async () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(
        await api.call("updateCampaignTeams", {
          as: as[role],
          path: { id: water },
          body: { to_add: [team.paris] },
        }),
        403,
      );
    }
    await setTeamRestrictions(api, "admin", ["noupdatecampaigns"]);
    try {
      expectProblem(
        await api.call("updateCampaignTeams", {
          as: as.admin,
          path: { id: water },
          body: { to_add: [team.paris] },
        }),
        403,
      );
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
    const root = await api.call<Campaign>("updateCampaignTeams", {
      as: as.root,
      path: { id: water },
      body: { to_remove: [team.newyork] },
    });
    expect(root.body.teams).not.toContain(team.newyork);
  });
});
