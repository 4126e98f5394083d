/**
 * Imports over HTTP on 127.0.0.1 with real PGlite and the real job queue (decision 0037): the
 * fields, the upload URL, the dry run (nothing written: rows counted before and after; bad rows
 * by row and field; duplicates by reason), malformed files and options (4xx naming the part),
 * the real run as a job with its report and history, re-running (idempotent), all-or-nothing,
 * updating duplicates, a cancel between chunks and a restart after a crash.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import {
  IMPORT_RUN_FAILURES,
  duplicateKeys,
  type DuplicateKeys,
  type ImportRunResult,
} from "@canvass/sdk/imports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import type { JobRecord } from "../../jobs/index.js";
import { createForegroundGate } from "../../jobs/foreground.js";
import { existingIndex, MAX_KEYS } from "./existing-submissions.js";
import { checkImportFile } from "./import-sheets.js";
import { importRunHandler, type ImportRunPayload } from "./import-run.js";
import { testWorkbook } from "./test-workbook.js";

interface DryRun {
  id: string;
  job?: string;
  rows: number;
  imported: number;
  updated?: number;
  skipped: number;
  header: string[];
  errors: { row: number; field?: string; message: string; code?: string }[];
  duplicates: {
    row: number;
    reason: string;
    account?: string;
    otherRow?: number;
    action: string;
  }[];
}
interface Problem {
  errors?: { field: string; code?: string }[];
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let campaign: string;
let existing: { id: string; email: string; first: string | null };

const MAP = [
  { importedKey: "Email", supportedKey: "Email" },
  { importedKey: "First name", supportedKey: "FirstName" },
  { importedKey: "Last name", supportedKey: "LastName" },
  { importedKey: "Amount", supportedKey: "Amount", acceptedFormat: "number" },
  { importedKey: "Given", supportedKey: "Received", acceptedFormat: "date:DD.MM.YYYY" },
];

function csv(rows: number, extra: string[] = []): string {
  const lines = ["Email,First name,Last name,Amount,Given"];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      `donor${String(i)}@import.test,Don,Or${String(i)},${String(5 + (i % 7))},03.11.2026`,
    );
  return [...lines, ...extra].join("\r\n");
}

function form(parts: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) data.append(name, value);
  return data;
}

function upload(file: string, parts: Record<string, string | Blob>, session = as.admin) {
  return api.call<DryRun & Problem>("processImport", {
    as: session,
    path: { user: session.player, file },
    body: form({ campaignlist: campaign, columnMap: JSON.stringify(MAP), ...parts }),
  });
}

async function counts(): Promise<number[]> {
  const accounts = await api.handle.db
    .selectFrom("accounts")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  const history = await api.handle.db
    .selectFrom("history")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return [accounts.n, history.n];
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 200 });
  as = await sessionsByRole(api);
  const row = await api.handle.db
    .selectFrom("accounts")
    .select(["id", "campaign", "email", "first_name"])
    .where("email", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  campaign = row.campaign;
  existing = { id: row.id, email: row.email ?? "", first: row.first_name };
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe("the seeded earlier uploads", () => {
  it("are listed with their saved map and campaign, and a dry run re-reads them cleanly", async () => {
    const list = await api.call<
      {
        file: string;
        user: string;
        columnMap?: { importedKey: string; supportedKey: string }[];
        campaigns?: string[];
      }[]
    >("listImports", { as: as.admin });
    const seeded = list.body.find((entry) => entry.file === "winter-door-drop.csv");
    expect(seeded?.columnMap).toHaveLength(7);
    expect(seeded?.campaigns).toHaveLength(1);
    const dry = await api.call<DryRun>("processImport", {
      as: as.admin,
      path: { user: seeded?.user ?? "", file: "winter-door-drop.csv" },
      body: form({
        campaignlist: seeded?.campaigns?.join(",") ?? "",
        columnMap: JSON.stringify(seeded?.columnMap),
        previouslyuploaded: "true",
        dryrun: "true",
      }),
    });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ rows: 3, imported: 3, errors: [] });
  });
});

describe("fields and upload URL", () => {
  it("lists the importable fields with their formats, for admins only", async () => {
    const answer = await api.call<{ supportedKeys: { key: string; formats: string[] }[] }>(
      "listImportFields",
      { as: as.admin },
    );
    expect(answer.status).toBe(200);
    const dob = answer.body.supportedKeys.find((key) => key.key === "DOB");
    expect(dob?.formats).toContain("date:DD/MM/YYYY");
    expect((await api.call("listImportFields", { as: as.manager })).status).toBe(403);
    expect((await api.call("listImportFields", { as: as.rep })).status).toBe(403);
  });
  it("answers this server's processImport path as the upload URL", async () => {
    const answer = await api.call<{ url: string }>("getImportUploadUrl", {
      as: as.admin,
      path: { user: as.admin.player, file: "donors.csv" },
    });
    expect(answer.body.url).toBe(
      api.url("processImport", { path: { user: as.admin.player, file: "donors.csv" } }),
    );
    expect(
      (
        await api.call("getImportUploadUrl", {
          as: as.admin,
          path: { user: "zzzzzz", file: "donors.csv" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the dry run", () => {
  it("writes nothing, names every bad row and field, and previews duplicates", async () => {
    const before = await counts();
    const file = csv(20, [
      `bad-email,Ann,Bad,5,03.11.2026`, // row 22
      `ok@import.test,=HYPERLINK("http://evil"),Formula,5,03.11.2026`, // row 23
      `late@import.test,Late,Date,5,2026-11-03`, // row 24
      `${existing.email.toUpperCase()},Same,Mail,5,03.11.2026`, // row 25: existing
      `DONOR3@import.test ,Twin,Row,5,03.11.2026`, // row 26: row 5
    ]);
    const answer = await upload("dry.csv", {
      file: new Blob([file], { type: "text/csv" }),
      dryrun: "true",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [22, "Email", "email"],
      [23, "FirstName", "formula"],
      [24, "Received", "format"],
    ]);
    expect(answer.body.duplicates).toEqual([
      { row: 25, reason: "email", account: existing.id, action: "skip" },
      { row: 26, reason: "email", otherRow: 5, action: "skip" },
    ]);
    expect([answer.body.rows, answer.body.imported, answer.body.skipped]).toEqual([25, 20, 5]);
    expect(await counts()).toEqual(before);
  });

  it("refuses malformed files and options with 4xx problems naming the part", async () => {
    const latin1 = new Uint8Array([
      ...Buffer.from("Email,First name,Last name,Amount,Given\r\nj@x.test,Jos"),
      0xe9,
      0x0d,
      0x0a,
    ]);
    const cases: [Record<string, string | Blob>, number, string][] = [
      [{ file: new Blob([latin1]) }, 422, "/file"],
      [{ file: new Blob(["Email,First name,Last name,Amount,Given\r\n"]) }, 422, "/file"],
      [{ file: new Blob([""]) }, 422, "/file"],
      [{ file: new Blob([csv(2)]), columnMap: "{nope" }, 422, "/columnMap"],
      [
        {
          file: new Blob([csv(2)]),
          columnMap: JSON.stringify([{ importedKey: "Nope", supportedKey: "Email" }]),
        },
        422,
        "/columnMap/0/importedKey",
      ],
      [
        {
          file: new Blob([csv(2)]),
          columnMap: JSON.stringify([{ importedKey: "Email", supportedKey: "Password" }]),
        },
        422,
        "/columnMap/0/supportedKey",
      ],
      [{ file: new Blob([csv(2)]), campaignlist: "zzzzzz" }, 422, "/campaignlist"],
      [{ file: new Blob([csv(2)]), mode: "some" }, 422, "/mode"],
      [
        { file: new Blob([csv(2)]), duplicates: JSON.stringify({ action: "merge" }) },
        422,
        "/duplicates/action",
      ],
      [{ file: new Blob([csv(2)]), page: "Sheet2" }, 422, "/page"],
      [{}, 422, "/file"],
    ];
    const before = await counts();
    for (const [parts, status, field] of cases) {
      const body = {
        campaignlist: campaign,
        columnMap: JSON.stringify(MAP),
        dryrun: "true",
        ...parts,
      };
      const answer = await api.call<Problem>("processImport", {
        as: as.admin,
        path: { user: as.admin.player, file: "bad.csv" },
        body: form(body),
      });
      expect([answer.status, answer.body.errors?.[0]?.field]).toEqual([status, field]);
    }
    const missing = await upload("never.csv", { previouslyuploaded: "true", dryrun: "true" });
    expect(missing.status).toBe(404);
    const xlsx = await upload("fake.xlsx", { file: new Blob([csv(2)]), dryrun: "true" });
    expect([xlsx.status, (xlsx.body as Problem).errors?.[0]?.field]).toEqual([422, "/file"]);
    const notMultipart = await api.call<Problem>("processImport", {
      as: as.admin,
      path: { user: as.admin.player, file: "x.csv" },
      body: "not multipart",
      headers: { "content-type": "multipart/form-data; boundary=zz" },
      unchecked: true,
    });
    expect(notMultipart.status).toBe(400);
    const huge = await upload("huge.csv", {
      file: new Blob([new Uint8Array(11 * 1024 * 1024)]),
      dryrun: "true",
    });
    expect(huge.status).toBe(413);
    expect((await upload("rep.csv", { file: new Blob([csv(2)]) }, as.manager)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("reads the chosen sheet of an XLSX workbook, by name or index", async () => {
    const book = testWorkbook([
      { name: "Notes", rows: [["Nothing to import"]] },
      {
        name: "Donors",
        rows: [
          ["Email", "First name", "Last name", "Amount", "Given"],
          ["xl1@import.test", "Xa", "One", "7", "01.02.2026"],
          ["xl2@import.test", "Xb", "Two", "oops", "01.02.2026"],
        ],
      },
    ]);
    const byName = await upload("book.xlsx", {
      file: new Blob([book]),
      page: "Donors",
      dryrun: "true",
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ rows: 2, imported: 1, sheets: ["Notes", "Donors"] });
    expect(byName.body.errors.map((e) => [e.row, e.field])).toEqual([[3, "Amount"]]);
    const byIndex = await upload("book.xlsx", {
      previouslyuploaded: "true",
      page: "1",
      dryrun: "true",
    });
    expect(byIndex.body.header).toEqual(["Email", "First name", "Last name", "Amount", "Given"]);
    const first = await upload("book.xlsx", { previouslyuploaded: "true", dryrun: "true" });
    // The first sheet (the default) has a header and no rows.
    expect([first.status, (first.body as Problem).errors?.[0]?.field]).toEqual([422, "/file"]);
    const missing = await upload("book.xlsx", {
      previouslyuploaded: "true",
      page: "Gifts",
      dryrun: "true",
    });
    expect([missing.status, (missing.body as Problem).errors?.[0]?.field]).toEqual([422, "/page"]);
  });

  it("reports ragged rows as row problems", async () => {
    const answer = await upload("ragged.csv", {
      file: new Blob([
        csv(2, ["short@import.test,Only", "long@import.test,A,B,5,03.11.2026,surplus"]),
      ]),
      dryrun: "true",
    });
    expect(answer.body.errors.map((e) => [e.row, e.code])).toEqual([
      [4, "ragged"],
      [5, "ragged"],
    ]);
  });
});

async function finished(job: string) {
  const record = await api.deps.queue.waitUntilFinished(job, 60_000);
  return record as JobRecord<ImportRunPayload, ImportRunResult>;
}

/**
 * Starts `work`, then sends a request over HTTP: on PGlite the database runs on this thread, and
 * work that never gives the event loop a turn (a chain of queries, a file read in one go) lets
 * the request be answered only at its end. Answers the work's result and which came first.
 */
async function withRequestMeanwhile<T>(work: () => Promise<T>): Promise<[T, string[]]> {
  const order: string[] = [];
  const done = work().then((result) => {
    order.push("work");
    return result;
  });
  const request = api
    .call("listImportFields", { as: as.admin })
    .then((answer) => order.push(`request ${String(answer.status)}`));
  const [result] = await Promise.all([done, request]);
  return [result, order];
}

describe("the duplicate look-up", () => {
  it("asks a few thousand keys at a time and lets a request that comes in meanwhile be answered", async () => {
    const keys: DuplicateKeys[] = Array.from({ length: MAX_KEYS * 12 }, (_, i) => ({
      email: `nobody${String(i)}@lookup.test`,
    }));
    // The one key that matches comes last: in a query of its own.
    const match = duplicateKeys({ Email: existing.email });
    keys.push(match);
    const [index, order] = await withRequestMeanwhile(() =>
      existingIndex(api.handle.db, [campaign], keys),
    );
    expect(index.matchKeys(match)?.item).toBe(existing.id);
    expect(order).toEqual(["request 200", "work"]);
  });
});

describe("reading a large file", () => {
  it("answers a request that comes in while a file of 60 000 rows is read and checked", async () => {
    const bytes = new TextEncoder().encode(csv(60_000));
    const [file, order] = await withRequestMeanwhile(() =>
      checkImportFile("large.csv", bytes, undefined, MAP),
    );
    expect([file.checked.rows, file.checked.valid.length, file.csv]).toEqual([
      60_000,
      60_000,
      { delimiter: ",", newline: "\r\n" },
    ]);
    expect(order).toEqual(["request 200", "work"]);
  });
});

describe("the real run", () => {
  it("runs as a job, writes history, lists the upload, and is idempotent when run again", async () => {
    const file = csv(30, [`${existing.email},Same,Mail,5,03.11.2026`, "bad,Ann,Bad,5,03.11.2026"]);
    const dry = await upload("run.csv", { file: new Blob([file]), dryrun: "true" });
    expect(dry.status).toBe(200);
    const [accountsBefore] = await counts();
    const run = await upload("run.csv", { previouslyuploaded: "true", dryrun: "false" });
    expect(run.status).toBe(202);
    const job = await finished(run.body.job ?? "");
    expect(job.status).toBe("done");
    expect(job.result).toMatchObject({ rows: 32, created: 30, updated: 0, skipped: 1, failed: 1 });
    expect(job.result?.failedRows).toEqual([
      {
        row: 33,
        cells: ["bad", "Ann", "Bad", "5", "03.11.2026"],
        problems: ["Email is not a valid e-mail address"],
      },
    ]);
    const [accountsAfter] = await counts();
    expect(accountsAfter).toBe((accountsBefore ?? 0) + 30);
    const created = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "received", "amount", "campaign"])
      .where("email", "=", "donor7@import.test")
      .executeTakeFirstOrThrow();
    expect([created.received.toISOString(), Number(created.amount), created.campaign]).toEqual([
      "2026-11-03T00:00:00.000Z",
      5,
      campaign,
    ]);
    const history = await api.handle.db
      .selectFrom("history")
      .select(["action", "reason", "author", "author_name", "target_type", "changes", "created"])
      .where("target", "=", created.id)
      .execute();
    const admin = await api.handle.db
      .selectFrom("players")
      .select("full_name")
      .where("id", "=", as.admin.player)
      .executeTakeFirstOrThrow();
    // Every entry of the chunk is written by one statement (decision 0065): each keeps its own
    // changes, the author's name and the run's time.
    expect(history).toEqual([
      {
        action: "create",
        reason: "Import of run.csv",
        author: as.admin.player,
        author_name: admin.full_name,
        target_type: "account",
        changes: [
          { field: "Email", to: "donor7@import.test" },
          { field: "FirstName", to: "Don" },
          { field: "LastName", to: "Or7" },
          { field: "Amount", to: 5 },
          { field: "Received", to: "2026-11-03" },
        ],
        created: expect.any(Date) as Date,
      },
    ]);
    const runHistory = await api.handle.db
      .selectFrom("history")
      .select(["target", "created"])
      .where("reason", "=", "Import of run.csv")
      .execute();
    expect(runHistory).toHaveLength(30);
    expect(new Set(runHistory.map((entry) => entry.target)).size).toBe(30);
    expect(new Set(runHistory.map((entry) => entry.created.toISOString())).size).toBe(1);
    const list = await api.call<
      { file: string; status: string; columnMap?: unknown; job?: string }[]
    >("listImports", { as: as.admin });
    expect(list.body.find((entry) => entry.file === "run.csv")).toMatchObject({
      status: "completed",
      columnMap: MAP,
      job: job.id,
    });
    const again = await upload("run.csv", { previouslyuploaded: "true", dryrun: "false" });
    expect(again.body.imported).toBe(0);
    expect(again.body.duplicates).toHaveLength(31);
    const second = await finished(again.body.job ?? "");
    expect(second.result).toMatchObject({ created: 0, skipped: 31 });
    expect((await counts())[0]).toBe(accountsAfter);
  });

  it("updates an existing submission when asked, with its history", async () => {
    const file = `Email,First name,Last name,Amount,Given\r\n${existing.email},Renamed,Person,9,01.11.2026\r\n`;
    const run = await upload("update.csv", {
      file: new Blob([file]),
      dryrun: "false",
      duplicates: JSON.stringify({ action: "update" }),
    });
    expect(run.body.updated).toBe(1);
    const job = await finished(run.body.job ?? "");
    expect(job.result).toMatchObject({ created: 0, updated: 1 });
    const row = await api.handle.db
      .selectFrom("accounts")
      .select(["first_name"])
      .where("id", "=", existing.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe("Renamed");
    const entry = await api.handle.db
      .selectFrom("history")
      .select(["action", "changes"])
      .where("target", "=", existing.id)
      .where("reason", "=", "Import of update.csv")
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe("update");
    expect(entry.changes).toContainEqual({
      field: "FirstName",
      from: existing.first,
      to: "Renamed",
    });
  });

  it("writes nothing all-or-nothing when a row is bad", async () => {
    const before = await counts();
    const run = await upload("strict.csv", {
      file: new Blob([csv(5, ["bad,Ann,Bad,5,03.11.2026"]).replace(/donor/g, "strict")]),
      dryrun: "false",
      mode: "allOrNothing",
    });
    expect(run.status).toBe(202);
    const job = await finished(run.body.job ?? "");
    expect(job.result).toMatchObject({
      created: 0,
      failed: 1,
      note: "Nothing was written: 1 rows have problems.",
      stop: { reason: "refused", count: 1, total: 6 },
      errors: [{ row: 7, field: "Email", code: "email", message: "is not a valid e-mail address" }],
    });
    expect(await counts()).toEqual(before);
  });

  /** The status and the created count an upload's saved report holds. */
  async function savedRun(upload: string): Promise<[string, number]> {
    const stored = await api.handle.db
      .selectFrom("imports")
      .select(["result", "status"])
      .where("id", "=", upload)
      .executeTakeFirstOrThrow();
    return [stored.status, (stored.result as ImportRunResult).created];
  }

  /** A dry run of `rows` new donors named with `tag`, and a real run's job record for it. */
  async function dryRunJob(
    name: string,
    rows: number,
    tag: string,
    change: Partial<ImportRunPayload> = {},
  ) {
    const dry = await upload(name, {
      file: new Blob([csv(rows).replace(/donor/g, tag)]),
      dryrun: "true",
    });
    const payload: ImportRunPayload = {
      import: dry.body.id,
      campaigns: [campaign],
      map: MAP,
      choices: {},
      mode: "validOnly",
      ...change,
    };
    const job = { id: randomUUID(), owner: as.admin.player, payload, attempts: 1 } as JobRecord<
      ImportRunPayload,
      ImportRunResult
    >;
    return { dry, job };
  }

  it("stops between chunks on cancel, and a restart writes each row once", async () => {
    const { dry, job } = await dryRunJob("chunks.csv", 1200, "chunk");
    const handler = importRunHandler(api.deps, { chunkRows: 500, writers: 1 });
    const controller = new AbortController();
    const [before] = await counts();
    const first = await handler(job, {
      db: api.handle.db,
      finishWith: (work) => api.handle.db.transaction().execute(work),
      signal: controller.signal,
      progress: (done) => {
        if (done > 0) controller.abort();
      },
    });
    expect(first.created).toBe(500);
    expect(first.note).toBe("Cancelled: 500 of 1200 writes were made; the rest were not.");
    expect(first.stop).toEqual({ reason: "cancelled", count: 500, total: 1200 });
    expect((await counts())[0]).toBe((before ?? 0) + 500);
    expect(await savedRun(dry.body.id)).toEqual(["failed", 500]);
    // The queue starts the job again as its second attempt.
    const restarted = await handler(
      { ...job, attempts: 2 },
      {
        db: api.handle.db,
        finishWith: (work) => api.handle.db.transaction().execute(work),
        signal: new AbortController().signal,
        progress: () => undefined,
      },
    );
    expect(restarted).toMatchObject({ created: 1200, skipped: 0 });
    expect((await counts())[0]).toBe((before ?? 0) + 1200);
  });
  it("writes chunks two at once: the report counts what was committed, a cancel waits, a restart finishes", async () => {
    const { dry, job } = await dryRunJob("writers.csv", 450, "writers");
    const handler = importRunHandler(api.deps, { chunkRows: 100, writers: 2 });
    const controller = new AbortController();
    const [before = 0] = await counts();
    const seen: number[] = [];
    const context = (signal: AbortSignal): Parameters<typeof handler>[1] => ({
      db: api.handle.db,
      finishWith: (work) => api.handle.db.transaction().execute(work),
      signal,
      progress: (done) => {
        seen.push(done);
        if (done > 0) controller.abort();
      },
    });
    const first = await handler(job, context(controller.signal));
    // Whole chunks only, at least the one that reported, and no more than were started.
    expect(first.created % 100).toBe(0);
    expect(first.created).toBeGreaterThanOrEqual(100);
    expect(first.created).toBeLessThanOrEqual(200);
    expect(first.stop).toEqual({ reason: "cancelled", count: first.created, total: 450 });
    const [during = 0] = await counts();
    expect(during - before).toBe(first.created);
    expect(await savedRun(dry.body.id)).toEqual(["failed", first.created]);
    const restarted = await handler({ ...job, attempts: 2 }, context(new AbortController().signal));
    expect(restarted).toMatchObject({ created: 450, skipped: 0 });
    expect((await counts())[0]).toBe(before + 450);
    expect(await savedRun(dry.body.id)).toEqual(["completed", 450]);
    // Progress only goes up.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("writes an all-or-nothing run chunk by chunk in one transaction; a cancel between chunks writes nothing", async () => {
    const handler = importRunHandler(api.deps, { chunkRows: 100 });
    const context = (
      signal: AbortSignal,
      progress: (done: number) => void,
    ): Parameters<typeof handler>[1] => ({
      db: api.handle.db,
      finishWith: (work) => api.handle.db.transaction().execute(work),
      signal,
      progress,
    });
    const [before = 0] = await counts();
    const whole = await dryRunJob("whole.csv", 350, "whole", { mode: "allOrNothing" });
    const seen: number[] = [];
    const done = await handler(
      whole.job,
      context(new AbortController().signal, (n) => seen.push(n)),
    );
    expect(done).toMatchObject({ created: 350, updated: 0 });
    expect(seen).toEqual([0, 100, 200, 300, 350, 350]);
    expect((await counts())[0]).toBe(before + 350);
    expect(await savedRun(whole.dry.body.id)).toEqual(["completed", 350]);
    const cut = await dryRunJob("cut.csv", 350, "cut", { mode: "allOrNothing" });
    const controller = new AbortController();
    const cancelled = await handler(
      cut.job,
      context(controller.signal, (n) => {
        if (n > 0) controller.abort();
      }),
    );
    expect(cancelled.stop).toEqual({ reason: "cancelled", count: 0, total: 350 });
    expect((await counts())[0]).toBe(before + 350);
    expect(await savedRun(cut.dry.body.id)).toEqual(["failed", 0]);
  });

  it("writes from the workbook's chosen sheet read again, creates and updates in file order", async () => {
    const book = testWorkbook([
      { name: "Notes", rows: [["Nothing to import"]] },
      {
        name: "Donors",
        rows: [
          ["Email", "First name", "Last name", "Amount", "Given"],
          ["xlrun1@import.test", "Xa", "One", "7", "01.02.2026"],
          [existing.email, "Booked", "Again", "8", "01.02.2026"],
          ["xlrun2@import.test", "Xb", "Two", "oops", "01.02.2026"],
          ["xlrun3@import.test", "Xc", "Three", "9", "01.02.2026"],
        ],
      },
    ]);
    const run = await upload("run-book.xlsx", {
      file: new Blob([book]),
      page: "Donors",
      dryrun: "false",
      duplicates: JSON.stringify({ action: "update" }),
    });
    expect(run.status).toBe(202);
    const job = await finished(run.body.job ?? "");
    expect(job.result).toMatchObject({ rows: 4, created: 2, updated: 1, failed: 1 });
    const rows = await api.handle.db
      .selectFrom("accounts")
      .select(["email", "first_name", "amount"])
      .where("email", "in", ["xlrun1@import.test", "xlrun3@import.test", existing.email])
      .orderBy("email")
      .execute();
    expect(rows.map((row) => [row.email, row.first_name, Number(row.amount)])).toEqual(
      [
        [existing.email, "Booked", 8],
        ["xlrun1@import.test", "Xa", 7],
        ["xlrun3@import.test", "Xc", 9],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it("updates one submission from chunks written at once in turn: each history entry starts from the last", async () => {
    const names = ["First", "Second", "Third", "Fourth"];
    const file = [
      "Email,First name,Last name,Amount,Given",
      ...names.map((name) => `${existing.email},${name},Person,9,01.11.2026`),
    ].join("\r\n");
    const dry = await upload("turns.csv", { file: new Blob([file]), dryrun: "true" });
    const payload: ImportRunPayload = {
      import: dry.body.id,
      campaigns: [campaign],
      map: MAP,
      choices: { action: "update" },
      mode: "validOnly",
    };
    const job = { id: randomUUID(), owner: as.admin.player, payload, attempts: 1 } as JobRecord<
      ImportRunPayload,
      ImportRunResult
    >;
    const handler = importRunHandler(api.deps, { chunkRows: 1, writers: 2 });
    const result = await handler(job, {
      db: api.handle.db,
      finishWith: (work) => api.handle.db.transaction().execute(work),
      signal: new AbortController().signal,
      progress: () => undefined,
    });
    expect(result).toMatchObject({ created: 0, updated: 4 });
    const entries = await api.handle.db
      .selectFrom("history")
      .select(["changes"])
      .where("target", "=", existing.id)
      .where("reason", "=", "Import of turns.csv")
      .execute();
    const steps = entries.map((entry) => {
      const change = (entry.changes as { field: string; from?: unknown; to?: unknown }[]).find(
        (c) => c.field === "FirstName",
      );
      return [change?.from, change?.to];
    });
    expect(steps).toHaveLength(4);
    // However the two writers took turns, the renames form one chain: each "from" is a "to".
    const tos = new Set(steps.map(([, to]) => to));
    const froms = steps.map(([from]) => from);
    expect(froms.filter((from) => !tos.has(from))).toHaveLength(1);
    expect(new Set(froms).size).toBe(4);
  });

  it("writes a chunk on PGlite only once the API's requests in hand are answered", async () => {
    const { job } = await dryRunJob("quiet.csv", 40, "quiet");
    // A gate whose longest wait is a minute, so only the API's quiet lets a chunk start.
    const foreground = createForegroundGate(undefined, 60_000);
    const handler = importRunHandler({ ...api.deps, foreground }, { chunkRows: 20 });
    const [before = 0] = await counts();
    let written = 0;
    const endRequest = foreground.enter();
    const run = handler(job, {
      db: api.handle.db,
      finishWith: (work) => api.handle.db.transaction().execute(work),
      signal: new AbortController().signal,
      progress: (done) => {
        written = done;
      },
    });
    if (api.deps.driver === "pglite") {
      // A request in hand: nothing is written.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const [during = 0] = await counts();
      expect([written, during]).toEqual([0, before]);
    } else {
      // PostgreSQL runs the statements in its own processes: the chunks do not wait.
      await expect.poll(() => written, { timeout: 30_000 }).toBe(40);
    }
    endRequest();
    expect(await run).toMatchObject({ created: 40 });
    expect(written).toBe(40);
    expect((await counts())[0]).toBe(before + 40);
  });

  it("fails with the SDK's sentence for each of the run's own failures, writing nothing", async () => {
    const dry = await upload("gone.csv", {
      file: new Blob([csv(3).replace(/donor/g, "gone")]),
      dryrun: "true",
    });
    const payload: ImportRunPayload = {
      import: dry.body.id,
      campaigns: [campaign],
      map: MAP,
      choices: {},
      mode: "validOnly",
    };
    const handler = importRunHandler(api.deps);
    const run = (change: Partial<ImportRunPayload>) =>
      handler(
        {
          id: randomUUID(),
          owner: as.admin.player,
          payload: { ...payload, ...change },
          attempts: 1,
        } as JobRecord<ImportRunPayload, ImportRunResult>,
        {
          db: api.handle.db,
          finishWith: (work) => api.handle.db.transaction().execute(work),
          signal: new AbortController().signal,
          progress: () => undefined,
        },
      );
    const before = await counts();
    await expect(run({ import: randomUUID() })).rejects.toThrow(IMPORT_RUN_FAILURES.uploadGone);
    await expect(run({ campaigns: [campaign, "zzgone"] })).rejects.toThrow(
      IMPORT_RUN_FAILURES.campaignGone,
    );
    await expect(run({ map: [{ importedKey: "Nope", supportedKey: "Email" }] })).rejects.toThrow(
      IMPORT_RUN_FAILURES.mapUnfit,
    );
    await expect(run({ page: "Donors" })).rejects.toThrow(IMPORT_RUN_FAILURES.fileUnreadable);
    expect(await counts()).toEqual(before);
    // Through the queue, the job's error is the same sentence (the console words it).
    const queued = await api.deps.queue.enqueue(
      "import-run",
      { ...payload, import: randomUUID() },
      { owner: as.admin.player },
    );
    const failed = await finished(queued.id);
    expect([failed.status, failed.error]).toEqual(["failed", IMPORT_RUN_FAILURES.uploadGone]);
  });
});
