/**
 * `npm run bench:exports -w @canvass/server` (decision 0035): a CSV export of every submission of
 * the bench database (1 000 000 by default, `BENCH_ACCOUNTS`) with 20 columns of all four
 * types, run as an `export-run` job in this process on PGlite (or `DATABASE_URL`), through the
 * real handler: rows/s written and the growth of the process's resident memory (sampled every
 * 100 ms) during the run. Targets: ≥ 250 000 rows/s and ≤ 150 MB on PGlite.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServerDeps } from "../src/services.js";
import { exportsHandlers } from "../src/resources/exports/index.js";
import { createExportFiles } from "../src/resources/exports/export-files.js";
import { EXPORT_RUN_KIND, type ExportRunPayload } from "../src/resources/exports/export-runs.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";

const log = (line: string): void => {
  console.log(line);
};

const FIELDS: ExportRunPayload["fields"] = [
  { type: "field", header: "ID", field: "ID" },
  { type: "field", header: "Campaign", field: "Campaign" },
  { type: "field", header: "Team", field: "Team" },
  { type: "field", header: "Amount", field: "Amount" },
  { type: "field", header: "Currency", field: "Currency" },
  { type: "field", header: "Frequency", field: "Frequency" },
  { type: "field", header: "FirstName", field: "FirstName" },
  { type: "field", header: "LastName", field: "LastName" },
  { type: "field", header: "Email", field: "Email" },
  { type: "field", header: "City", field: "City" },
  { type: "field", header: "Zip", field: "Zip" },
  { type: "field", header: "PaymentStatus", field: "PaymentStatus" },
  { type: "field", header: "Received", field: "Received" },
  { type: "set", header: "Source", value: "CANVASS" },
  { type: "blank", header: "Notes" },
  { type: "function", header: "Cents", function: "amountInCents", args: ["{Amount}"] },
  { type: "function", header: "Day", function: "formatDate", args: ["{Received}", "YYYY-MM-DD"] },
  { type: "function", header: "Card", function: "mask", args: ["{CardLast4}", 2] },
  {
    type: "function",
    header: "Name",
    function: "concat",
    args: ["{FirstName}", " ", "{LastName}"],
  },
  { type: "function", header: "Country", function: "upper", args: ["{Country}"] },
];

async function main(): Promise<void> {
  const config = benchConfig();
  const handle = await openBenchDatabase(config, log);
  const dir = await mkdtemp(join(tmpdir(), "canvass-export-bench-"));
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      executeSql: handle.executeSql,
      jobWorkers: 1,
    });
    const files = createExportFiles({ dir });
    exportsHandlers(deps, files);
    await deps.queue.start();
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const payload: ExportRunPayload = {
      export: null,
      option: null,
      description: "bench",
      campaigns: [],
      fields: FIELDS,
      format: "csv",
      filters: {},
      destination: "download",
    };
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 100);
    const started = performance.now();
    const job = await deps.queue.enqueue(EXPORT_RUN_KIND, payload, { owner: admin.id });
    const finished = await deps.queue.waitUntilFinished(job.id, 3_600_000);
    clearInterval(sampler);
    const run = await deps.db
      .selectFrom("export_runs")
      .select(["rows", "bytes", "started", "finished", "file"])
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    if (finished.status !== "done" || run.file === null) {
      throw new Error(`the run ended ${finished.status}: ${finished.error ?? ""}`);
    }
    const rows = Number(run.rows);
    const runSeconds = ((run.finished?.getTime() ?? 0) - new Date(run.started).getTime()) / 1000;
    const wallSeconds = (performance.now() - started) / 1000;
    const size = (await stat(files.finalPath(run.file))).size;
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    log(
      `export: csv, ${String(FIELDS.length)} columns, ${String(rows)} rows, ${(size / 1e6).toFixed(0)} MB`,
    );
    log(
      `export: ${(rows / runSeconds).toFixed(0)} rows/s in the job (${runSeconds.toFixed(1)} s; ${wallSeconds.toFixed(1)} s with queue pick-up)`,
    );
    log(`export: resident memory grew ${growthMb.toFixed(0)} MB (peak over the start)`);
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
