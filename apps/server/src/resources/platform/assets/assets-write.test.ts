/** Asset uploads (POST/PUT multipart), merge patches and deletes, over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import {
  assetRow,
  campaignId,
  fileForm,
  jsonForm,
  pngBytes,
  sessionFor,
  sessionsByRole,
  teamId,
  type DemoRole,
} from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let toronto: string;
let london: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  toronto = await teamId(api, "Toronto Downtown");
  london = await teamId(api, "London Central");
}, 180_000);

afterAll(() => api.close());

const SVG = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#1c7ed6"/></svg>`;

const FORM = {
  fields: [
    { name: "FirstName", label: "First name", type: "text", required: true },
    {
      name: "Frequency",
      label: "Frequency",
      type: "select",
      options: [
        { value: "once", display: "Once" },
        { value: "monthly", display: "Monthly" },
      ],
    },
  ],
};

const TERRITORY = {
  type: "Polygon",
  coordinates: [
    [
      [-79.4, 43.6],
      [-79.3, 43.6],
      [-79.3, 43.7],
      [-79.4, 43.6],
    ],
  ],
};

async function playerOf(username: string) {
  return api.handle.db
    .selectFrom("players")
    .select(["id", "team", "role"])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
}

/** A generated field player of a team (not the demo user), active. */
async function fieldPlayer(team: string, except: string) {
  return api.handle.db
    .selectFrom("players")
    .select(["id", "username"])
    .where("team", "=", team)
    .where("username", "!=", except)
    .where("status", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

describe("campaign images (PNG)", () => {
  it("creates (201) then replaces (200) with Last-Modified, and serves the bytes", async () => {
    const first = await api.call<{ path: string; size: number; modified: string }>(
      "uploadCampaignSplashAsset",
      { as: as.admin, path: { id: winter }, body: fileForm(pngBytes("#ff0000"), "image/png") },
    );
    expect(first.status).toBe(201);
    expect(first.body.path).toBe(`assets/campaigns/${winter}/collaterals/splash.png`);
    expect(first.body.size).toBe(pngBytes("#ff0000").length);
    expect(first.headers.get("last-modified")).not.toBeNull();

    const second = await api.call("replaceCampaignSplashAsset", {
      as: as.root,
      path: { id: winter },
      body: fileForm(pngBytes("#00ff00", 16), "image/png"),
    });
    expect(second.status).toBe(200);
    const read = await api.call<Buffer>("getCampaignSplashAsset", {
      as: as.rep,
      path: { id: winter },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(Buffer.compare(read.body, Buffer.from(pngBytes("#00ff00", 16)))).toBe(0);
  });

  it("accepts a part sent as application/octet-stream when the bytes are a PNG", async () => {
    const answer = await api.call("uploadCampaignContactAsset", {
      as: as.admin,
      path: { id: winter },
      body: fileForm(pngBytes(), "application/octet-stream"),
    });
    expect(answer.status).toBe(201);
  });

  it("refuses a PNG with HTML appended, or one that does not decode, with 415", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const polyglot = Buffer.concat([Buffer.from(pngBytes()), html]);
    const appended = await api.call<{ detail: string }>("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: fileForm(polyglot, "image/png"),
    });
    expect(appended.status).toBe(415);
    expect(appended.body.detail).toMatch(/after the end of the PNG/);
    const corrupt = Buffer.from(pngBytes());
    const idat = corrupt.indexOf("IDAT");
    corrupt[idat + 6] = (corrupt[idat + 6] ?? 0) ^ 0xff;
    const broken = await api.call<{ detail: string }>("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: fileForm(corrupt, "image/png"),
    });
    expect(broken.status).toBe(415);
    expect(broken.body.detail).toMatch(/decoded/);
    expect(await assetRow(api, `assets/campaigns/${water}/campaign.png`)).toBeUndefined();
  });

  it("refuses bytes that are not a PNG, and another declared type, with 415", async () => {
    const notPng = await api.call<{ detail: string }>("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: fileForm("GIF89a not really", "image/png"),
    });
    expect(notPng.status).toBe(415);
    expect(notPng.body.detail).toMatch(/PNG/);
    const wrongType = await api.call("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: fileForm(pngBytes(), "image/gif"),
    });
    expect(wrongType.status).toBe(415);
    expect(await assetRow(api, `assets/campaigns/${water}/campaign.png`)).toBeUndefined();
  });

  it("answers 400 naming the part for a body without a file part, or with an unknown part", async () => {
    const form = new FormData();
    form.append("other", "x");
    const answer = await api.call<{ errors: { field: string }[] }>("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.field).toBe("/other");
    const empty = new FormData();
    empty.append("file", new Blob([]), "x.png");
    empty.append("file", new Blob([]), "y.png");
    const twice = await api.call<{ errors: { field: string }[] }>("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: water },
      body: empty,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]?.field).toBe("/file");
  });

  it("answers 413 for a file over the format's limit", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    const answer = await api.call("uploadTeamSvgImageAsset", {
      as: as.admin,
      path: { id: toronto },
      body: fileForm(big, "image/svg+xml"),
    });
    expect(answer.status).toBe(413);
  });

  it("is admin only: 403 for manager, client, callcenter and rep, and nothing is written", async () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      const answer = await api.call("uploadCampaignImageAsset", {
        as: as[role],
        path: { id: water },
        body: fileForm(pngBytes(), "image/png"),
      });
      expect(answer.status, role).toBe(403);
    }
    expect(await assetRow(api, `assets/campaigns/${water}/campaign.png`)).toBeUndefined();
  });

  it("refuses admins of a team with the noupdatecampaigns flag (403)", async () => {
    const admin = await playerOf("admin");
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["noupdatecampaigns"] })
      .where("id", "=", admin.team)
      .execute();
    try {
      const answer = await api.call("deleteCampaignSplashAsset", {
        as: await sessionFor(api, "admin"),
        path: { id: winter },
      });
      expect(answer.status).toBe(403);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", admin.team)
        .execute();
    }
  });

  it("answers 404 for an unknown campaign, and 401 without a token", async () => {
    const unknown = await api.call("uploadCampaignImageAsset", {
      as: as.admin,
      path: { id: "nosuch" },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(unknown.status).toBe(404);
    const anonymous = await api.call("uploadCampaignImageAsset", {
      path: { id: winter },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(anonymous.status).toBe(401);
  });

  it("deletes (204), then 404 for the missing file", async () => {
    const deleted = await api.call("deleteCampaignContactAsset", {
      as: as.admin,
      path: { id: winter },
    });
    expect(deleted.status).toBe(204);
    expect(
      await assetRow(api, `assets/campaigns/${winter}/collaterals/contact.png`),
    ).toBeUndefined();
    const again = await api.call("deleteCampaignContactAsset", {
      as: as.admin,
      path: { id: winter },
    });
    expect(again.status).toBe(404);
    const read = await api.call("getCampaignContactAsset", { as: as.admin, path: { id: winter } });
    expect(read.status).toBe(404);
  });
});

describe("campaign JSON files", () => {
  it("uploads a form, reads it back, merges a patch and checks the result", async () => {
    const upload = await api.call("uploadCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm(FORM),
    });
    expect(upload.status).toBe(201);
    const read = await api.call("getCampaignFormAsset", { as: as.client, path: { id: winter } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(FORM);

    const patched = await api.call("patchCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      // version 1 is the only one the SDK's form rule takes (decision 0031).
      body: { fields: [{ name: "Zip", label: "Postal code", type: "text" }], version: 1 },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(patched.status).toBe(200);
    const after = await api.call("getCampaignFormAsset", { as: as.admin, path: { id: winter } });
    expect(after.body).toEqual({
      fields: [{ name: "Zip", label: "Postal code", type: "text" }],
      version: 1,
    });

    const removed = await api.call("patchCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: { version: null },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(removed.status).toBe(200);
    const last = await api.call("getCampaignFormAsset", { as: as.admin, path: { id: winter } });
    expect(last.body).toEqual({ fields: [{ name: "Zip", label: "Postal code", type: "text" }] });
  });

  it("refuses a form that breaks its schema with 422 naming the field, and writes nothing", async () => {
    const before = await assetRow(api, `assets/campaigns/${winter}/form.json`);
    const answer = await api.call<{ errors: { field: string }[] }>("replaceCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm({ fields: [{ name: "bad name", label: "x", type: "text" }] }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((error) => error.field)).toContain("/file/fields/0/name");
    expect(await assetRow(api, `assets/campaigns/${winter}/form.json`)).toEqual(before);
  });

  it("refuses a patch whose result breaks the schema with 422 and keeps the stored file", async () => {
    const before = await assetRow(api, `assets/campaigns/${winter}/form.json`);
    const answer = await api.call<{ errors: { field: string }[] }>("patchCampaignFormAsset", {
      as: as.admin,
      path: { id: winter },
      body: { fields: null },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("/fields");
    expect(await assetRow(api, `assets/campaigns/${winter}/form.json`)).toEqual(before);
  });

  it("answers 415 for text that is not JSON, or JSON that is not an object", async () => {
    const notJson = await api.call("uploadCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: fileForm("{not json", "application/json"),
    });
    expect(notJson.status).toBe(415);
    const array = await api.call("uploadCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm([1, 2]),
    });
    expect(array.status).toBe(415);
  });

  it("refuses a __proto__ key in an uploaded file with 422", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>(
      "uploadCampaignGeneralSettingsAsset",
      {
        as: as.admin,
        path: { id: winter },
        body: fileForm('{"type":"voip","__proto__":{"polluted":true}}', "application/json"),
      },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("/file/__proto__");
  });

  it("keeps unknown keys of the general settings, and PATCH 404s without a stored file", async () => {
    const missing = await api.call("patchCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: water },
      body: { attempts: 4 },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(missing.status).toBe(404);
    const upload = await api.call("uploadCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: water },
      body: jsonForm({ type: "in-person", attempts: 3, custom: { a: 1 } }),
    });
    expect(upload.status).toBe(201);
    const patch = await api.call("patchCampaignGeneralSettingsAsset", {
      as: as.admin,
      path: { id: water },
      body: { attempts: 5, custom: { b: 2 } },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(patch.status).toBe(200);
    const read = await api.call("getCampaignGeneralSettingsAsset", {
      as: as.manager,
      path: { id: water },
    });
    expect(read.body).toEqual({ type: "in-person", attempts: 5, custom: { a: 1, b: 2 } });
  });

  it("stores a territory and refuses an open ring with 422", async () => {
    const ok = await api.call("uploadCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm(TERRITORY),
    });
    expect(ok.status).toBe(201);
    const open = await api.call<{ errors: { field: string }[] }>("replaceCampaignTerritoryAsset", {
      as: as.admin,
      path: { id: winter },
      body: jsonForm({
        type: "Polygon",
        coordinates: [
          [
            [-79.4, 43.6],
            [-79.3, 43.6],
            [-79.3, 43.7],
            [-79.2, 43.7],
          ],
        ],
      }),
    });
    expect(open.status).toBe(422);
    expect(open.body.errors[0]?.field).toBe("/file/coordinates/0");
    const read = await api.call("getCampaignTerritoryAsset", { as: as.rep, path: { id: winter } });
    expect(read.body).toEqual(TERRITORY);
  });
});

describe("team images", () => {
  it("stores a safe SVG and serves it as text, also as the team picture", async () => {
    const upload = await api.call("uploadTeamSvgImageAsset", {
      as: as.manager,
      path: { id: toronto },
      body: fileForm(SVG, "image/svg+xml"),
    });
    expect(upload.status).toBe(201);
    const read = await api.call<string>("getTeamSvgImageAsset", {
      as: as.rep,
      path: { id: toronto },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(read.body).toBe(SVG);
    const picture = await api.call<string>("getTeamPicture", { as: as.rep, path: { id: toronto } });
    expect(picture.status).toBe(200);
    expect(picture.body).toBe(SVG);
  });

  it.each([
    ["a script element", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
    ["an event handler", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`],
    [
      "a javascript: link",
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#x09;script:alert(1)"><rect/></a></svg>`,
    ],
    ["a foreignObject", `<svg><foreignObject><div>x</div></foreignObject></svg>`],
    ["a DOCTYPE", `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>`],
    ["HTML", `<html><body>not svg</body></html>`],
  ])("refuses an SVG with %s (415) and writes nothing", async (_, svg) => {
    const answer = await api.call("replaceTeamSvgImageAsset", {
      as: as.admin,
      path: { id: london },
      body: fileForm(svg, "image/svg+xml"),
    });
    expect(answer.status).toBe(415);
    expect(await assetRow(api, `assets/teams/${london}/team.svg`)).toBeUndefined();
  });

  it("lets a manager write only the teams of their subtree (404 elsewhere), reps never", async () => {
    const elsewhere = await api.call("uploadTeamImageAsset", {
      as: as.manager,
      path: { id: london },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(elsewhere.status).toBe(404);
    for (const role of ["client", "callcenter", "rep"] as const) {
      const answer = await api.call("uploadTeamImageAsset", {
        as: as[role],
        path: { id: toronto },
        body: fileForm(pngBytes(), "image/png"),
      });
      expect(answer.status, role).toBe(403);
    }
    const own = await api.call("uploadTeamImageAsset", {
      as: as.manager,
      path: { id: toronto },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(own.status).toBe(201);
    const deleted = await api.call("deleteTeamImageAsset", {
      as: as.manager,
      path: { id: toronto },
    });
    expect(deleted.status).toBe(204);
  });
});

describe("player files", () => {
  it("lets a player replace their own avatar and preferences file", async () => {
    const rep = await playerOf("rep");
    const avatar = await api.call("replacePlayerImageAsset", {
      as: as.rep,
      path: { id: rep.id },
      body: fileForm(pngBytes("#123456"), "image/png"),
    });
    expect(avatar.status).toBe(200); // the seed gives demo users an avatar
    const prefs = await api.call("uploadPlayerPreferenceFileAsset", {
      as: as.rep,
      path: { id: rep.id },
      body: jsonForm({ language: "en-CA", menu: { sorting: [{ id: "campaigns" }] } }),
    });
    expect(prefs.status).toBe(201);
    const patch = await api.call("patchPlayerPreferenceFileAsset", {
      as: as.rep,
      path: { id: rep.id },
      body: { language: "fr-CA" },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(patch.status).toBe(200);
    const read = await api.call("getPlayerPreferenceFileAsset", {
      as: as.rep,
      path: { id: rep.id },
    });
    expect(read.body).toEqual({ language: "fr-CA", menu: { sorting: [{ id: "campaigns" }] } });
    const badLanguage = await api.call<{ errors: { field: string }[] }>(
      "patchPlayerPreferenceFileAsset",
      {
        as: as.rep,
        path: { id: rep.id },
        body: { language: "xx-XX" },
        headers: { "content-type": "application/merge-patch+json" },
      },
    );
    expect(badLanguage.status).toBe(422);
    expect(badLanguage.body.errors[0]?.field).toBe("/language");
  });

  it("lets a manager or admin write a rep's avatar, not a colleague rep (403) or outsider (404)", async () => {
    const colleague = await fieldPlayer(toronto, "rep");
    const byManager = await api.call("uploadPlayerImageAsset", {
      as: as.manager,
      path: { id: colleague.id },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(byManager.status).toBe(201);
    const byAdmin = await api.call("deletePlayerImageAsset", {
      as: as.admin,
      path: { id: colleague.id },
    });
    expect(byAdmin.status).toBe(204);
    const byRep = await api.call("uploadPlayerImageAsset", {
      as: as.rep,
      path: { id: colleague.id },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(byRep.status).toBe(403);
    const londoner = await fieldPlayer(london, "");
    const outside = await api.call("uploadPlayerImageAsset", {
      as: as.manager,
      path: { id: londoner.id },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(outside.status).toBe(404);
    const root = await playerOf("root");
    const aboveRank = await api.call("deletePlayerImageAsset", {
      as: as.admin,
      path: { id: root.id },
    });
    expect(aboveRank.status).toBe(404);
    const client = await api.call("deletePlayerImageAsset", {
      as: as.client,
      path: { id: root.id },
    });
    expect(client.status).toBe(403);
    expect(await assetRow(api, `assets/players/${root.id}/player.png`)).toBeDefined();
  });
});

describe("paths", () => {
  it.each([
    ["a dot-dot segment", "/assets/players/../player.png"],
    ["an encoded slash", "/assets/players/a%2F..%2Fb/player.png"],
    ["an encoded dot-dot", "/assets/players/%2E%2E/player.png"],
    ["a backslash", "/assets/players/..%5C..%5Csettings/player.png"],
  ])("answers a 4xx for %s, never another file", async (_, path) => {
    const response = await fetch(`${api.base}${path}`, {
      method: "POST",
      headers: { authorization: as.admin.authorization },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const stray = await api.handle.db
      .selectFrom("assets")
      .select("path")
      .where((eb) => eb.or([eb("path", "like", "%..%"), eb("path", "like", "%\\\\%")]))
      .execute();
    expect(stray).toEqual([]);
  });
});
