import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  countRows,
  expectProblem,
  sessionsByRole,
  settle,
  setFeature,
  teamId,
  type DemoRole,
} from "./test-support.js";

type Option = Schema<"CampaignOption">;
type OptionList = Schema<"CampaignOptionList">;
type ScopeList = Schema<"TeamCampaignOptionList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let toronto: string;
let idScanned: string;

const WRITERS_DENIED = ["manager", "client", "callcenter", "rep"] as const;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  toronto = await teamId(api, "Toronto Downtown");
  const option = await api.handle.db
    .selectFrom("campaign_options")
    .select("id")
    .where("campaign", "=", winter)
    .where("field", "=", "Meta_idScanned")
    .executeTakeFirstOrThrow();
  idScanned = option.id;
}, 180_000);
afterAll(() => api.close());

describe("GET /campaignoptions/", () => {
  it.each(["root", "admin", "manager", "callcenter", "rep"] as const)(
    "lists every option for %s",
    async (role) => {
      const answer = await api.call<OptionList>("listCampaignOptions", { as: as[role] });
      expect(answer.status).toBe(200);
      expect(answer.body.Count).toBe(4);
      expect(answer.body.Result.map((option) => option.field).sort()).toEqual([
        "Amount",
        "Country",
        "Email",
        "Meta_idScanned",
      ]);
    },
  );

  it("refuses a client user (no overrides:get)", async () => {
    expectProblem(await api.call("listCampaignOptions", { as: as.client }), 403);
  });

  it("filters by campaign, pages, and answers 304 while nothing changed", async () => {
    await settle(api);
    const answer = await api.call<OptionList>("listCampaignOptions", {
      as: as.admin,
      query: { campaign: winter },
    });
    expect(answer.body.Count).toBe(2);
    const option = answer.body.Result.find((item) => item.id === idScanned);
    expect(option).toMatchObject({ rule: "true", value: true, campaign: winter });
    const email = answer.body.Result.find((item) => item.field === "Email");
    expect(email).toMatchObject({ rule: "^.*@example\\.org$", value: "EXCLUDED" });
    const page = await api.call<OptionList>("listCampaignOptions", {
      as: as.admin,
      query: { Page: 2, PageSize: 3 },
    });
    expect(page.body).toMatchObject({ Count: 4 });
    expect(page.body.Result).toHaveLength(1);
    const again = await api.call("listCampaignOptions", {
      as: as.admin,
      headers: { "if-modified-since": answer.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("PUT /campaignoptions/", () => {
  it("creates an option on a field of the campaign, for root and admin", async () => {
    const answer = await api.call<Option>("createCampaignOption", {
      as: as.admin,
      body: {
        campaign: water,
        field: "Email",
        rule: "^.*@test\\.org$",
        value: "EXCLUDED",
        description: "Test addresses.",
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      campaign: water,
      field: "Email",
      rule: "^.*@test\\.org$",
      value: "EXCLUDED",
      description: "Test addresses.",
    });
    const root = await api.call<Option>("createCampaignOption", {
      as: as.root,
      body: { campaign: water, field: "CardType", rule: "AMEX" },
    });
    expect(root.status).toBe(201);
    expect(root.body.value).toBeNull();
    expect(root.body.description).toBeUndefined();
  });

  it("accepts a field from the campaign's form", async () => {
    await api.handle.db
      .insertInto("assets")
      .values({
        path: `assets/campaigns/${water}/form.json`,
        content_type: "application/json",
        bytes: new TextEncoder().encode(
          JSON.stringify({ fields: [{ name: "SourceCode", label: "Source", type: "text" }] }),
        ),
      })
      .execute();
    const answer = await api.call<Option>("createCampaignOption", {
      as: as.admin,
      body: { campaign: water, field: "SourceCode", rule: "STAFF", value: "EXCLUDED" },
    });
    expect(answer.status).toBe(201);
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: { campaign: winter, field: "SourceCode", rule: "STAFF" },
      }),
      422,
      "/field",
    );
  });

  it("refuses bad campaigns, fields and rules (422) and duplicates (409), writing nothing", async () => {
    const before = await countRows(api, "campaign_options");
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: { campaign: "zzzzzz", field: "Email", rule: "x" },
      }),
      422,
      "/campaign",
    );
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: { campaign: water, field: "Shoesize", rule: "x" },
      }),
      422,
      "/field",
    );
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: { campaign: water, field: "Email", rule: "^([a-z$" },
      }),
      422,
      "/rule",
    );
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: { campaign: winter, field: "Meta_idScanned", rule: "true", value: false },
      }),
      409,
      "/rule",
    );
    expect(await countRows(api, "campaign_options")).toBe(before);
  });

  it.each(WRITERS_DENIED)("refuses %s (403)", async (role) => {
    expectProblem(
      await api.call("createCampaignOption", {
        as: as[role],
        body: { campaign: water, field: "Email", rule: "^a$" },
      }),
      403,
    );
  });

  it("is refused when the host hides overrides", async () => {
    await setFeature(api, "hide_overrides", true);
    try {
      const answer = await api.call<{ detail: string }>("createCampaignOption", {
        as: as.admin,
        body: { campaign: water, field: "Email", rule: "^b$" },
      });
      expectProblem(answer, 403);
      expect(answer.body.detail).toContain("hide_overrides");
      expect((await api.call("listCampaignOptions", { as: as.rep })).status).toBe(200);
    } finally {
      await setFeature(api, "hide_overrides", false);
    }
  });
});

describe("POST and DELETE /campaignoptions/{id}/", () => {
  it("changes the given fields only", async () => {
    const answer = await api.call<Option>("updateCampaignOption", {
      as: as.admin,
      path: { id: idScanned },
      body: { rule: "false", value: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: idScanned,
      campaign: winter,
      field: "Meta_idScanned",
      rule: "false",
      value: null,
      description: "ID scanned donors skip the welcome call.",
    });
  });

  it("refuses unknown ids, fields, bad rules, duplicates and other roles", async () => {
    expectProblem(
      await api.call("updateCampaignOption", {
        as: as.admin,
        path: { id: "nope00" },
        body: { rule: "x" },
      }),
      404,
    );
    expectProblem(
      await api.call("updateCampaignOption", {
        as: as.admin,
        path: { id: idScanned },
        body: { field: "Shoesize" },
      }),
      422,
      "/field",
    );
    expectProblem(
      await api.call("updateCampaignOption", {
        as: as.admin,
        path: { id: idScanned },
        body: { rule: "^(unclosed$" },
      }),
      422,
      "/rule",
    );
    expectProblem(
      await api.call("updateCampaignOption", {
        as: as.admin,
        path: { id: idScanned },
        body: { field: "Email", rule: "^.*@example\\.org$" },
      }),
      409,
    );
    for (const role of WRITERS_DENIED) {
      expectProblem(
        await api.call("updateCampaignOption", {
          as: as[role],
          path: { id: idScanned },
          body: { rule: "x" },
        }),
        403,
      );
    }
    const list = await api.call<OptionList>("listCampaignOptions", {
      as: as.admin,
      query: { campaign: winter },
    });
    expect(list.body.Result.find((item) => item.id === idScanned)?.rule).toBe("false");
  });

  it("deletes an option with its team scopes", async () => {
    const created = await api.call<Option>("createCampaignOption", {
      as: as.admin,
      body: { campaign: winter, field: "Zip", rule: "^M5V.*$", value: "DOWNTOWN" },
    });
    const id = created.body.id;
    await api.call("setTeamCampaignOptions", {
      as: as.admin,
      path: { id, campaign: winter, teams: toronto },
    });
    for (const role of WRITERS_DENIED) {
      expectProblem(await api.call("deleteCampaignOption", { as: as[role], path: { id } }), 403);
    }
    expect((await api.call("deleteCampaignOption", { as: as.admin, path: { id } })).status).toBe(
      204,
    );
    expectProblem(await api.call("deleteCampaignOption", { as: as.admin, path: { id } }), 404);
    const scopes = await api.call<ScopeList>("listTeamCampaignOptions", {
      as: as.admin,
      query: { option: id },
    });
    expect(scopes.body).toEqual({ Result: [], Count: 0 });
  });
});

describe("an exclusion's period (ActiveFrom..ActiveTo, decision 0059)", () => {
  it("stores a period on create, answers null sides when there is none, and reads it back", async () => {
    const created = await api.call<Option>("createCampaignOption", {
      as: as.admin,
      body: {
        campaign: water,
        field: "Email",
        rule: "^.*@autumn\\.org$",
        value: "EXCLUDED",
        ActiveFrom: "2026-11-01",
        ActiveTo: "2026-11-30",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ActiveFrom: "2026-11-01", ActiveTo: "2026-11-30" });
    const list = await api.call<OptionList>("listCampaignOptions", {
      as: as.rep,
      query: { campaign: water },
    });
    const stored = list.body.Result.find((item) => item.id === created.body.id);
    expect(stored).toMatchObject({ ActiveFrom: "2026-11-01", ActiveTo: "2026-11-30" });
    const open = list.body.Result.find((item) => item.id !== created.body.id);
    expect(open).toMatchObject({ ActiveFrom: null, ActiveTo: null });
  });

  it("refuses a period that ends before it starts or a day that does not exist (422), writing nothing", async () => {
    const before = await countRows(api, "campaign_options");
    expectProblem(
      await api.call("createCampaignOption", {
        as: as.admin,
        body: {
          campaign: water,
          field: "Email",
          rule: "^.*@late\\.org$",
          ActiveFrom: "2026-11-30",
          ActiveTo: "2026-11-01",
        },
      }),
      422,
      "/ActiveTo",
    );
    const badDay = await api.call("createCampaignOption", {
      as: as.admin,
      body: { campaign: water, field: "Email", rule: "^.*@late\\.org$", ActiveFrom: "2026-02-30" },
    });
    expect([400, 422]).toContain(badDay.status);
    expect(JSON.stringify(badDay.body)).toContain("ActiveFrom");
    expect(await countRows(api, "campaign_options")).toBe(before);
  });

  it("checks an update's period as it will be stored: a new end against the kept start", async () => {
    const created = await api.call<Option>("createCampaignOption", {
      as: as.admin,
      body: {
        campaign: winter,
        field: "Email",
        rule: "^.*@spring\\.org$",
        ActiveFrom: "2026-03-10",
      },
    });
    const id = created.body.id;
    expectProblem(
      await api.call("updateCampaignOption", {
        as: as.admin,
        path: { id },
        body: { ActiveTo: "2026-03-09" },
      }),
      422,
      "/ActiveTo",
    );
    const ended = await api.call<Option>("updateCampaignOption", {
      as: as.admin,
      path: { id },
      body: { ActiveTo: "2026-03-31" },
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ActiveFrom: "2026-03-10", ActiveTo: "2026-03-31" });
    const opened = await api.call<Option>("updateCampaignOption", {
      as: as.admin,
      path: { id },
      body: { ActiveFrom: null, description: "Spring test addresses." },
    });
    expect(opened.body).toMatchObject({
      ActiveFrom: null,
      ActiveTo: "2026-03-31",
      description: "Spring test addresses.",
    });
    const untouched = await api.call<Option>("updateCampaignOption", {
      as: as.admin,
      path: { id },
      body: { value: "EXCLUDED" },
    });
    expect(untouched.body).toMatchObject({ ActiveFrom: null, ActiveTo: "2026-03-31" });
  });
});
