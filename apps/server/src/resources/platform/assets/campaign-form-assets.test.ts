/**
 * The campaign's sign-up form (`form.json`, decision 0031) over HTTP: the SDK's form rule refuses
 * a bad form with 422 naming the JSON path (upload and merge patch alike) and writes nothing; a
 * good form is stored and read back whole.
 */
import type { FormDocument } from "@canvass/sdk/campaign-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import { assetRow, campaignId, jsonForm, sessionsByRole, type DemoRole } from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let path: string;

const GOOD: FormDocument = {
  version: 1,
  fields: [
    { name: "donor", type: "section", label: "Donor", labels: { "fr-CA": "Donateur" } },
    { name: "FirstName", type: "text", label: "First name", required: true },
    { name: "Email", type: "email", label: "E-mail", validator: "^[^@]+@[^@]+$" },
    {
      name: "Gender",
      type: "select",
      label: "Gender",
      options: [
        { value: "f", display: "Female" },
        { value: "m", display: "Male" },
      ],
    },
  ],
};

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  path = `assets/campaigns/${winter}/form.json`;
}, 180_000);

afterAll(() => api.close());

interface Problem {
  errors: { field: string; code?: string }[];
}

describe("form.json: the form builder's rule on the server", () => {
  it("stores a good form and reads it back whole", async () => {
    const upload = await api.call("replaceCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm(GOOD),
    });
    expect([200, 201]).toContain(upload.status);
    const read = await api.call("getCampaignFormAsset", { as: as.manager, path: { id: winter } });
    expect(read.body).toEqual(GOOD);
  });

  it("refuses a bad upload with 422 naming each path, and writes nothing", async () => {
    const before = await assetRow(api, path);
    const answer = await api.call<Problem>("replaceCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm({
        version: 1,
        fields: [
          ...GOOD.fields,
          { name: "Phone", type: "tel", label: "Phone", validator: "^(+$" },
          { name: "Email", type: "text", label: "Again" },
          { name: "Size", type: "select", label: "Size" },
        ],
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => `${error.field} ${error.code ?? ""}`)).toEqual([
      "/file/fields/4/validator regex",
      "/file/fields/6/options options",
      "/file/fields/5/name duplicate",
    ]);
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("checks the contract first: a field without a label is 422 on its path", async () => {
    const answer = await api.call<Problem>("replaceCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm({ fields: [{ name: "Zip", type: "text" }] }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toEqual(["/file/fields/0/label"]);
  });

  it("refuses a merge patch whose result breaks the form, and writes nothing", async () => {
    const before = await assetRow(api, path);
    const answer = await api.call<Problem>("patchCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: { fields: [{ name: "h", type: "section", label: "Heading", required: true }] },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toEqual(["/fields/0/required"]);
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("lets only admins write the form (manager and rep get 403)", async () => {
    for (const role of ["manager", "rep"] as const) {
      const answer = await api.call("replaceCampaignFormAsset", {
        as: as[role],
        path: { id: winter },
        body: jsonForm(GOOD),
      });
      expect(answer.status, role).toBe(403);
    }
  });
});
