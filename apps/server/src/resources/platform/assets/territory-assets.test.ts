/**
 * The campaign territory (`settings/territory.json`, decision 0032) over HTTP: the SDK's rule
 * refuses unnamed areas and broken rings with 422 naming the JSON path, for uploads and merge
 * patches alike, and writes nothing; a good document reads back whole; the collateral images
 * must be PNGs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import {
  assetRow,
  campaignId,
  fileForm,
  jsonForm,
  pngBytes,
  sessionsByRole,
  type DemoRole,
} from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let campaign: string;
let path: string;

const ring = (x: number, y: number) => [
  [x, y],
  [x + 0.1, y],
  [x + 0.1, y + 0.1],
  [x, y],
];

const TERRITORY = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "Downtown" },
      geometry: { type: "Polygon", coordinates: [ring(-79.4, 43.6)] },
    },
    {
      type: "Feature",
      properties: { name: "Islands" },
      geometry: { type: "MultiPolygon", coordinates: [[ring(-79.4, 43.6)], [ring(-79.2, 43.6)]] },
    },
  ],
};

interface Problem {
  errors: { field: string; code?: string }[];
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  campaign = await campaignId(api, "Winter Appeal");
  path = `assets/campaigns/${campaign}/settings/territory.json`;
}, 180_000);

afterAll(() => api.close());

describe("settings/territory.json", () => {
  it("stores named polygon and multipolygon areas and reads them back", async () => {
    const upload = await api.call("replaceCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
      body: jsonForm(TERRITORY),
    });
    expect([200, 201]).toContain(upload.status);
    const read = await api.call("getCampaignTerritoryAsset", {
      as: as.manager,
      path: { id: campaign },
    });
    expect(read.body).toEqual(TERRITORY);
  });

  it("refuses an unnamed area and an open ring with 422 naming each path, writing nothing", async () => {
    const before = await assetRow(api, path);
    const open = ring(0, 0).slice(0, 3);
    const answer = await api.call<Problem>("replaceCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
      body: jsonForm({
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: {},
            geometry: { type: "Polygon", coordinates: [ring(0, 0)] },
          },
          {
            type: "Feature",
            properties: { name: "Open" },
            geometry: { type: "Polygon", coordinates: [[...open, [5, 5]]] },
          },
        ],
      }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e) => [e.field, e.code])).toEqual([
      ["/file/features/0/properties/name", "required"],
      ["/file/features/1/geometry/coordinates/0", "ring-open"],
    ]);
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("refuses a merge patch that blanks a name, naming the merged path", async () => {
    const before = await assetRow(api, path);
    const features = TERRITORY.features.map((feature, index) =>
      index === 1 ? { ...feature, properties: { name: "" } } : feature,
    );
    const answer = await api.call<Problem>("patchCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
      body: { features },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("/features/1/properties/name");
    expect(await assetRow(api, path)).toEqual(before);
  });

  it("lets only admins write it", async () => {
    const answer = await api.call("replaceCampaignTerritoryAsset", {
      as: as.manager,
      path: { id: campaign },
      body: jsonForm(TERRITORY),
    });
    expect(answer.status).toBe(403);
  });
});

describe("collaterals", () => {
  it("stores a PNG splash and refuses a file that only claims to be one", async () => {
    const good = await api.call("replaceCampaignSplashAsset", {
      as: as.admin,
      path: { id: campaign },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect([200, 201]).toContain(good.status);
    const fake = await api.call("replaceCampaignContactAsset", {
      as: as.admin,
      path: { id: campaign },
      body: fileForm("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/png"),
    });
    expect(fake.status).toBe(415);
    expect(
      await assetRow(api, `assets/campaigns/${campaign}/collaterals/contact.png`),
    ).toBeUndefined();
  });
});
