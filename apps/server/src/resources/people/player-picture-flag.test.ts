/**
 * `has_picture` on every `Player` (issue #17 item 25), over HTTP: true exactly when the user's
 * `player.png` is stored, in the record, the user lists and a campaign's players; uploading or
 * removing the picture moves `Updated`, so a read with an earlier `If-Modified-Since` gets the
 * new flag instead of a 304.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  startTestApi,
  TEST_NOW,
  type ApiSession,
  type TestApi,
} from "../../testing/api-harness.js";
import { assetRow, campaignId, fileForm, pngBytes } from "../platform/test-support.js";
import type { Player } from "../player-row.js";
import { sessionFor, teamId } from "./test-support.js";

let api: TestApi;
let admin: ApiSession;
let toronto: string;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  admin = await sessionFor(api, "admin");
  toronto = await teamId(api, "Toronto Downtown");
}, 180_000);
afterAll(() => api.close());
afterEach(() => {
  api.setNow(TEST_NOW);
});

const picturePath = (id: string) => `assets/players/${id}/player.png`;
const pictureStored = async (id: string) => (await assetRow(api, picturePath(id))) !== undefined;

/** Each listed player's flag against the assets table; returns how many of each were seen. */
async function expectFlagsMatchAssets(players: readonly Player[]) {
  const seen = { with: 0, without: 0 };
  for (const player of players) {
    expect(player.has_picture, `${player.username}'s flag`).toBe(await pictureStored(player.id));
    if (player.has_picture) seen.with += 1;
    else seen.without += 1;
  }
  return seen;
}

const getPlayer = (id: string, headers?: Record<string, string>) =>
  api.call<Player>("getPlayer", {
    as: admin,
    path: { id },
    ...(headers === undefined ? {} : { headers }),
  });

describe("has_picture", () => {
  it("says in every user list whether the user's picture is stored", async () => {
    const list = await api.call<{ Result: Player[] }>("listPlayers", {
      as: admin,
      query: { PageSize: 200 },
    });
    expect(list.status).toBe(200);
    const seen = await expectFlagsMatchAssets(list.body.Result);
    expect(seen.with, "the demo users have pictures").toBeGreaterThan(0);
    expect(seen.without, "the generated users have none").toBeGreaterThan(0);

    const team = await api.call<{ Result: Player[] }>("listTeamPlayers", {
      as: admin,
      path: { id: toronto },
    });
    expect(team.status).toBe(200);
    expect(team.body.Result.length).toBeGreaterThan(0);
    await expectFlagsMatchAssets(team.body.Result);

    const campaign = await campaignId(api, "Winter Appeal");
    const workers = await api.call<{ Result: Player[] }>("listCampaignPlayers", {
      as: admin,
      path: { id: campaign },
    });
    expect(workers.status).toBe(200);
    expect(workers.body.Result.length).toBeGreaterThan(0);
    await expectFlagsMatchAssets(workers.body.Result);
  });

  it("follows an upload and a removal, past an earlier If-Modified-Since", async () => {
    const created = await api.call<Player>("createPlayer", {
      as: admin,
      body: {
        firstname: "Pia",
        lastname: "Picture",
        username: "pia.picture",
        email: "pia.picture@example.org",
        password: "correct-horse-battery",
        role: "rep",
        team: toronto,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.has_picture).toBe(false);
    const id = created.body.id;

    const before = await getPlayer(id);
    expect(before.body.has_picture).toBe(false);
    const lastModified = before.headers.get("last-modified") ?? "";
    expect(lastModified).not.toBe("");

    // Last-Modified has whole seconds: the upload must come in a later second to be newer.
    api.setNow(new Date(TEST_NOW.getTime() + 2_000));
    const upload = await api.call("uploadPlayerImageAsset", {
      as: admin,
      path: { id },
      body: fileForm(pngBytes(), "image/png"),
    });
    expect(upload.status).toBe(201);
    const after = await getPlayer(id, { "If-Modified-Since": lastModified });
    expect(after.status, "the upload moved Updated").toBe(200);
    expect(after.body.has_picture).toBe(true);
    const listed = await api.call<{ Result: Player[] }>("listTeamPlayers", {
      as: admin,
      path: { id: toronto },
      query: { PageSize: 1000 },
    });
    expect(listed.body.Result.find((player) => player.id === id)?.has_picture).toBe(true);

    const renamed = await api.call<Player>("updatePlayer", {
      as: admin,
      path: { id },
      body: { firstname: "Pina" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.has_picture, "the update's answer says so too").toBe(true);

    const shown = after.headers.get("last-modified") ?? "";
    api.setNow(new Date(TEST_NOW.getTime() + 5_000));
    const removal = await api.call("deletePlayerImageAsset", { as: admin, path: { id } });
    expect(removal.status).toBe(204);
    const removed = await getPlayer(id, { "If-Modified-Since": shown });
    expect(removed.status, "the removal moved Updated").toBe(200);
    expect(removed.body.has_picture).toBe(false);
  });
});
