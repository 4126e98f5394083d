/**
 * Hostile input to the platform handlers themselves (the HTTP layer's fuzz test stops at stub
 * handlers): hostile strings in every free-text parameter and field, garbage multipart bodies to
 * every upload and random JSON to every merge patch. Every answer is a 2xx/4xx that matches the
 * contract (`api.call` checks it), never a 5xx.
 */
import type { OperationId } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_STRINGS, randomJson, seededRandom } from "../../http/fuzz-cases.js";
import type { ApiSession } from "../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../testing/api-harness.js";
import { campaignId, fileForm, playerId, sessionFor, teamId } from "./test-support.js";

let api: TestApi;
let admin: ApiSession;
let ids: Record<"campaigns" | "teams" | "players", string>;

const TEXT_HOSTILE = [...HOSTILE_STRINGS, "a\u0000b\u0000c", "\\%_\\", "%%%", "O'Brien", "ǅemal"];

beforeAll(async () => {
  api = await startTestApi({ accounts: 20 });
  admin = await sessionFor(api, "admin");
  ids = {
    campaigns: await campaignId(api, "Winter Appeal"),
    teams: await teamId(api, "Toronto Downtown"),
    players: await playerId(api, "rep"),
  };
}, 180_000);

afterAll(() => api.close());

function expectNo5xx(status: number, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(200);
  expect(status, label).toBeLessThan(500);
}

const UPLOADS: [OperationId, keyof typeof ids][] = [
  ["uploadCampaignGeneralSettingsAsset", "campaigns"],
  ["replaceCampaignTerritoryAsset", "campaigns"],
  ["uploadCampaignImageAsset", "campaigns"],
  ["replaceCampaignSplashAsset", "campaigns"],
  ["uploadCampaignContactAsset", "campaigns"],
  ["uploadCampaignFormAsset", "campaigns"],
  ["uploadTeamSvgImageAsset", "teams"],
  ["replaceTeamImageAsset", "teams"],
  ["uploadPlayerImageAsset", "players"],
  ["replacePlayerPreferenceFileAsset", "players"],
];

const PATCHES: [OperationId, keyof typeof ids][] = [
  ["patchCampaignGeneralSettingsAsset", "campaigns"],
  ["patchCampaignTerritoryAsset", "campaigns"],
  ["patchCampaignFormAsset", "campaigns"],
  ["patchPlayerPreferenceFileAsset", "players"],
];

describe("hostile text", () => {
  it("never fails the search, the validations, the id checks or the feedback", async () => {
    for (const text of TEXT_HOSTILE) {
      const label = JSON.stringify(text.slice(0, 40));
      const calls: [OperationId, Parameters<TestApi["call"]>[1]][] = [
        ["searchAll", { as: admin, query: { q: text } }],
        ["validateEmail", { as: admin, query: { email: text } }],
        ["validatePolygonSearch", { as: admin, query: { polygon: text } }],
        ["listFeedback", { as: admin, query: { Sort: text } }],
        ["createFeedback", { as: admin, body: { text } }],
        ["createFeedback", { as: admin, body: { text: "ok", url: text } }],
      ];
      for (const [operationId, options] of calls) {
        const answer = await api.call(operationId, options);
        expectNo5xx(answer.status, `${operationId} ${label}`);
      }
      for (const id of [text, text.slice(0, 8)]) {
        const answer = await api.call("getIdType", { as: admin, path: { id } });
        expectNo5xx(answer.status, `getIdType ${label}`);
      }
    }
  });
});

describe("garbage uploads", () => {
  const random = seededRandom(4);
  const garbage = (length: number) => Uint8Array.from({ length }, () => Math.floor(random() * 256));
  const bodies: [string, () => { body: unknown; headers?: Record<string, string> }][] = [
    [
      "random bytes as the file",
      () => ({ body: fileForm(garbage(64), "application/octet-stream") }),
    ],
    ["an empty file", () => ({ body: fileForm(new Uint8Array(0), "") })],
    [
      "a text part",
      () => ({
        body: (() => {
          const f = new FormData();
          f.append("file", "<svg/>");
          return f;
        })(),
      }),
    ],
    [
      "random bytes as the body",
      () => ({
        body: Buffer.from(garbage(200)),
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
      }),
    ],
    [
      "a multipart body without a boundary",
      () => ({ body: "--x\r\n\r\n--x--", headers: { "content-type": "multipart/form-data" } }),
    ],
    [
      "a truncated part",
      () => ({
        body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
        headers: { "content-type": "multipart/form-data; boundary=b" },
      }),
    ],
  ];

  it("answers every upload with a 4xx or a write, never a 5xx", async () => {
    for (const [operationId, kind] of UPLOADS) {
      for (const [label, make] of bodies) {
        const { body, headers } = make();
        const answer = await api.call(operationId, {
          as: admin,
          path: { id: ids[kind] },
          body,
          ...(headers === undefined ? {} : { headers }),
        });
        expectNo5xx(answer.status, `${operationId}: ${label}`);
      }
    }
  });

  it("answers random merge patches with a 4xx or a write, never a 5xx", async () => {
    for (const [operationId, kind] of PATCHES) {
      for (let round = 0; round < 15; round += 1) {
        const value = randomJson(random);
        const body =
          typeof value === "object" && value !== null && !Array.isArray(value) ? value : { value };
        const answer = await api.call(operationId, {
          as: admin,
          path: { id: ids[kind] },
          body,
          headers: { "content-type": "application/merge-patch+json" },
        });
        expectNo5xx(answer.status, `${operationId} ${JSON.stringify(body).slice(0, 80)}`);
      }
    }
  });
});
