import { sortByTitleKey } from "@canvass/sdk/campaigns";
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionFor,
  sessionsByRole,
  settle,
  teamId,
  type DemoRole,
} from "./test-support.js";

type CampaignDetail = Schema<"CampaignDetail">;
type CampaignList = Schema<"CampaignList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let toronto: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  toronto = await teamId(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());

describe("GET /campaigns/", () => {
  it.each(["root", "admin", "manager", "callcenter", "rep"] as const)(
    "lists every campaign for %s, by title, with their teams",
    async (role) => {
      const answer = await api.call<CampaignList>("listCampaigns", { as: as[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.Count).toBe(12);
      const titles = answer.body.Result.map((campaign) => campaign.title);
      expect(answer.body.Result.map((campaign) => campaign.id)).toEqual(
        sortByTitleKey(answer.body.Result).map((campaign) => campaign.id),
      );
      expect(new Set(titles).size).toBe(titles.length);
      const found = answer.body.Result.find((campaign) => campaign.id === winter);
      expect(found?.teams).toContain(toronto);
      expect(found).toMatchObject({ type: "in-person", attempts: 3, range: "h" });
      expect(answer.headers.get("last-modified")).not.toBeNull();
    },
  );

  it("shows a client user only the campaigns of their client", async () => {
    const answer = await api.call<CampaignList>("listCampaigns", { as: as.client });
    expect(answer.body.Result.map((campaign) => campaign.title).sort()).toEqual([
      "Online Giving",
      "Phone Drive",
      "Winter Appeal",
    ]);
    expect(answer.body.Count).toBe(3);
    const northwind = await sessionFor(api, "client.northwind");
    const other = await api.call<CampaignList>("listCampaigns", { as: northwind });
    expect(other.body.Result.map((campaign) => campaign.title).sort()).toEqual([
      "Clean Water Doorstep",
      "Emergency Relief Fund",
    ]);
  });

  it("pages, sorts and filters by text, type and team", async () => {
    const page = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { Page: 2, PageSize: 5, Sort: "-title" },
    });
    expect(page.body.Count).toBe(12);
    expect(page.body.Result).toHaveLength(5);
    const all = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { Sort: "-title" },
    });
    expect(page.body.Result.map((c) => c.id)).toEqual(
      all.body.Result.slice(5, 10).map((c) => c.id),
    );

    const voip = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { type: "voip" },
    });
    expect(voip.body.Count).toBe(4);
    expect(voip.body.Result.every((campaign) => campaign.type === "voip")).toBe(true);

    const text = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { q: "WATER" },
    });
    expect(text.body.Result.map((campaign) => campaign.title)).toEqual(["Clean Water Doorstep"]);
    const literal = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { q: "%" },
    });
    expect(literal.body.Count).toBe(0);

    const team = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { team: toronto },
    });
    expect(team.body.Result.map((campaign) => campaign.title).sort()).toEqual([
      "Street Fundraising Spring",
      "Winter Appeal",
    ]);
  });

  it("counts past the last page, and refuses an unknown sort field", async () => {
    const past = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { Page: 99, PageSize: 10 },
    });
    expect(past.body).toEqual({ Result: [], Count: 12 });
    const huge = await api.call<CampaignList>("listCampaigns", {
      as: as.admin,
      query: { Page: 1e15, PageSize: 1000 },
    });
    expect(huge.body.Result).toEqual([]);
    expectProblem(
      await api.call("listCampaigns", { as: as.admin, query: { Sort: "password" } }),
      400,
      "query.Sort",
    );
  });

  it("answers 304 while nothing changed, 200 after a change", async () => {
    await settle(api);
    const first = await api.call("listCampaigns", { as: as.manager });
    const stamp = first.headers.get("last-modified") ?? "";
    const again = await api.call("listCampaigns", {
      as: as.manager,
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
    await api.call("updateCampaign", {
      as: as.admin,
      path: { id: water },
      body: { timeout: 6 },
    });
    // A change is stamped from the end of its second on (Last-Modified has 1 s resolution).
    await settle(api);
    const changed = await api.call("listCampaigns", {
      as: as.manager,
      headers: { "if-modified-since": stamp },
    });
    expect(changed.status).toBe(200);
  });

  it("takes SQL-looking text as plain text", async () => {
    for (const q of ["'; DROP TABLE campaigns; --", "\\", "_", "Winter' OR '1'='1"]) {
      const answer = await api.call<CampaignList>("listCampaigns", { as: as.admin, query: { q } });
      expect(answer.status).toBe(200);
      expect(answer.body.Count).toBe(0);
    }
    expectProblem(
      await api.call("listCampaigns", { as: as.admin, query: { Sort: "title;DROP" } }),
      400,
      "query.Sort",
    );
    expect(await countRows(api, "campaigns")).toBeGreaterThanOrEqual(12);
  });

  it("needs a token", async () => {
    expect((await api.call("listCampaigns")).status).toBe(401);
  });
});

describe("GET /campaigns/{id}/", () => {
  it("returns the campaign, and with include=all its tasks, team titles and settings", async () => {
    const plain = await api.call<CampaignDetail>("getCampaign", {
      as: as.rep,
      path: { id: winter },
    });
    expect(plain.status).toBe(200);
    expect(plain.body.title).toBe("Winter Appeal");
    expect(plain.body.raw_processes).toBeUndefined();
    expect(plain.body.settings).toBeUndefined();

    const all = await api.call<CampaignDetail>("getCampaign", {
      as: as.admin,
      path: { id: winter },
      query: { include: "all" },
    });
    expect(all.body.raw_processes?.map((task) => task.type)).toEqual(["sendReceipt", "crmPush"]);
    expect(all.body.teams_detail).toContainEqual({ id: toronto, title: "Toronto Downtown" });
    expect(all.body.teams_detail).toHaveLength(all.body.teams.length);
    expect(all.body.settings).toMatchObject({ general: { type: "in-person", picture: "no" } });
  });

  it("overlays the uploaded settings/general.json on the stored general settings", async () => {
    const street = await campaignId(api, "Street Fundraising Spring");
    await api.handle.db
      .insertInto("assets")
      .values({
        path: `assets/campaigns/${street}/settings/general.json`,
        content_type: "application/json",
        bytes: new TextEncoder().encode(JSON.stringify({ currency: "EUR", attempts: 7 })),
      })
      .execute();
    const all = await api.call<CampaignDetail>("getCampaign", {
      as: as.admin,
      path: { id: street },
      query: { include: "all" },
    });
    expect(all.body.settings).toMatchObject({
      general: { type: "in-person", currency: "EUR", attempts: 7 },
    });
  });

  it("hides campaigns of other clients from a client user (404)", async () => {
    expect((await api.call("getCampaign", { as: as.client, path: { id: winter } })).status).toBe(
      200,
    );
    expectProblem(await api.call("getCampaign", { as: as.client, path: { id: water } }), 404);
  });

  it("answers 404 for an unknown id and 304 when the copy is current", async () => {
    await settle(api);
    expectProblem(await api.call("getCampaign", { as: as.admin, path: { id: "nope00" } }), 404);
    const first = await api.call("getCampaign", { as: as.admin, path: { id: winter } });
    const again = await api.call("getCampaign", {
      as: as.admin,
      path: { id: winter },
      headers: { "if-modified-since": first.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
