/** Asset reads, listings and the team picture, per role and data scope, over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import {
  campaignId,
  pngBytes,
  playerId,
  sessionFor,
  sessionsByRole,
  teamId,
  type DemoRole,
} from "../test-support.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let winter: string;
let water: string;
let rootTeam: string;
let toronto: string;
/** A submission of the demo rep, in Winter Appeal (an Acme campaign), with every file. */
let account: string;
/** A submission of someone else in the same team and campaign. */
let otherAccount: string;

const TRACKING = [
  { event: "sent", at: "2026-11-20T10:00:00.000Z", messageId: "m-1" },
  { event: "opened", at: "2026-11-20T11:00:00.000Z", messageId: "m-1" },
];

beforeAll(async () => {
  api = await startTestApi({ accounts: 40 });
  as = await sessionsByRole(api);
  winter = await campaignId(api, "Winter Appeal");
  water = await campaignId(api, "Clean Water Doorstep");
  rootTeam = await teamId(api, "Canvass HQ");
  toronto = await teamId(api, "Toronto Downtown");
  const rep = await playerId(api, "rep");
  const [first, second] = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .orderBy("id")
    .limit(2)
    .execute();
  if (first === undefined || second === undefined) throw new Error("no seeded submissions");
  account = first.id;
  otherAccount = second.id;
  const colleague = await api.handle.db
    .selectFrom("players")
    .select("id")
    .where("team", "=", toronto)
    .where("id", "!=", rep)
    .executeTakeFirstOrThrow();
  await api.handle.db
    .updateTable("accounts")
    .set({ player: rep, team: toronto, campaign: winter })
    .where("id", "=", account)
    .execute();
  await api.handle.db
    .updateTable("accounts")
    .set({ player: colleague.id, team: toronto, campaign: winter })
    .where("id", "=", otherAccount)
    .execute();
  const folder = `assets/accounts/${account}/`;
  const encode = (text: string) => new TextEncoder().encode(text);
  await api.handle.db
    .insertInto("assets")
    .values([
      { path: `${folder}transcription.txt`, content_type: "text/plain", bytes: encode("Hello.") },
      {
        path: `${folder}tracking/emails.json`,
        content_type: "application/json",
        bytes: encode(JSON.stringify(TRACKING)),
      },
      {
        path: `${folder}assets.zip`,
        content_type: "application/zip",
        bytes: Buffer.from("PK\u0003\u0004 a stored archive"),
      },
      { path: `${folder}signature.png`, content_type: "image/png", bytes: pngBytes("#000000") },
      {
        path: `assets/accounts/${otherAccount}/signature.png`,
        content_type: "image/png",
        bytes: pngBytes("#111111"),
      },
    ])
    .execute();
}, 180_000);

afterAll(() => api.close());

describe("campaign files", () => {
  it("serves the seeded campaign image to every role that sees the campaign", async () => {
    for (const role of ["root", "admin", "manager", "client", "callcenter", "rep"] as const) {
      const answer = await api.call<Buffer>("getCampaignImageAsset", {
        as: as[role],
        path: { id: winter },
      });
      expect(answer.status, role).toBe(200);
      expect(answer.headers.get("content-type"), role).toBe("image/png");
      expect(answer.body.subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("answers 304 when the copy is current, 200 when it is older", async () => {
    const first = await api.call("getCampaignImageAsset", { as: as.admin, path: { id: winter } });
    const stamp = first.headers.get("last-modified") ?? "";
    expect(stamp).not.toBe("");
    const same = await api.call("getCampaignImageAsset", {
      as: as.admin,
      path: { id: winter },
      headers: { "if-modified-since": stamp },
    });
    expect(same.status).toBe(304);
    const older = new Date(Date.parse(stamp) - 60_000).toUTCString();
    const changed = await api.call("getCampaignImageAsset", {
      as: as.admin,
      path: { id: winter },
      headers: { "if-modified-since": older },
    });
    expect(changed.status).toBe(200);
  });

  it("hides the campaigns of other clients from a client (404)", async () => {
    const answer = await api.call("getCampaignImageAsset", { as: as.client, path: { id: water } });
    expect(answer.status).toBe(404);
  });

  it("answers 404 for a missing file or campaign, 400 for a malformed id, 401 anonymous", async () => {
    expect(
      (await api.call("getCampaignFormAsset", { as: as.admin, path: { id: winter } })).status,
    ).toBe(404);
    expect(
      (await api.call("getCampaignImageAsset", { as: as.admin, path: { id: "nosuch" } })).status,
    ).toBe(404);
    expect(
      (await api.call("getCampaignImageAsset", { as: as.admin, path: { id: "a.b" } })).status,
    ).toBe(400);
    expect((await api.call("getCampaignImageAsset", { path: { id: winter } })).status).toBe(401);
  });
});

describe("team and player files", () => {
  it("serves the root team's image and picture within the team scope", async () => {
    const png = await api.call("getTeamImageAsset", { as: as.client, path: { id: rootTeam } });
    expect(png.status).toBe(200);
    const picture = await api.call("getTeamPicture", { as: as.admin, path: { id: rootTeam } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    // A manager sees their own subtree only, a rep their own team only.
    expect(
      (await api.call("getTeamPicture", { as: as.manager, path: { id: rootTeam } })).status,
    ).toBe(404);
    expect(
      (await api.call("getTeamImageAsset", { as: as.rep, path: { id: rootTeam } })).status,
    ).toBe(404);
    expect((await api.call("getTeamPicture", { as: as.rep, path: { id: toronto } })).status).toBe(
      404,
    );
  });

  it("serves avatars within the users scope", async () => {
    const rep = await playerId(api, "rep");
    const manager = await playerId(api, "manager");
    const root = await playerId(api, "root");
    const client = await playerId(api, "client");
    const cases: [DemoRole, string, number][] = [
      ["rep", rep, 200],
      ["manager", rep, 200],
      ["admin", rep, 200],
      ["rep", manager, 404],
      ["admin", root, 404],
      ["root", root, 200],
      ["client", client, 200],
      ["client", rep, 404],
      ["callcenter", rep, 404],
    ];
    for (const [role, id, status] of cases) {
      const answer = await api.call("getPlayerImageAsset", { as: as[role], path: { id } });
      expect(answer.status, `${role} reads ${id}`).toBe(status);
    }
  });

  it("answers 404 for a player without a stored preferences file", async () => {
    const answer = await api.call("getPlayerPreferenceFileAsset", {
      as: as.rep,
      path: { id: await playerId(api, "rep") },
    });
    expect(answer.status).toBe(404);
  });
});

describe("submission files", () => {
  it("serves the transcription as text, hidden from reps and clients (nosubaudiotranscription)", async () => {
    const ok = await api.call<string>("getAccountTranscriptionAsset", {
      as: as.manager,
      path: { id: account },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(ok.body).toBe("Hello.");
    expect(
      (await api.call("getAccountTranscriptionAsset", { as: as.rep, path: { id: account } }))
        .status,
    ).toBe(403);
    expect(
      (await api.call("getAccountTranscriptionAsset", { as: as.client, path: { id: account } }))
        .status,
    ).toBe(403);
    // A call-centre agent may read transcriptions, but only of their own submissions.
    expect(
      (await api.call("getAccountTranscriptionAsset", { as: as.callcenter, path: { id: account } }))
        .status,
    ).toBe(404);
  });

  it("serves the email tracking log to the owner and to the campaign's client", async () => {
    for (const role of ["rep", "client", "admin"] as const) {
      const answer = await api.call("getAccountEmailTrackingAsset", {
        as: as[role],
        path: { id: account },
      });
      expect(answer.status, role).toBe(200);
      expect(answer.body).toEqual(TRACKING);
    }
    const northwind = await sessionFor(api, "client.northwind");
    const other = await api.call("getAccountEmailTrackingAsset", {
      as: northwind,
      path: { id: account },
    });
    expect(other.status).toBe(404);
  });

  it("serves the archive as a zip, hidden from reps", async () => {
    const ok = await api.call<Buffer>("getAccountArchiveAsset", {
      as: as.root,
      path: { id: account },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/zip");
    expect(
      (await api.call("getAccountArchiveAsset", { as: as.rep, path: { id: account } })).status,
    ).toBe(403);
  });

  it("serves the signature to the owner only among reps, and not under nosubassets", async () => {
    expect(
      (await api.call("getAccountSignatureAsset", { as: as.rep, path: { id: account } })).status,
    ).toBe(200);
    expect(
      (await api.call("getAccountSignatureAsset", { as: as.rep, path: { id: otherAccount } }))
        .status,
    ).toBe(404);
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["nosubassets"] })
      .where("id", "=", toronto)
      .execute();
    try {
      const flagged = await api.call("getAccountSignatureAsset", {
        as: await sessionFor(api, "rep"),
        path: { id: account },
      });
      expect(flagged.status).toBe(403);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", toronto)
        .execute();
    }
  });

  it("answers 404 for a submission without the file or an unknown submission", async () => {
    expect(
      (await api.call("getAccountArchiveAsset", { as: as.admin, path: { id: otherAccount } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call("getAccountSignatureAsset", { as: as.admin, path: { id: "ffffffff" } }))
        .status,
    ).toBe(404);
  });
});

describe("listEntityAssets", () => {
  it("lists a submission's files with names relative to its folder", async () => {
    const answer = await api.call<{
      files: { name: string; size: number; contentType: string; path: string }[];
    }>("listEntityAssets", { as: as.admin, path: { kind: "accounts", id: account } });
    expect(answer.status).toBe(200);
    expect(answer.body.files.map((file) => file.name)).toEqual([
      "assets.zip",
      "signature.png",
      "tracking/emails.json",
      "transcription.txt",
    ]);
    const tracking = answer.body.files.find((file) => file.name === "tracking/emails.json");
    expect(tracking?.path).toBe(`assets/accounts/${account}/tracking/emails.json`);
    expect(tracking?.contentType).toBe("application/json");
    expect(tracking?.size).toBe(JSON.stringify(TRACKING).length);
  });

  it("answers an empty list for an entity without files, and 304 when nothing changed", async () => {
    // No 304 while the last change's second is still running (src/http/caching.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const empty = await api.call<{ files: unknown[] }>("listEntityAssets", {
      as: as.admin,
      path: { kind: "campaigns", id: water },
    });
    expect(empty.status).toBe(200);
    expect(empty.body.files).toEqual([]);
    const stamp = empty.headers.get("last-modified") ?? "";
    const again = await api.call("listEntityAssets", {
      as: as.admin,
      path: { kind: "campaigns", id: water },
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });

  it("keeps to the scope (404), the nosubassets flag (403) and the kinds (400)", async () => {
    expect(
      (
        await api.call("listEntityAssets", {
          as: as.rep,
          path: { kind: "accounts", id: otherAccount },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call("listEntityAssets", { as: as.rep, path: { kind: "accounts", id: account } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api.call("listEntityAssets", {
          as: as.client,
          path: { kind: "campaigns", id: water },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call("listEntityAssets", {
          as: as.admin,
          path: { kind: "players", id: await playerId(api, "root") },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call("listEntityAssets", { as: as.admin, path: { kind: "exports", id: winter } }))
        .status,
    ).toBe(400);
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["nosubassets"] })
      .where("id", "=", toronto)
      .execute();
    try {
      const flagged = await api.call("listEntityAssets", {
        as: await sessionFor(api, "rep"),
        path: { kind: "accounts", id: account },
      });
      expect(flagged.status).toBe(403);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", toronto)
        .execute();
    }
  });
});

describe("getEntityAssetFile", () => {
  const wav = Buffer.from("RIFF\u0024\u0000\u0000\u0000WAVEfmt a small recording");
  beforeAll(async () => {
    const folder = `assets/accounts/${account}/`;
    await api.handle.db
      .insertInto("assets")
      .values([
        { path: `${folder}recording.wav`, content_type: "audio/wav", bytes: wav },
        { path: `${folder}photo-1.png`, content_type: "image/png", bytes: pngBytes("#00ff00") },
        {
          path: `${folder}note.html`,
          content_type: "text/html",
          bytes: Buffer.from("<script>alert(1)</script>"),
        },
      ])
      .execute();
  });

  const file = (name: string, session = as.admin, id = account) =>
    api.call<Buffer | string>("getEntityAssetFile", {
      as: session,
      path: { kind: "accounts", id, file: name },
    });

  it("serves a listed file with its stored type, and 304 when the copy is current", async () => {
    const audio = await file("recording.wav");
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.compare(audio.body as Buffer, wav)).toBe(0);
    // No 304 while the last change's second is still running (src/http/caching.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const picture = await file("photo-1.png");
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(picture.headers.get("content-disposition")).toBeNull();
    const again = await api.call("getEntityAssetFile", {
      as: as.admin,
      path: { kind: "accounts", id: account, file: "photo-1.png" },
      headers: { "if-modified-since": picture.headers.get("last-modified") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("serves a type a browser could run as an attachment of bytes", async () => {
    const page = await file("note.html");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("application/octet-stream");
    expect(page.headers.get("content-disposition")).toBe('attachment; filename="note.html"');
  });

  it("refuses a name that leaves the folder (400 naming the file) and a missing file (404)", async () => {
    for (const name of ["../signature.png", ".hidden", "a..b", "pictures/../x.png", "a//b"]) {
      const answer = await file(name);
      expect(answer.status, name).toBe(400);
    }
    // A bare ".." is resolved by the URL itself (to the listing's folder): never a file.
    expect((await file("..")).status).not.toBe(200);
    const problem = await file("a..b");
    expect(JSON.stringify(problem.body)).toContain("file");
    expect((await file("missing.png")).status).toBe(404);
    expect((await file("signature.png", as.admin, otherAccount)).status).toBe(200);
    const nested = await file("tracking/emails.json");
    expect(nested.status).toBe(200);
    expect(nested.headers.get("content-disposition")).toBe('attachment; filename="emails.json"');
    expect((await file("recording.wav", as.admin, "ffffffff")).status).toBe(404);
  });

  it("keeps to the scope (404), the nosubassets flag (403) and the rules of files with their own call", async () => {
    // A recording is read like the transcription (ViewSubRecordings: not a rep).
    expect((await file("recording.wav", as.rep)).status).toBe(403);
    expect((await file("photo-1.png", as.rep)).status).toBe(200);
    // The archive is hidden from reps and the transcription needs ViewSubRecordings.
    expect((await file("assets.zip", as.rep)).status).toBe(403);
    expect((await file("assets.zip", as.admin)).status).toBe(200);
    expect((await file("transcription.txt", as.client)).status).toBe(
      (await api.call("getAccountTranscriptionAsset", { as: as.client, path: { id: account } }))
        .status,
    );
    expect((await file("signature.png", as.rep, otherAccount)).status).toBe(404);
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["nosubassets"] })
      .where("id", "=", toronto)
      .execute();
    try {
      expect((await file("photo-1.png", await sessionFor(api, "rep"))).status).toBe(403);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", toronto)
        .execute();
    }
  });
});
