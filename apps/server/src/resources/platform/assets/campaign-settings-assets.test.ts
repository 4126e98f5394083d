/**
 * The campaign editor's settings document (`settings/general.json`, decision 0026) over HTTP:
 * the SDK's section rules refuse a bad document with 422 naming the JSON path and write nothing;
 * only admins without `noupdatecampaigns` write; everyone who reads campaigns reads it.
 */
import {
  DEFAULT_CANCELS,
  DEFAULT_KIOSK,
  DEFAULT_PRODUCTS,
  DEFAULT_TWO_STEP,
} from "@canvass/sdk/campaign-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import {
  assetRow,
  campaignId,
  jsonForm,
  sessionFor,
  sessionsByRole,
  type DemoRole,
} from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let path: string;

const GOOD = {
  type: "in-person",
  attempts: 3,
  intro: { text: "# Welcome\n**Thank you**" },
  kiosk: DEFAULT_KIOSK,
  cancels: { reasons: ["Moved away", "Changed mind"] },
  products: DEFAULT_PRODUCTS,
  twoStep: { ...DEFAULT_TWO_STEP, sms: true },
};

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  path = `assets/campaigns/${winter}/settings/general.json`;
}, 180_000);

afterAll(() => api.close());

interface Problem {
  errors: { field: string; code?: string }[];
}

describe("settings/general.json: the editor's sections", () => {
  it("stores a good document and reads it back whole", async () => {
    const upload = await api.call("replaceCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm(GOOD),
    });
    expect([200, 201]).toContain(upload.status);
    const read = await api.call("getCampaignGeneralSettingsAsset", {
      as: as.manager,
      path: { id: winter },
    });
    expect(read.body).toEqual(GOOD);
  });

  it("refuses a bad upload with 422 naming each path, and writes nothing", async () => {
    const before = await assetRow(api, path);
    const answer = await api.call<Problem>("replaceCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm({
        ...GOOD,
        kiosk: { ...DEFAULT_KIOSK, languages: ["en-CA", "tlh-KL"] },
        products: { ...DEFAULT_PRODUCTS, currency: "EUR" },
        twoStep: { ...DEFAULT_TWO_STEP, codeLength: 2 },
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toEqual([
      "/file/kiosk/languages/1",
      "/file/products/currency",
      "/file/twoStep/codeLength",
    ]);
    expect(answer.body.errors.map((error) => error.code)).toEqual(["enum", "mismatch", "minimum"]);
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("refuses a merge patch whose result breaks a section with 422 naming the path", async () => {
    const before = await assetRow(api, path);
    const answer = await api.call<Problem>("patchCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: { cancels: { reasons: ["Moved away", "moved away"] } },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toEqual(["/cancels/reasons/1"]);
    expect(await assetRow(api, path)).toEqual(before);
    const good = await api.call("patchCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: { cancels: DEFAULT_CANCELS },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(good.status).toBe(200);
  });

  it("lets only admins write: manager, rep and client get 403 and nothing changes", async () => {
    const before = await assetRow(api, path);
    for (const role of ["manager", "rep", "client"] as const) {
      const answer = await api.call("patchCampaignGeneralSettingsAsset", {
        as: as[role],
        path: { id: winter },
        body: { intro: { text: "changed" } },
        headers: { "content-type": "application/merge-patch+json" },
      });
      expect(answer.status, role).toBe(403);
    }
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("refuses an admin whose team has the noupdatecampaigns flag (403)", async () => {
    const admin = await api.handle.db
      .selectFrom("players")
      .select(["team"])
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["noupdatecampaigns"] })
      .where("id", "=", admin.team)
      .execute();
    try {
      const before = await assetRow(api, path);
      const answer = await api.call("replaceCampaignGeneralSettingsAsset", {
        as: await sessionFor(api, "admin"),
        path: { id: winter },
        body: jsonForm(GOOD),
      });
      expect(answer.status).toBe(403);
      expect(await assetRow(api, path)).toEqual(before);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", admin.team)
        .execute();
    }
  });
});
