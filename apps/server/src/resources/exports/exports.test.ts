/**
 * Exports over HTTP on 127.0.0.1 with real PGlite and the real job queue (decision 0035):
 * definitions and instances with their permissions and 422s, runs as jobs with progress, the
 * delivery log, every built format parsed back and compared with the submissions, downloads and
 * signed links, cancel and retry, the run's scope, and no file for a failed run.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { createJobQueue } from "../../jobs/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { listConditions } from "../accounts/list-query.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { rowScope } from "../accounts/row-scope.js";
import { exportChunks, fieldNames } from "./export-reader.js";
import { sourceQuery } from "./export-source.js";
import { principalOfPlayer } from "./run-principal.js";

interface ExportBody {
  ID: string;
  Fields: unknown[];
}
interface RunBody {
  runId: string;
  status: string;
  rows?: number;
  url?: string;
  message?: string;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let dir: string;

const COLUMNS = [
  { type: "field", header: "ID", field: "ID" },
  { type: "set", header: "Source", value: 'CANVASS "2026"' },
  { type: "blank", header: "Notes" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  { type: "function", header: "Day", function: "formatDate", args: ["{Received}", "YYYY-MM-DD"] },
  { type: "field", header: "Campaign", field: "Campaign" },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exports-test-"));
  process.env.CANVASS_EXPORT_DIR = dir;
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 120_000);

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

/** RFC 4180 with every field quoted: the test's own reader (an unquoted field throws). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== '"') throw new Error(`unquoted field at ${String(at)}`);
    let value = "";
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote < 0) throw new Error("unterminated field");
      value += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        value += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    record.push(value);
    if (text[at] === ",") at += 1;
    else if (text.startsWith("\r\n", at)) {
      records.push(record);
      record = [];
      at += 2;
    } else throw new Error(`bad separator at ${String(at)}`);
  }
  return records;
}

async function createExport(body: Record<string, unknown>, session = as.admin) {
  return api.call<ExportBody & ProblemBody>("createExport", { as: session, body });
}

async function exportCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM exports`.execute(
    api.handle.db,
  );
  return rows[0]?.n ?? -1;
}

async function untilFinished(
  optionId: string,
  runId: string,
  session = as.admin,
): Promise<RunBody> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await api.call<{ Result: RunBody[] }>("listExportOptionRuns", {
      as: session,
      path: { id: optionId },
    });
    expect(answer.status).toBe(200);
    const run = answer.body.Result.find((item) => item.runId === runId);
    if (run !== undefined && (run.status === "done" || run.status === "failed")) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish`);
    await sleep(200);
  }
}

async function download(url: string, session = as.admin, as_: "file" | "link" = "file") {
  return api.call<string>("downloadExport", { as: session, body: { url, as: as_ } });
}

async function dbRows(campaigns?: string[]) {
  const query = api.handle.db
    .selectFrom("accounts")
    .select(["id", "amount", "received", "campaign"])
    .orderBy("received", "desc")
    .orderBy("id", "desc");
  return (campaigns === undefined ? query : query.where("campaign", "in", campaigns)).execute();
}

describe("export definitions", () => {
  it("admin creates, reads, lists and updates an export with all four column types", async () => {
    const created = await createExport({
      Description: "Bank file",
      Fields: COLUMNS,
      Format: "csv",
    });
    expect(created.status).toBe(201);
    expect(created.body.Fields).toEqual(COLUMNS);
    const got = await api.call<ExportBody>("getExport", {
      as: as.admin,
      path: { id: created.body.ID },
    });
    expect(got.body.Fields).toEqual(COLUMNS);
    const listed = await api.call<{ Result: ExportBody[]; Count: number }>("listExports", {
      as: as.manager,
      query: { q: "bank" },
    });
    expect(listed.body.Result.map((row) => row.ID)).toContain(created.body.ID);
    const updated = await api.call<ExportBody>("updateExport", {
      as: as.admin,
      path: { id: created.body.ID },
      body: { Format: "json" },
    });
    expect(updated.status).toBe(200);
    expect(
      await createExport({ Description: "bank FILE", Fields: COLUMNS, Format: "csv" }),
    ).toMatchObject({
      status: 409,
    });
  });

  it("refuses an unknown field, an unknown function and a bad argument with a 422 naming it; nothing saved", async () => {
    const before = await exportCount();
    const cases: [unknown, string][] = [
      [{ type: "field", header: "X", field: "NoSuchField" }, "/Fields/1/field"],
      [{ type: "function", header: "X", function: "eval", args: ["1"] }, "/Fields/1/function"],
      [
        { type: "function", header: "X", function: "formatDate", args: ["{Received}", "nope"] },
        "/Fields/1/args/1",
      ],
      [
        { type: "function", header: "X", function: "concat", args: ["{Ghost}"] },
        "/Fields/1/args/0",
      ],
    ];
    for (const [column, field] of cases) {
      const answer = await createExport({
        Description: `Bad ${field}`,
        Fields: [COLUMNS[0], column],
        Format: "csv",
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    }
    expect(await exportCount()).toBe(before);
  });

  it("only admins edit; managers read; reps and clients see no exports", async () => {
    expect(
      (await createExport({ Description: "M", Fields: COLUMNS, Format: "csv" }, as.manager)).status,
    ).toBe(403);
    expect((await api.call("listExports", { as: as.manager })).status).toBe(200);
    expect((await api.call("listExports", { as: as.rep })).status).toBe(403);
    expect((await api.call("listExports", { as: as.client })).status).toBe(403);
  });
});

describe("export instances and runs", () => {
  let exportId: string;
  let optionId: string;

  beforeAll(async () => {
    const created = await createExport({ Description: "Runs", Fields: COLUMNS, Format: "csv" });
    exportId = created.body.ID;
  });

  it("refuses a bad schedule or filter with a 422 naming it", async () => {
    const badZone = await api.call<ProblemBody>("createExportOption", {
      as: as.admin,
      body: {
        ExportID: exportId,
        Description: "Nightly",
        Schedule: { frequency: "weekly", time: "02:00", timezone: "Mars/Olympus" },
      },
    });
    expect(badZone.status).toBe(422);
    expect(badZone.body.errors?.map((error) => error.field).sort()).toEqual([
      "/Schedule/dayOfWeek",
      "/Schedule/timezone",
    ]);
    const badFilter = await api.call<ProblemBody>("createExportOption", {
      as: as.admin,
      body: { ExportID: exportId, Description: "Odd", Filters: { timezone: "Nowhere/Land" } },
    });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors?.map((error) => error.field)).toEqual(["/Filters/timezone"]);
    const noExport = await api.call<ProblemBody>("createExportOption", {
      as: as.admin,
      body: { ExportID: "zzzzzz", Description: "Ghost" },
    });
    expect(noExport.status).toBe(422);
    expect(noExport.body.errors?.[0]?.field).toBe("/ExportID");
  });

  it("runs a CSV instance as a job: progress, delivery log, download, every value quoted and equal to the database", async () => {
    const option = await api.call<{ ID: string; ExportID: string }>("createExportOption", {
      as: as.admin,
      body: {
        ExportID: exportId,
        Description: "Nightly",
        Schedule: { frequency: "daily", time: "02:00", timezone: "Europe/London" },
      },
    });
    expect(option.status).toBe(201);
    optionId = option.body.ID;
    const started = await api.call<RunBody>("runExportOption", {
      as: as.admin,
      path: { id: optionId },
    });
    expect(started.status).toBe(202);
    expect(started.headers.get("location")).toBe(`/export/option/${optionId}/run/`);
    const again = await api.call("runExportOption", { as: as.admin, path: { id: optionId } });
    expect(again.status).toBe(409);
    const run = await untilFinished(optionId, started.body.runId);
    const expected = await dbRows();
    expect(run).toMatchObject({ status: "done", rows: expected.length });
    const job = await api.call<{ progress: { done: number; total: number } }>("getJob", {
      as: as.admin,
      path: { id: run.runId },
    });
    expect(job.body.progress).toEqual({ done: expected.length, total: expected.length });
    const file = await download(run.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="export-.*\.csv"$/,
    );
    const records = parseCsv(file.body);
    expect(records[0]).toEqual(["ID", "Source", "Notes", "Cents", "Day", "Campaign"]);
    expect(records.slice(1)).toEqual(
      expected.map((row) => [
        row.id,
        'CANVASS "2026"',
        "",
        row.amount === null ? "" : String(Math.round(row.amount * 100)),
        new Date(row.received).toISOString().slice(0, 10),
        row.campaign,
      ]),
    );
    const log = await api.handle.db
      .selectFrom("export_runs")
      .selectAll()
      .where("id", "=", run.runId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      owner: as.admin.player,
      destination: "download",
      status: "done",
      format: "csv",
    });
    expect(Number(log.bytes)).toBe(Buffer.byteLength(file.body));
    const fetched = await api.call<{ LastRun?: RunBody; Schedule?: unknown }>("getExportOption", {
      as: as.admin,
      path: { id: optionId },
    });
    expect(fetched.body.LastRun?.runId).toBe(run.runId);
    expect(fetched.body.Schedule).toMatchObject({ frequency: "daily", timezone: "Europe/London" });
  });

  it("hands out a signed link that works for 15 minutes, and refuses a forged one", async () => {
    const [run] = (
      await api.call<{ Result: RunBody[] }>("listExportOptionRuns", {
        as: as.admin,
        path: { id: optionId },
      })
    ).body.Result;
    const link = await api.call<{ url: string; expires: string }>("downloadExport", {
      as: as.admin,
      body: { url: run?.url ?? "", as: "link" },
    });
    expect(link.status).toBe(200);
    expect(new Date(link.body.expires).getTime() - api.deps.now().getTime()).toBe(15 * 60 * 1000);
    expect((await download(link.body.url, as.manager)).status).toBe(200);
    expect((await download(`${link.body.url}x`, as.manager)).status).toBe(404);
    // Without the link, a manager cannot fetch another user's file.
    expect((await download(run?.url ?? "", as.manager)).status).toBe(404);
    api.setNow(new Date(api.deps.now().getTime() + 16 * 60 * 1000));
    try {
      expect((await download(link.body.url, as.manager)).status).toBe(404);
    } finally {
      api.setNow(new Date("2026-11-21T12:00:00.000Z"));
    }
  });

  it("a manager runs with the manager's scope at run time; the rep cannot run", async () => {
    const started = await api.call<RunBody>("runExportOption", {
      as: as.manager,
      path: { id: optionId },
    });
    expect(started.status).toBe(202);
    const run = await untilFinished(optionId, started.body.runId, as.manager);
    const list = await api.call<{ Count: number }>("queryAccounts", {
      as: as.manager,
      query: { PageSize: 1 },
    });
    expect(run.status).toBe("done");
    expect(run.rows).toBe(list.body.Count);
    expect(run.rows).toBeLessThan((await dbRows()).length);
    expect((await api.call("runExportOption", { as: as.rep, path: { id: optionId } })).status).toBe(
      403,
    );
  });

  it("a cancelled run ends failed with the reason and leaves no file; a retry runs it again", async () => {
    const started = await api.call<RunBody>("runExportOption", {
      as: as.admin,
      path: { id: optionId },
    });
    const cancelled = await api.call("cancelJob", {
      as: as.admin,
      path: { id: started.body.runId },
    });
    expect(cancelled.status).toBe(200);
    const run = await untilFinished(optionId, started.body.runId);
    expect(run).toMatchObject({ status: "failed", message: "The run was cancelled." });
    expect(run.url).toBeUndefined();
    expect((await readdir(dir)).filter((name) => name.startsWith(run.runId))).toEqual([]);
    expect((await api.call("retryJob", { as: as.admin, path: { id: run.runId } })).status).toBe(
      200,
    );
    const retried = await untilFinished(optionId, run.runId);
    expect(retried.status).toBe("done");
  });

  it("a run cancelled from another process mid-run reads as ended only once its file is gone, and never publishes one", async () => {
    // A web-only process (no workers): its cancel marks the job row; the worker of the test
    // server sees it at its next heartbeat (a second later), while it is still writing.
    const web = createJobQueue({
      db: api.handle.db,
      executeSql: api.handle.executeSql,
      workers: 0,
    });
    const started = await api.call<RunBody>("runExportOption", {
      as: as.admin,
      path: { id: optionId },
    });
    const runId = started.body.runId;
    const deadline = Date.now() + 30_000;
    while ((await web.get(runId))?.status === "queued" && Date.now() < deadline) await sleep(1);
    const change = await web.cancel(runId);
    // The cancel reached the run while a worker had it (not before, not after it finished).
    expect(change).toMatchObject({ changed: true, job: { status: "cancelled" } });
    expect(change?.job.started).not.toBeNull();
    const run = await untilFinished(optionId, runId);
    expect(run).toMatchObject({ status: "failed", message: "The run was cancelled." });
    expect(run.url).toBeUndefined();
    const files = async () => (await readdir(dir)).filter((name) => name.startsWith(runId));
    expect(await files()).toEqual([]);
    // Past the worker's next heartbeat: nothing was written or published afterwards either.
    await sleep(1500);
    expect(await files()).toEqual([]);
    const log = await api.handle.db
      .selectFrom("export_runs")
      .select(["status", "file"])
      .where("id", "=", runId)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ status: "cancelled", file: null });
  });
});

describe("restart recovery", () => {
  /** The state a server killed mid-run leaves: the job running with an old heartbeat, a `.part`. */
  async function crashMidRun(runId: string, attempts: number): Promise<void> {
    await rm(join(dir, `${runId}.csv`), { force: true });
    await writeFile(join(dir, `${runId}.csv.part`), '"ID","Source"\r\n"half');
    await api.handle.db
      .updateTable("export_runs")
      .set({ status: "running", file: null, finished: null, rows: null, bytes: null })
      .where("id", "=", runId)
      .execute();
    await sql`UPDATE job_runs SET status = 'running', finished = NULL, result = NULL,
      heartbeat = now() - interval '1 hour', attempts = ${attempts}
      WHERE id = ${runId}::uuid`.execute(api.handle.db);
  }

  it("offers no half-written file; the sweep runs the job again, or fails it when no attempt is left", async () => {
    const created = await createExport({ Description: "Crash", Fields: COLUMNS, Format: "csv" });
    const option = await api.call<{ ID: string }>("createExportOption", {
      as: as.admin,
      body: { ExportID: created.body.ID, Description: "Crash" },
    });
    const first = await api.call<RunBody>("runExportOption", {
      as: as.admin,
      path: { id: option.body.ID },
    });
    const done = await untilFinished(option.body.ID, first.body.runId);
    expect(done.status).toBe("done");
    const complete = await readFile(join(dir, `${done.runId}.csv`), "utf8");

    await crashMidRun(done.runId, 1);
    const during = (
      await api.call<{ Result: RunBody[] }>("listExportOptionRuns", {
        as: as.admin,
        path: { id: option.body.ID },
      })
    ).body.Result[0];
    expect(during).toMatchObject({ runId: done.runId, status: "running" });
    expect(during?.url).toBeUndefined();
    expect((await download(done.url ?? "")).status).toBe(404);

    await api.deps.queue.sweep();
    const again = await untilFinished(option.body.ID, done.runId);
    expect(again.status).toBe("done");
    expect(await readFile(join(dir, `${done.runId}.csv`), "utf8")).toBe(complete);
    expect((await readdir(dir)).filter((name) => name.endsWith(".part"))).toEqual([]);

    await crashMidRun(done.runId, 2);
    await api.deps.queue.sweep();
    const failed = await untilFinished(option.body.ID, done.runId);
    expect(failed).toMatchObject({
      status: "failed",
      message: "The server running this job stopped before it finished.",
    });
    expect(failed.url).toBeUndefined();
    expect((await download(done.url ?? "")).status).toBe(404);
  });
});

describe("the run's reader", () => {
  it("walks every row once across keyset chunks, in -Received order, typed by kind", async () => {
    const principal = await principalOfPlayer(api.deps, as.admin.player);
    if (principal === undefined) throw new Error("no admin");
    const columns = [
      { type: "field", header: "ID", field: "ID" },
      { type: "field", header: "Amount", field: "Amount" },
      { type: "field", header: "Dup", field: "Duplicates" },
      { type: "field", header: "Received", field: "Received" },
    ] as const;
    const request = sourceQuery(columns, [], {}, principal);
    const conditions = listConditions(
      ACCOUNT_LIST,
      request,
      await rowScope(api.handle.db, principal),
    );
    const sizes: number[] = [];
    const read: Record<string, unknown>[] = [];
    const names = fieldNames(request);
    for await (const chunk of exportChunks(api.handle.db, request, conditions, 97)) {
      sizes.push(chunk.rows.length);
      expect(chunk.ids).toEqual(chunk.rows.map((row) => row[names.indexOf("ID")]));
      read.push(
        ...chunk.rows.map((row) => Object.fromEntries(names.map((name, at) => [name, row[at]]))),
      );
    }
    const expected = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "amount", "duplicates", "received"])
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(sizes.length).toBe(Math.ceil(expected.length / 97));
    // Timestamps are the list's RFC 3339 UTC texts (no milliseconds when there are none).
    const normalised = read.map((row) => ({
      ...row,
      Received: new Date(String(row.Received)).toISOString(),
    }));
    expect(normalised).toEqual(
      expected.map((row) => ({
        ID: row.id,
        Amount: row.amount,
        Duplicates: row.duplicates,
        Received: new Date(row.received).toISOString(),
      })),
    );
  });
});

describe("the run's reader and separator characters (decision 0064)", () => {
  it("reads values holding the row, value and NULL separators as before: the characters as spaces, every other row intact", async () => {
    const principal = await principalOfPlayer(api.deps, as.admin.player);
    if (principal === undefined) throw new Error("no admin");
    const columns = [
      { type: "field", header: "ID", field: "ID" },
      { type: "field", header: "City", field: "City" },
      { type: "field", header: "FirstName", field: "FirstName" },
      { type: "field", header: "LastName", field: "LastName" },
    ] as const;
    const db = api.handle.db;
    const newest = await db
      .selectFrom("accounts")
      .select(["id", "city", "first_name", "last_name"])
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .limit(6)
      .execute();
    const odd: Record<string, { city: string; first_name: string | null; last_name: string }> = {
      [newest[1]?.id ?? ""]: { city: "Row\u001eSplit", first_name: "A", last_name: "B" },
      [newest[2]?.id ?? ""]: { city: "Value\u001fSplit", first_name: "\u001d", last_name: "C" },
      [newest[4]?.id ?? ""]: {
        city: "Null\u001dInside",
        first_name: null,
        last_name: "\u001d\u001d",
      },
    };
    try {
      for (const [id, change] of Object.entries(odd)) {
        await db.updateTable("accounts").set(change).where("id", "=", id).execute();
      }
      const request = sourceQuery(columns, [], {}, principal);
      const conditions = listConditions(ACCOUNT_LIST, request, await rowScope(db, principal));
      const names = fieldNames(request);
      const read: Record<string, unknown>[] = [];
      for await (const chunk of exportChunks(db, request, conditions, 4)) {
        read.push(
          ...chunk.rows.map((row) => Object.fromEntries(names.map((name, at) => [name, row[at]]))),
        );
      }
      const expected = await db
        .selectFrom("accounts")
        .select(["id", "city", "first_name", "last_name"])
        .orderBy("received", "desc")
        .orderBy("id", "desc")
        .execute();
      const spaced = (text: string | null) =>
        text === null
          ? null
          : ["\u001d", "\u001e", "\u001f"].reduce(
              (value, code) => value.replaceAll(code, " "),
              text,
            );
      expect(read).toEqual(
        expected.map((row) => ({
          ID: row.id,
          City: spaced(row.city),
          FirstName: spaced(row.first_name),
          LastName: spaced(row.last_name),
        })),
      );
      expect(read.slice(1, 5).map((row) => row.City)).toEqual([
        "Row Split",
        "Value Split",
        spaced(newest[3]?.city ?? null),
        "Null Inside",
      ]);
      expect(read[2]?.FirstName).toBe(" ");
      expect(read[4]).toMatchObject({ FirstName: null, LastName: "  " });
    } finally {
      for (const row of newest) {
        await db
          .updateTable("accounts")
          .set({ city: row.city, first_name: row.first_name, last_name: row.last_name })
          .where("id", "=", row.id)
          .execute();
      }
    }
  });
});

describe("anonymous runs and formats", () => {
  const fields = [
    { type: "field", header: "ID", field: "ID" },
    { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
    { type: "field", header: "City", field: "City" },
  ];

  async function runAnonymous(format: string, session = as.admin) {
    const answer = await api.call<RunBody>("runAnonymousExport", {
      as: session,
      body: { Export: { Fields: fields, Format: format }, Filters: { DateField: "Received" } },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it("writes json, geojson, text and html that parse back to the same rows as the database", async () => {
    const expected = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "amount", "city"])
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .execute();
    const values = expected.map((row) => [
      row.id,
      row.amount === null ? "" : Math.round(row.amount * 100),
      row.city ?? "",
    ]);
    const json = await runAnonymous("json");
    expect(json).toMatchObject({ status: "done", rows: expected.length });
    const jsonRows = (await download(json.url ?? "")).body as unknown as Record<string, unknown>[];
    expect(jsonRows.map((row) => [row.ID, row.Cents, row.City])).toEqual(values);

    const geo = await runAnonymous("geojson");
    const collection = (await download(geo.url ?? "")).body as unknown as {
      type: string;
      features: { type: string; geometry: unknown; properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(
      collection.features.map((f) => [f.properties.ID, f.properties.Cents, f.properties.City]),
    ).toEqual(values);
    expect(collection.features.every((f) => f.type === "Feature" && f.geometry === null)).toBe(
      true,
    );

    const text = await runAnonymous("text");
    const lines = (await download(text.url ?? "")).body.split("\n").filter((line) => line !== "");
    expect(lines[0]).toBe("ID\tCents\tCity");
    expect(lines.slice(1)).toEqual(values.map((row) => row.map(String).join("\t")));

    const html = await runAnonymous("html");
    const page = (await download(html.url ?? "")).body;
    expect(page.match(/<tr>/g)).toHaveLength(expected.length + 1);
    expect(page).toContain(`<td>${String(expected[0]?.id)}</td>`);
  });

  it("refuses a bad anonymous definition with a 422 naming it, and a rep entirely", async () => {
    const answer = await api.call<ProblemBody>("runAnonymousExport", {
      as: as.admin,
      body: { Export: { Fields: [{ type: "field", header: "X", field: "Nope" }], Format: "csv" } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("/Export/Fields/0/field");
    const rep = await api.call("runAnonymousExport", {
      as: as.rep,
      body: { Export: { Fields: fields, Format: "csv" } },
    });
    expect(rep.status).toBe(403);
  });
});
