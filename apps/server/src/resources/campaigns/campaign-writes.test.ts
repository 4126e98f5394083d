import { CAMPAIGN_DEFAULTS } from "@canvass/sdk/campaigns";
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionsByRole,
  setTeamRestrictions,
  teamId,
  type DemoRole,
} from "./test-support.js";

type Campaign = Schema<"Campaign">;
type CampaignDetail = Schema<"CampaignDetail">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let toronto: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 60 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  toronto = await teamId(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());

describe("PUT /campaigns/", () => {
  it("creates a campaign with the spec's defaults, for root and admin", async () => {
    const before = await countRows(api, "ids");
    const created = await api.call<Campaign>("createCampaign", {
      as: as.admin,
      body: { title: "Spring Drive", teams: [toronto, toronto] },
    });
    expect(created.status).toBe(201);
    // The one home of the defaults, and the spec's values themselves.
    expect(created.body).toMatchObject({ ...CAMPAIGN_DEFAULTS, title: "Spring Drive" });
    expect(created.body).toMatchObject({
      title: "Spring Drive",
      type: "in-person",
      teams: [toronto],
      attempts: CAMPAIGN_DEFAULTS.attempts,
      timeout: CAMPAIGN_DEFAULTS.timeout,
      submitMode: "default",
      blockScreenshot: false,
      checkinLength: 4,
      range: "h",
      picture: false,
    });
    expect(created.body.id).toMatch(/^[A-Za-z0-9_-]{6}$/);
    expect(await countRows(api, "ids")).toBe(before + 1);
    const id = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(id.type).toBe("campaign");
    const stored = await api.handle.db
      .selectFrom("campaigns")
      .select(["settings", "raw_processes"])
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.raw_processes).toEqual([]);
    expect(stored.settings).toEqual({
      general: {
        type: "in-person",
        attempts: 3,
        timeout: 5,
        submitMode: "default",
        blockScreenshot: false,
        checkinLength: 4,
        range: "h",
        picture: "no",
      },
    });

    const voip = await api.call<Campaign>("createCampaign", {
      as: as.root,
      body: { title: "Night Calls", type: "voip", attempts: 5, picture: true },
    });
    expect(voip.status).toBe(201);
    expect(voip.body).toMatchObject({ type: "voip", attempts: 5, picture: true, teams: [] });
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)("refuses %s (403)", async (role) => {
    expectProblem(
      await api.call("createCampaign", { as: as[role], body: { title: `By ${role}` } }),
      403,
    );
  });

  it("refuses an admin restricted by nocreatecampaigns, naming the rule", async () => {
    await setTeamRestrictions(api, "admin", ["nocreatecampaigns"]);
    try {
      const answer = await api.call<{ detail: string }>("createCampaign", {
        as: as.admin,
        body: { title: "Restricted" },
      });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("nocreatecampaigns");
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
  });

  it("refuses a duplicate or blank title and an unknown team (422), writing nothing", async () => {
    const campaigns = await countRows(api, "campaigns");
    const ids = await countRows(api, "ids");
    expectProblem(
      await api.call("createCampaign", { as: as.admin, body: { title: "winter appeal" } }),
      422,
      "/title",
    );
    expectProblem(
      await api.call("createCampaign", { as: as.admin, body: { title: "  Winter Appeal " } }),
      422,
      "/title",
    );
    expectProblem(
      await api.call("createCampaign", { as: as.admin, body: { title: "   " } }),
      422,
      "/title",
    );
    expectProblem(
      await api.call("createCampaign", {
        as: as.admin,
        body: { title: "Orphan", teams: [toronto, "zzzzzz"] },
      }),
      422,
      "/teams/1",
    );
    expectProblem(await api.call("createCampaign", { as: as.admin, body: {} }), 422, "/title");
    expectProblem(
      await api.call("createCampaign", { as: as.admin, body: { title: "X", attempts: 0 } }),
      422,
      "/attempts",
    );
    expect(await countRows(api, "campaigns")).toBe(campaigns);
    expect(await countRows(api, "ids")).toBe(ids);
  });
});

describe("POST /campaigns/{id}/", () => {
  it("changes the given fields and mirrors them in the general settings", async () => {
    const events = await campaignId(api, "Community Events Tour");
    const answer = await api.call<Campaign>("updateCampaign", {
      as: as.admin,
      path: { id: events },
      body: { attempts: 4, blockScreenshot: true, picture: true, title: "Community Events" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: events,
      title: "Community Events",
      attempts: 4,
      blockScreenshot: true,
      picture: true,
      timeout: 5,
    });
    const stored = await api.handle.db
      .selectFrom("campaigns")
      .select("settings")
      .where("id", "=", events)
      .executeTakeFirstOrThrow();
    expect(stored.settings.general).toMatchObject({
      attempts: 4,
      blockScreenshot: true,
      picture: "yes",
      timeout: 5,
    });
  });

  it("refuses other roles, the noupdatecampaigns flag, unknown ids and taken titles", async () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(
        await api.call("updateCampaign", {
          as: as[role],
          path: { id: winter },
          body: { timeout: 1 },
        }),
        403,
      );
    }
    await setTeamRestrictions(api, "admin", ["noupdatecampaigns"]);
    try {
      expectProblem(
        await api.call("updateCampaign", {
          as: as.admin,
          path: { id: winter },
          body: { timeout: 1 },
        }),
        403,
      );
    } finally {
      await setTeamRestrictions(api, "admin", []);
    }
    expectProblem(
      await api.call("updateCampaign", {
        as: as.admin,
        path: { id: "nope00" },
        body: { timeout: 1 },
      }),
      404,
    );
    expectProblem(
      await api.call("updateCampaign", {
        as: as.admin,
        path: { id: winter },
        body: { title: "PHONE DRIVE", timeout: 9 },
      }),
      422,
      "/title",
    );
    expectProblem(
      await api.call("updateCampaign", { as: as.admin, path: { id: winter }, body: {} }),
      422,
    );
    const unchanged = await api.call<Campaign>("getCampaign", {
      as: as.admin,
      path: { id: winter },
    });
    expect(unchanged.body).toMatchObject({ title: "Winter Appeal", timeout: 5 });
  });
});

describe("DELETE /campaigns/{id}/", () => {
  it("deletes a campaign without submissions, with its links, keeping its id registered", async () => {
    const created = await api.call<Campaign>("createCampaign", {
      as: as.admin,
      body: { title: "Short Lived", teams: [toronto] },
    });
    const id = created.body.id;
    await api.handle.db
      .insertInto("optional_field_options")
      .values({ id: "ofo001", field: "Title", options: ["Dr"], campaigns: [id, winter] })
      .execute();
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(await api.call("deleteCampaign", { as: as[role], path: { id } }), 403);
    }
    expect((await api.call("deleteCampaign", { as: as.admin, path: { id } })).status).toBe(204);
    expectProblem(await api.call("getCampaign", { as: as.admin, path: { id } }), 404);
    expectProblem(await api.call("deleteCampaign", { as: as.admin, path: { id } }), 404);
    const links = await api.handle.db
      .selectFrom("team_campaigns")
      .select("team")
      .where("campaign", "=", id)
      .execute();
    expect(links).toEqual([]);
    const option = await api.handle.db
      .selectFrom("optional_field_options")
      .select("campaigns")
      .where("id", "=", "ofo001")
      .executeTakeFirstOrThrow();
    expect(option.campaigns).toEqual([winter]);
    const registered = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(registered?.type).toBe("campaign");
  });

  it("refuses to delete a campaign that has submissions (409), deleting nothing", async () => {
    const used = await api.handle.db
      .selectFrom("accounts")
      .select("campaign")
      .limit(1)
      .executeTakeFirstOrThrow();
    const answer = await api.call<{ detail: string }>("deleteCampaign", {
      as: as.admin,
      path: { id: used.campaign },
    });
    expectProblem(answer, 409);
    expect(answer.body.detail).toContain("submissions");
    expect(
      (await api.call("getCampaign", { as: as.admin, path: { id: used.campaign } })).status,
    ).toBe(200);
  });
});

describe("POST /campaigns/{id}/tasks/", () => {
  const tasks = [
    { type: "sendReceipt", settings: "settings/receipt.json" },
    { type: "crmPush", settings: "settings/crm.json" },
  ];

  it("replaces the tasks, for the root team only", async () => {
    const answer = await api.call<Campaign>("setCampaignTasks", {
      as: as.root,
      path: { id: water },
      body: { raw_processes: tasks },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.raw_processes).toEqual(tasks);
    const all = await api.call<CampaignDetail>("getCampaign", {
      as: as.root,
      path: { id: water },
      query: { include: "all" },
    });
    expect(all.body.raw_processes).toEqual(tasks);
    const cleared = await api.call<Campaign>("setCampaignTasks", {
      as: as.root,
      path: { id: water },
      body: { raw_processes: [] },
    });
    expect(cleared.body.raw_processes).toEqual([]);
  });

  it.each(["admin", "manager", "client", "callcenter", "rep"] as const)(
    "refuses %s (403): admin outside the root team included",
    async (role) => {
      expectProblem(
        await api.call("setCampaignTasks", {
          as: as[role],
          path: { id: water },
          body: { raw_processes: tasks },
        }),
        403,
      );
    },
  );

  it("refuses a task type listed twice (422), an unknown campaign (404) and bad tasks", async () => {
    expectProblem(
      await api.call("setCampaignTasks", {
        as: as.root,
        path: { id: winter },
        body: { raw_processes: [tasks[0], tasks[1], tasks[0]] },
      }),
      422,
      "/raw_processes/2/type",
    );
    const twice = await api.call<{ errors: { field: string; code?: string }[] }>(
      "setCampaignTasks",
      {
        as: as.root,
        path: { id: winter },
        body: { raw_processes: [tasks[0], tasks[1], tasks[1], tasks[0]] },
      },
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors.map(({ field, code }) => `${field} ${code ?? ""}`)).toEqual([
      "/raw_processes/2/type duplicate",
      "/raw_processes/3/type duplicate",
    ]);
    expectProblem(
      await api.call("setCampaignTasks", {
        as: as.root,
        path: { id: "nope00" },
        body: { raw_processes: tasks },
      }),
      404,
    );
    expectProblem(
      await api.call("setCampaignTasks", {
        as: as.root,
        path: { id: winter },
        body: { raw_processes: [{ type: "bad type!", settings: "x" }] },
      }),
      422,
      "/raw_processes/0/type",
    );
    const all = await api.call<CampaignDetail>("getCampaign", {
      as: as.root,
      path: { id: winter },
      query: { include: "all" },
    });
    expect(all.body.raw_processes?.map((task) => task.type)).toEqual(["sendReceipt", "crmPush"]);
  });
});
