import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoleName } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  expectProblem,
  sessionFor,
  sessionsByRole,
  settle,
  teamId,
  type DemoRole,
} from "./test-support.js";

type PlayerList = Schema<"PlayerList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let phoneDrive: string;
const team: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  phoneDrive = await campaignId(api, "Phone Drive");
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

describe("GET /campaigns/{id}/players/", () => {
  /** The usernames of players of the campaign's teams, as the database has them. */
  async function playersOf(
    campaign: string,
    teams?: readonly string[],
    roles?: readonly RoleName[],
  ) {
    let query = api.handle.db
      .selectFrom("players")
      .innerJoin("team_campaigns", "team_campaigns.team", "players.team")
      .select("players.id")
      .where("team_campaigns.campaign", "=", campaign);
    if (teams !== undefined) query = query.where("players.team", "in", teams);
    if (roles !== undefined) query = query.where("players.role", "in", [...roles]);
    return (await query.execute()).map((row) => row.id).sort();
  }

  const ids = (list: PlayerList) => list.Result.map((player) => player.id).sort();

  it("lists the players of the campaign's teams, by last name, for admin", async () => {
    const answer = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.admin,
      path: { id: winter },
      query: { PageSize: 1000 },
    });
    expect(answer.status).toBe(200);
    const expected = await playersOf(winter);
    expect(expected.length).toBeGreaterThan(10);
    expect(ids(answer.body)).toEqual(expected);
    expect(answer.body.Count).toBe(expected.length);
    const names = answer.body.Result.map((player) => player.lastname.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(answer.body.Result[0]).toHaveProperty("full_name");
  });

  it("keeps a manager to their teams and a rep to their own team", async () => {
    const manager = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.manager,
      path: { id: winter },
      query: { PageSize: 1000 },
    });
    expect(ids(manager.body)).toEqual(
      await playersOf(winter, [team.toronto ?? "", team.vancouver ?? "", team.newyork ?? ""]),
    );
    const rep = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.rep,
      path: { id: winter },
    });
    expect(ids(rep.body)).toEqual(await playersOf(winter, [team.toronto ?? ""], ["rep"]));
    const caller = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.callcenter,
      path: { id: phoneDrive },
    });
    expect(ids(caller.body)).toEqual(
      await playersOf(phoneDrive, [team.callcentre ?? ""], ["callcenter"]),
    );
    expect(caller.body.Count).toBeGreaterThan(0);
  });

  it("shows a client user only their client's users, and 404 outside their campaigns", async () => {
    const client = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.client,
      path: { id: winter },
    });
    expect(client.body).toEqual({ Result: [], Count: 0 });
    expectProblem(
      await api.call("listCampaignPlayers", { as: as.client, path: { id: water } }),
      404,
    );
    const northwind = await sessionFor(api, "client.northwind");
    expectProblem(
      await api.call("listCampaignPlayers", { as: northwind, path: { id: winter } }),
      404,
    );
  });

  it("pages, answers 404 for an unknown campaign and 304 while nothing changed", async () => {
    await settle(api);
    const page = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.admin,
      path: { id: winter },
      query: { Page: 2, PageSize: 3 },
    });
    const all = await api.call<PlayerList>("listCampaignPlayers", {
      as: as.admin,
      path: { id: winter },
      query: { PageSize: 1000 },
    });
    expect(page.body.Result.map((p) => p.id)).toEqual(all.body.Result.slice(3, 6).map((p) => p.id));
    expectProblem(
      await api.call("listCampaignPlayers", { as: as.admin, path: { id: "nope00" } }),
      404,
    );
    const again = await api.call("listCampaignPlayers", {
      as: as.admin,
      path: { id: winter },
      headers: { "if-modified-since": page.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
