/**
 * `npm run bench:exports -w @canvass/server` (decisions 0035, 0057): an export of the bench
 * database's submissions (1 000 000 by default, `BENCH_ACCOUNTS`) with 20 columns of all four
 * types, run as an `export-run` job in this process on PGlite (or `DATABASE_URL`), through the
 * real handler. It prints rows/s in the job, the process's CPU seconds over the run (PGlite runs
 * inside the process, so on PGlite this is the database's work too) and rows per CPU second —
 * the figure that does not depend on what else the shared machine runs — the growth of
 * resident memory (sampled every 100 ms) and the load average.
 *
 * - `BENCH_EXPORT_FORMATS`: the formats, one run each (default `csv`; e.g. `csv,json,geojson`).
 * - `BENCH_EXPORT_ROWS`: only the newest N submissions (an `After` filter at the Nth newest
 *   Received), e.g. 10000 for the PDF target.
 * - `BENCH_EXPORT_SUBS=1`: also the API on 127.0.0.1 — the `/subs` first page (100 rows, the
 *   console's fields, biggest campaign, last 90 days) asked one at a time, back to back, its
 *   p50/p95 idle for `BENCH_DURATION` seconds (default 10) and then for as long again while the
 *   first format's export runs. On PGlite the export gives way to those requests (decision 0087),
 *   so that run's rate is lower than the export's alone: take the rate from a run without it.
 *
 * Targets (issue 21): CSV ≥ 250 000 rows/s and ≤ 150 MB growth on PGlite (≥ 400 000 on
 * PostgreSQL); JSON and geojson within 2× of CSV; PDF of 10 000 rows ≤ 20 s; `/subs` p95 during
 * an export within 2× of idle.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApiServer } from "../src/api-server.js";
import { loadContract } from "../src/contract.js";
import { createServerDeps, type ServerDeps } from "../src/services.js";
import { exportsHandlers } from "../src/resources/exports/index.js";
import { createExportFiles, type ExportFiles } from "../src/resources/exports/export-files.js";
import { EXPORT_RUN_KIND, type ExportRunPayload } from "../src/resources/exports/export-runs.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";
import { BENCH_EXPORT_FIELDS } from "./export-columns.js";
import { describePeaks, watchMemoryPeaks, type MemoryPeaks } from "./memory-peaks.js";
import { machineLine } from "./report.js";
import { percentiles, startSubsProbe } from "./subs-probe.js";

const log = (line: string): void => {
  console.log(line);
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

interface RunFigures {
  readonly rows: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly bytes: number;
  readonly peaks: MemoryPeaks;
}

async function runOnce(
  deps: ServerDeps,
  files: ExportFiles,
  owner: string,
  format: string,
  filters: ExportRunPayload["filters"],
  wasmBytes: (() => number) | undefined,
): Promise<RunFigures> {
  const payload: ExportRunPayload = {
    export: null,
    option: null,
    description: "bench",
    campaigns: [],
    fields: BENCH_EXPORT_FIELDS,
    format,
    filters,
    destination: "download",
  };
  const memory = watchMemoryPeaks(wasmBytes);
  const cpuBefore = process.cpuUsage();
  const job = await deps.queue.enqueue(EXPORT_RUN_KIND, payload, { owner });
  const finished = await deps.queue.waitUntilFinished(job.id, 3_600_000);
  const cpu = process.cpuUsage(cpuBefore);
  const peaks = memory.stop();
  const run = await deps.db
    .selectFrom("export_runs")
    .select(["rows", "bytes", "started", "finished", "file"])
    .where("id", "=", job.id)
    .executeTakeFirstOrThrow();
  if (finished.status !== "done" || run.file === null) {
    throw new Error(`the ${format} run ended ${finished.status}: ${finished.error ?? ""}`);
  }
  const bytes = (await stat(files.finalPath(run.file))).size;
  await files.discard(run.file);
  return {
    rows: Number(run.rows),
    seconds: ((run.finished?.getTime() ?? 0) - new Date(run.started).getTime()) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    bytes,
    peaks,
  };
}

function report(format: string, figures: RunFigures): void {
  const { rows, seconds, cpuSeconds, bytes, peaks } = figures;
  log(
    `export ${format}: ${String(BENCH_EXPORT_FIELDS.length)} columns, ${String(rows)} rows, ${(bytes / 1e6).toFixed(1)} MB`,
  );
  log(
    `export ${format}: ${(rows / seconds).toFixed(0)} rows/s in the job (${seconds.toFixed(1)} s); ` +
      `${cpuSeconds.toFixed(1)} CPU s, ${(rows / cpuSeconds).toFixed(0)} rows per CPU second; ` +
      `${describePeaks(peaks)}; load ${load()}`,
  );
}

/** The newest `rows` submissions as a filter (`After` the Nth newest Received), or all. */
async function filtersFor(deps: ServerDeps, rows: number | undefined) {
  if (rows === undefined) return {};
  const nth = await deps.db
    .selectFrom("accounts")
    .select("received")
    .orderBy("received", "desc")
    .offset(rows - 1)
    .limit(1)
    .executeTakeFirst();
  return nth === undefined ? {} : { After: new Date(nth.received).toISOString() };
}

async function main(): Promise<void> {
  const config = benchConfig();
  const formats = (process.env.BENCH_EXPORT_FORMATS ?? "csv").split(",").filter(Boolean);
  const limit = Number(process.env.BENCH_EXPORT_ROWS ?? "") || undefined;
  const withSubs = process.env.BENCH_EXPORT_SUBS === "1";
  const handle = await openBenchDatabase(config, log);
  const dir = await mkdtemp(join(tmpdir(), "canvass-export-bench-"));
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      executeSql: handle.executeSql,
      copyTo: handle.copyTo,
      jobWorkers: 1,
    });
    process.env.CANVASS_EXPORT_DIR = dir;
    const files = createExportFiles({ dir });
    // The API registers its job kinds when it is built: before the queue starts.
    const app = withSubs ? buildApiServer({ contract: await loadContract(), deps }) : undefined;
    if (app === undefined) exportsHandlers(deps, files);
    await deps.queue.start();
    log(`machine: ${machineLine(handle.driver)}; load ${load()}`);
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const filters = await filtersFor(deps, limit);
    if (app !== undefined) {
      try {
        const probe = await startSubsProbe(app, deps, handle.db);
        const idle = await probe.sample(config.durationSeconds);
        log(`/subs first page, idle: ${percentiles(idle)}; load ${load()}`);
        const format = formats[0] ?? "csv";
        const run = runOnce(deps, files, admin.id, format, filters, handle.wasmMemoryBytes);
        const during = await probe.sample(config.durationSeconds, run);
        log(
          `/subs first page, during the ${format} export: ${percentiles(during)}; load ${load()}`,
        );
        report(
          `${format} (the API asked back to back for its first ${String(config.durationSeconds)} s)`,
          await run,
        );
      } finally {
        await app.close();
      }
    } else {
      for (const format of formats) {
        report(
          format,
          await runOnce(deps, files, admin.id, format, filters, handle.wasmMemoryBytes),
        );
      }
    }
    await deps.queue.stop();
  } finally {
    await rm(dir, { recursive: true, force: true });
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
