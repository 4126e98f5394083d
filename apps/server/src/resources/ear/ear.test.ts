/**
 * The digital ear over HTTP on 127.0.0.1 with real PGlite and the real job queue (decision
 * 0042): the queue and its filters, the checklist, QA reviews saved with history, and
 * transcription requests run as jobs against a local Whisper-compatible server.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import {
  startTranscriptionServer,
  type TranscriptionServer,
} from "../../testing/transcription-server.js";

interface QueueItem {
  ID: string;
  Campaign: string;
  Team: string | null;
  Player: string | null;
  Received: string;
  Recording: string;
  Transcribed: boolean;
  Review: { status: string; score: number } | null;
}
interface Queue {
  Result: QueueItem[];
  Count: number;
}
interface Review {
  account: string;
  score: number;
  status: string;
  comment: string;
  answers: Record<string, boolean>;
}
interface Job {
  id: string;
  status: string;
  error?: string | null;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let provider: TranscriptionServer;

beforeAll(async () => {
  provider = await startTranscriptionServer({ key: "test-key" });
  process.env.CANVASS_TRANSCRIPTION_URL = provider.url;
  process.env.CANVASS_TRANSCRIPTION_KEY = "test-key";
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 120_000);

afterAll(async () => {
  await api.close();
  await provider.close();
  delete process.env.CANVASS_TRANSCRIPTION_URL;
  delete process.env.CANVASS_TRANSCRIPTION_KEY;
});

async function queue(query: Record<string, string | number> = {}, who = as.admin) {
  return api.call<Queue>("listEarQueue", { as: who, query });
}

async function recordedIds(): Promise<string[]> {
  const rows = await api.handle.db
    .selectFrom("assets")
    .select("path")
    .where("path", "like", "assets/accounts/%")
    .where("content_type", "like", "audio/%")
    .execute();
  return [...new Set(rows.map((row) => row.path.split("/")[2] ?? ""))];
}

async function waitForJob(id: string, who = as.admin): Promise<Job> {
  for (let tries = 0; tries < 200; tries += 1) {
    const job = await api.call<Job>("getJob", { as: who, path: { id } });
    if (["done", "failed", "cancelled"].includes(job.body.status)) return job.body;
    await sleep(100);
  }
  throw new Error(`job ${id} did not finish`);
}

describe("listEarQueue", () => {
  it("lists exactly the submissions with recordings, newest first", async () => {
    const ids = await recordedIds();
    expect(ids.length).toBeGreaterThanOrEqual(8);
    const answer = await queue({ PageSize: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(ids.length);
    expect(answer.body.Result.map((item) => item.ID).sort()).toEqual([...ids].sort());
    const times = answer.body.Result.map((item) => item.Received);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.body.Result.every((item) => item.Recording === "recording.wav")).toBe(true);
    expect(answer.body.Result.some((item) => !item.Transcribed)).toBe(true);
    expect(answer.body.Result.some((item) => item.Transcribed)).toBe(true);
  });

  it("filters by campaign, team, fundraiser and date, and pages", async () => {
    const all = (await queue({ PageSize: 1000 })).body.Result;
    const first = all[0];
    if (first === undefined) throw new Error("no recordings");
    const byCampaign = (await queue({ Campaign: first.Campaign, PageSize: 1000 })).body;
    expect(byCampaign.Result.map((item) => item.ID)).toEqual(
      all.filter((item) => item.Campaign === first.Campaign).map((item) => item.ID),
    );
    if (first.Player !== null) {
      const byPlayer = (await queue({ Player: first.Player })).body;
      expect(byPlayer.Result.every((item) => item.Player === first.Player)).toBe(true);
      expect(byPlayer.Result.map((item) => item.ID)).toContain(first.ID);
    }
    if (first.Team !== null) {
      const byTeam = (await queue({ Team: first.Team })).body;
      expect(byTeam.Count).toBe(all.filter((item) => item.Team === first.Team).length);
    }
    const after = (await queue({ After: first.Received, PageSize: 1000 })).body;
    expect(after.Result.map((item) => item.ID)).toEqual(
      all.filter((item) => item.Received >= first.Received).map((item) => item.ID),
    );
    const page2 = (await queue({ PageSize: 2, Page: 2 })).body;
    expect(page2.Count).toBe(all.length);
    expect(page2.Result.map((item) => item.ID)).toEqual(all.slice(2, 4).map((item) => item.ID));
    const past = (await queue({ PageSize: 50, Page: 99 })).body;
    expect(past).toEqual({ Result: [], Count: all.length });
  });

  it("is admin only, and a bad filter is a 400 naming it", async () => {
    for (const role of ["manager", "rep", "client", "callcenter"] as const) {
      expect((await queue({}, as[role])).status).toBe(403);
    }
    expect((await queue({}, as.root)).status).toBe(200);
    const bad = await api.call<ProblemBody>("listEarQueue", {
      as: as.admin,
      query: { Review: "maybe" },
      unchecked: true,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Review");
  });
});

describe("QA checklist and reviews", () => {
  it("scores a review with the checklist, keeps it in history and takes it out of 'unreviewed'", async () => {
    const checklist = await api.call<{ items: { id: string; weight: number }[] }>(
      "getQaChecklist",
      { as: as.admin },
    );
    expect(checklist.status).toBe(200);
    const items = checklist.body.items;
    expect(items.length).toBeGreaterThan(1);
    const before = (await queue({ Review: "unreviewed", PageSize: 1000 })).body;
    const target = before.Result[0]?.ID ?? "";
    const answers = Object.fromEntries(items.map((item, index) => [item.id, index !== 0]));
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    const met = items.slice(1).reduce((sum, item) => sum + item.weight, 0);
    const saved = await api.call<Review>("saveQaReview", {
      as: as.admin,
      path: { id: target },
      body: { answers, comment: "Good call, forgot the greeting.", status: "flagged" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.score).toBe(Math.round((met * 100) / total));
    const read = await api.call<Review>("getQaReview", { as: as.admin, path: { id: target } });
    expect(read.body).toMatchObject({
      account: target,
      score: saved.body.score,
      status: "flagged",
      comment: "Good call, forgot the greeting.",
      answers,
    });
    const after = (await queue({ Review: "unreviewed", PageSize: 1000 })).body;
    expect(after.Count).toBe(before.Count - 1);
    const flagged = (await queue({ Review: "flagged" })).body.Result;
    expect(flagged.find((item) => item.ID === target)?.Review).toEqual({
      status: "flagged",
      score: saved.body.score,
    });
    const history = await api.handle.db
      .selectFrom("history")
      .select(["action", "changes", "reason"])
      .where("target", "=", target)
      .where("action", "=", "review")
      .execute();
    expect(history).toEqual([
      {
        action: "review",
        reason: "Good call, forgot the greeting.",
        changes: [
          { field: "QaScore", from: null, to: saved.body.score },
          { field: "QaStatus", from: null, to: "flagged" },
        ],
      },
    ]);
  });

  it("refuses incomplete or unknown answers with a 422 naming the item, writing nothing", async () => {
    const target = (await queue({ Review: "unreviewed" })).body.Result[0]?.ID ?? "";
    const answer = await api.call<ProblemBody>("saveQaReview", {
      as: as.admin,
      path: { id: target },
      body: { answers: { greeted: true, madeUp: true }, status: "reviewed" },
    });
    expect(answer.status).toBe(422);
    const fields = (answer.body.errors ?? []).map((error) => error.field);
    expect(fields).toContain("/answers/madeUp");
    expect(fields).toContain("/answers/confirmedAmount");
    expect((await api.call("getQaReview", { as: as.admin, path: { id: target } })).status).toBe(
      404,
    );
  });

  it("saves a configured checklist, refusing a bad one, and reviews use it", async () => {
    const bad = await api.call<ProblemBody>("saveQaChecklist", {
      as: as.admin,
      body: {
        items: [
          { id: "a", label: "A", weight: 2 },
          { id: "a", label: "Again", weight: 2 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe("/items/1/id");
    const list = [
      { id: "honest", label: "Was honest", weight: 3 },
      { id: "polite", label: "Was polite", weight: 1 },
    ];
    expect(
      (await api.call("saveQaChecklist", { as: as.admin, body: { items: list } })).body,
    ).toEqual({
      items: list,
    });
    const target = (await queue({ Review: "unreviewed" })).body.Result[0]?.ID ?? "";
    const saved = await api.call<Review>("saveQaReview", {
      as: as.admin,
      path: { id: target },
      body: { answers: { honest: true, polite: false }, status: "reviewed" },
    });
    expect(saved.body.score).toBe(75);
    expect(
      (await api.call("saveQaChecklist", { as: as.manager, body: { items: list } })).status,
    ).toBe(403);
  });

  it("is a 404 without a recording, and only admins may review", async () => {
    const plain = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("id", "not in", await recordedIds())
      .executeTakeFirstOrThrow();
    expect(
      (
        await api.call("saveQaReview", {
          as: as.admin,
          path: { id: plain.id },
          body: { answers: {}, status: "reviewed" },
        })
      ).status,
    ).toBe(404);
    const target = (await recordedIds())[0] ?? "";
    expect(
      (
        await api.call("saveQaReview", {
          as: as.manager,
          path: { id: target },
          body: { answers: {}, status: "reviewed" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("requestTranscription", () => {
  it("runs a job per recording against the provider and stores the text and timestamps", async () => {
    const waiting = (await queue({ PageSize: 1000 })).body.Result.filter(
      (item) => !item.Transcribed,
    );
    const ids = waiting.slice(0, 2).map((item) => item.ID);
    expect(ids).toHaveLength(2);
    const sent = provider.received.length;
    const answer = await api.call<{ queued: string[]; jobs: { account: string; jobId: string }[] }>(
      "requestTranscription",
      { as: as.admin, path: { ids: ids.join(","), lang: "fr-CA" } },
    );
    expect(answer.status).toBe(202);
    expect(answer.body.queued).toEqual(ids);
    for (const job of answer.body.jobs) expect((await waitForJob(job.jobId)).status).toBe("done");
    expect(provider.received.slice(sent)).toHaveLength(2);
    const request = provider.received[sent];
    expect(request).toMatchObject({
      language: "fr",
      model: "whisper-1",
      fileName: "recording.wav",
      contentType: "audio/wav",
      authorization: "Bearer test-key",
    });
    const recording = await api.handle.db
      .selectFrom("assets")
      .select("size")
      .where("path", "=", `assets/accounts/${ids[0]}/recording.wav`)
      .executeTakeFirstOrThrow();
    expect(request?.bytes).toBe(recording.size);
    const text = await api.call<string>("getAccountTranscriptionAsset", {
      as: as.admin,
      path: { id: ids[0] ?? "" },
    });
    expect(text.body).toBe(
      `Hello, I received ${recording.size} bytes.\nIt is a WAV recording.\nThank you for your gift.\n`,
    );
    const json = await api.handle.db
      .selectFrom("assets")
      .select("bytes")
      .where("path", "=", `assets/accounts/${ids[0]}/transcription.json`)
      .executeTakeFirstOrThrow();
    const timestamps = JSON.parse(Buffer.from(json.bytes).toString("utf8")) as {
      language: string;
      segments: { start: number; end: number; text: string }[];
    };
    expect(timestamps.language).toBe("fr");
    expect(timestamps.segments.map((segment) => [segment.start, segment.end])).toEqual([
      [0, 0.4],
      [0.4, 0.8],
      [0.8, 1],
    ]);
    const after = (await queue({ PageSize: 1000 })).body.Result;
    expect(after.filter((item) => ids.includes(item.ID)).every((item) => item.Transcribed)).toBe(
      true,
    );
    const history = await api.handle.db
      .selectFrom("history")
      .select("changes")
      .where("target", "=", ids[0] ?? "")
      .where("action", "=", "transcribe")
      .executeTakeFirstOrThrow();
    expect(history.changes).toEqual([
      { field: "Transcribed", from: false, to: true },
      { field: "Language", to: "fr" },
    ]);
  });

  it("with LanguageDetection leaves the language to the provider", async () => {
    const id = (await recordedIds())[0] ?? "";
    const sent = provider.received.length;
    const answer = await api.call<{ jobs: { jobId: string }[] }>("requestTranscription", {
      as: as.admin,
      path: { ids: id, lang: "en" },
      query: { LanguageDetection: true },
    });
    expect((await waitForJob(answer.body.jobs[0]?.jobId ?? "")).status).toBe("done");
    expect(provider.received[sent]?.language).toBeNull();
  });

  it("fails the job when the provider keeps failing, storing nothing", async () => {
    const id = (await queue({ PageSize: 1000 })).body.Result.find((item) => !item.Transcribed)?.ID;
    if (id === undefined) throw new Error("no untranscribed recording left");
    provider.fail(1);
    const answer = await api.call<{ jobs: { jobId: string }[] }>("requestTranscription", {
      as: as.admin,
      path: { ids: id, lang: "en" },
    });
    const job = await waitForJob(answer.body.jobs[0]?.jobId ?? "");
    expect(job.status).toBe("failed");
    expect(job.error).toContain("503");
    expect(
      (await api.call("getAccountTranscriptionAsset", { as: as.admin, path: { id } })).status,
    ).toBe(404);
  });

  it("is a 404 for a submission without a recording and a 403 for non-admins", async () => {
    const plain = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("id", "not in", await recordedIds())
      .executeTakeFirstOrThrow();
    const id = (await recordedIds())[0] ?? "";
    expect(
      (
        await api.call("requestTranscription", {
          as: as.admin,
          path: { ids: `${id},${plain.id}`, lang: "en" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call("requestTranscription", { as: as.manager, path: { ids: id, lang: "en" } }))
        .status,
    ).toBe(403);
  });
});
