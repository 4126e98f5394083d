/**
 * The geofence flag of `queryCheckins` (issue 22): check-ins at hand-made positions against
 * hand-made territories uploaded through the API, read back through the list and its
 * `Geofence` filter.
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { jsonForm } from "../platform/test-support.js";
import { demoSessions, type DemoRole } from "./test-support.js";

type CheckinList = Schema<"CheckinList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let campaign: string;

const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];

/** A square from (0, 0) to (10, 10) with a hole from (4, 4) to (6, 6), and an island. */
const RING_AND_ISLAND = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { name: "Ring and island" },
      geometry: {
        type: "MultiPolygon",
        coordinates: [[square(0, 0, 10, 10), square(4, 4, 6, 6)], [square(20, 0, 30, 10)]],
      },
    },
  ],
};

/** Check-in id → [longitude, latitude] and the flag it must get against RING_AND_ISLAND. */
const POINTS: Record<string, { at: [number, number]; flag: "inside" | "outside" }> = {
  gfin01: { at: [2, 2], flag: "inside" },
  gfout1: { at: [15, 5], flag: "outside" },
  gfedge: { at: [10, 5], flag: "inside" },
  gfhole: { at: [5, 5], flag: "outside" },
  gfhedg: { at: [4, 5], flag: "inside" },
  gfisle: { at: [25, 5], flag: "inside" },
};
const IDS = Object.keys(POINTS);

beforeAll(async () => {
  api = await startTestApi({ accounts: 200 });
  as = await demoSessions(api);
  const db = api.handle.db;
  const rep = await db
    .selectFrom("players")
    .select(["id", "team"])
    .where("username", "=", "rep")
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom("campaigns").select("id").orderBy("id").executeTakeFirstOrThrow();
  campaign = row.id;
  await db
    .insertInto("checkins")
    .values(
      IDS.map((id) => ({
        id,
        player: rep.id,
        team: rep.team,
        campaign,
        lng: POINTS[id]?.at[0] ?? null,
        lat: POINTS[id]?.at[1] ?? null,
        city: "Testville",
      })),
    )
    .execute();
}, 120_000);

afterAll(async () => {
  await api.close();
});

async function flags(query: Record<string, string> = {}): Promise<Record<string, string | null>> {
  const answer = await api.call<CheckinList>("queryCheckins", {
    as: as.admin,
    query: { ID: IDS.join(","), PageSize: 50, ...query },
  });
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.Result.map((row) => [row.ID, row.Geofence ?? null]));
}

describe("the geofence flag of check-ins", () => {
  it("leaves the flag out while the campaign has no territory", async () => {
    expect(Object.values(await flags())).toEqual(IDS.map(() => null));
  });

  it("flags inside, outside, on the edge, in a hole and on the hole's edge of a MultiPolygon", async () => {
    const upload = await api.call("uploadCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
      body: jsonForm(RING_AND_ISLAND),
    });
    expect(upload.status).toBe(201);
    expect(await flags()).toEqual(
      Object.fromEntries(IDS.map((id) => [id, POINTS[id]?.flag ?? null])),
    );
  });

  it("filters by the flag, with the count of the filter", async () => {
    const outside = await api.call<CheckinList>("queryCheckins", {
      as: as.admin,
      query: { ID: IDS.join(","), Geofence: "outside" },
    });
    expect(outside.body.Result.map((row) => row.ID).sort()).toEqual(["gfhole", "gfout1"]);
    expect(outside.body.Count).toBe(2);
    const inside = await api.call<CheckinList>("queryCheckins", {
      as: as.admin,
      query: { ID: IDS.join(","), Geofence: "inside" },
    });
    expect(inside.body.Count).toBe(4);
  });

  it("refuses an unknown flag with a 400 naming the parameter", async () => {
    const answer = await api.call<{ errors?: { field?: string }[] }>("queryCheckins", {
      as: as.admin,
      query: { Geofence: "nearby" },
      unchecked: true,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Geofence");
  });

  it("checks again when a check-in moves or the territory changes or goes", async () => {
    await api.handle.db
      .updateTable("checkins")
      .set({ lng: 50, lat: 50 })
      .where("id", "=", "gfin01")
      .execute();
    expect((await flags()).gfin01).toBe("outside");
    const replace = await api.call("replaceCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
      body: jsonForm({ type: "Polygon", coordinates: [square(40, 40, 60, 60)] }),
    });
    expect(replace.status).toBe(200);
    const moved = await flags();
    expect(moved.gfin01).toBe("inside");
    expect(moved.gfisle).toBe("outside");
    const removed = await api.call("deleteCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: campaign },
    });
    expect(removed.status).toBeLessThan(300);
    expect(Object.values(await flags())).toEqual(IDS.map(() => null));
  });
});
