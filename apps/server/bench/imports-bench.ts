/**
 * `npm run bench:imports -w @canvass/server` (decision 0037): the dry run and the real run of a
 * generated CSV (`BENCH_IMPORT_ROWS`, default 100 000 rows, 25 columns of which 12 are mapped,
 * one row in 50 repeating an existing submission's e-mail) against the bench database
 * (`BENCH_ACCOUNTS`, default 1 000 000 submissions) on PGlite (or `DATABASE_URL`). The dry run
 * is timed through the functions `processImport` calls (reading the file, the duplicate
 * candidates, `planImport`): a file this size is over the 10 MiB an HTTP upload may have. The
 * real run is an `import-run` job in this process: rows/s written. Targets: dry run ≤ 10 s,
 * real run ≥ 5 000 rows/s. Printed, never asserted.
 *
 * `BENCH_IMPORT_SUBS=1`: also the API on 127.0.0.1 — the `/subs` first page asked back to back,
 * its p50/p95 idle for `BENCH_DURATION` seconds (default 10) and then for as long again during
 * the real run (`subs-probe.ts`). On PGlite each chunk gives way to those requests (decision
 * 0088): take the run's rate from a run without it. Its statement list then holds the API's too.
 */
import { randomUUID } from "node:crypto";
import { planCheckedImport, type ImportColumnMapping } from "@canvass/sdk/imports";
import { buildApiServer } from "../src/api-server.js";
import { loadContract } from "../src/contract.js";
import { createServerDeps } from "../src/services.js";
import { importsHandlers } from "../src/resources/imports/index.js";
import { existingIndex } from "../src/resources/imports/existing-submissions.js";
import { IMPORT_RUN_KIND, type ImportRunPayload } from "../src/resources/imports/import-run.js";
import { checkImportFile } from "../src/resources/imports/import-sheets.js";
import { toJson } from "../src/db/index.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";
import { StatementTimes } from "./imports-bench-statements.js";
import { describePeaks, memoryMode, watchMemoryPeaks } from "./memory-peaks.js";
import { percentiles, startSubsProbe, type SubsProbe } from "./subs-probe.js";

const log = (line: string): void => {
  console.log(line);
};

/** The process's CPU time (PGlite runs in it), so a figure does not depend on the neighbours. */
const cpuSeconds = (usage: NodeJS.CpuUsage): number => (usage.user + usage.system) / 1e6;

const MAPPED: readonly ImportColumnMapping[] = [
  { importedKey: "Email", supportedKey: "Email" },
  { importedKey: "First name", supportedKey: "FirstName" },
  { importedKey: "Last name", supportedKey: "LastName" },
  { importedKey: "Phone", supportedKey: "Phone" },
  { importedKey: "Address", supportedKey: "Address1" },
  { importedKey: "City", supportedKey: "City" },
  { importedKey: "Postcode", supportedKey: "Zip" },
  { importedKey: "Country", supportedKey: "Country" },
  { importedKey: "Amount", supportedKey: "Amount", acceptedFormat: "number" },
  { importedKey: "Currency", supportedKey: "Currency" },
  { importedKey: "Frequency", supportedKey: "Frequency" },
  { importedKey: "Date", supportedKey: "Received", acceptedFormat: "date:YYYY-MM-DD" },
];
const UNMAPPED = Array.from({ length: 13 }, (_, i) => `Extra ${String(i + 1)}`);

/**
 * The file: one row in 50 repeats an existing e-mail; the others are new donors, unique by every
 * duplicate rule to this run (`tag`), so a run against a database an earlier run wrote to
 * still creates every other row.
 */
function csv(rows: number, emails: readonly string[], tag: number): string {
  const lines = [[...MAPPED.map((m) => m.importedKey), ...UNMAPPED].join(",")];
  for (let i = 0; i < rows; i += 1) {
    const email =
      i % 50 === 0 && emails.length > 0
        ? emails[i % emails.length]
        : `bench${String(tag)}.${String(i)}@import.test`;
    lines.push(
      [
        email,
        "Alex",
        `Bench${String(tag)}x${String(i)}`,
        `+44 7${String((tag * 1_000_000 + i) % 100_000_000).padStart(8, "0")}`,
        `${String(i)} High Street`,
        "Leeds",
        `LS${String(i % 30)} 1AA`,
        "GB",
        `${String(5 + (i % 40))}.00`,
        "GBP",
        "monthly",
        "2026-11-01",
        ...UNMAPPED.map((_, c) => `x${String(c)}`),
      ].join(","),
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const config = benchConfig();
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  const handle = await openBenchDatabase(config, log);
  try {
    const statements = new StatementTimes();
    const deps = await createServerDeps({
      db: handle.db.withPlugin(statements),
      driver: handle.driver,
      executeSql: handle.executeSql,
      jobWorkers: 1,
    });
    // The API registers its job kinds when it is built: before the queue starts.
    const app =
      process.env.BENCH_IMPORT_SUBS === "1"
        ? buildApiServer({ contract: await loadContract(), deps })
        : undefined;
    if (app === undefined) importsHandlers(deps);
    const settings = await handle.executeSql(
      `SELECT string_agg(name || '=' || current_setting(name), ', ' ORDER BY name) AS s
         FROM pg_settings WHERE name IN ('shared_buffers', 'full_page_writes', 'work_mem', 'wal_buffers')`,
    );
    log(`database settings: ${String(settings.rows[0]?.s)}`);
    await deps.queue.start();
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const campaign = await deps.db
      .selectFrom("accounts")
      .select("campaign")
      .groupBy("campaign")
      .orderBy((eb) => eb.fn.countAll(), "desc")
      .executeTakeFirstOrThrow();
    const emails = (
      await deps.db
        .selectFrom("accounts")
        .select("email")
        .where("campaign", "=", campaign.campaign)
        .where("email", "is not", null)
        .limit(5000)
        .execute()
    ).map((row) => row.email ?? "");
    let probe: SubsProbe | undefined;
    if (app !== undefined) {
      probe = await startSubsProbe(app, deps, handle.db);
      log(`/subs first page, idle: ${percentiles(await probe.sample(config.durationSeconds))}`);
    }
    const tag = Math.floor(Date.now() / 1000) % 100;
    const bytes = new TextEncoder().encode(csv(rows, emails, tag));
    const campaigns = [campaign.campaign];
    const rssBefore = process.memoryUsage().rss;
    const dryMemory = watchMemoryPeaks(handle.wasmMemoryBytes);
    const heapBefore = process.memoryUsage().heapUsed;
    let dryStarted = performance.now();
    const dryCpu = process.cpuUsage();
    const { header, checked } = await checkImportFile("bench.csv", bytes, undefined, MAPPED);
    const readSeconds = (performance.now() - dryStarted) / 1000;
    // What the checked rows hold (a collection, left out of the times that follow).
    const collected = performance.now();
    global.gc?.();
    const checkedMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    dryStarted += performance.now() - collected;
    if (process.env.BENCH_IMPORT_DRY !== "0") {
      const existing = await existingIndex(deps.db, campaigns, checked.valid);
      const lookupSeconds = (performance.now() - dryStarted) / 1000 - readSeconds;
      const plan = planCheckedImport(checked, existing);
      const drySeconds = (performance.now() - dryStarted) / 1000;
      const dryCpuSeconds = cpuSeconds(process.cpuUsage(dryCpu));
      const dryPeaks = dryMemory.stop();
      // What the checked rows and the plan hold while both are in hand (used below).
      global.gc?.();
      const heldMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
      log(
        `imports: dry run of ${String(rows)} rows × 25 columns (${(bytes.length / 1e6).toFixed(0)} MB) in ${drySeconds.toFixed(1)} s wall, ${dryCpuSeconds.toFixed(1)} s CPU (reading and checking ${readSeconds.toFixed(1)} s, duplicate candidates ${lookupSeconds.toFixed(1)} s): ${String(plan.creates.length)} new, ${String(plan.duplicates.length)} duplicates, ${String(plan.failed)} bad; ${describePeaks(dryPeaks)}`,
      );
      log(
        `imports: V8 heap held (${global.gc === undefined ? "not collected: run node with --expose-gc" : "after a collection"}): the checked rows ${checkedMb.toFixed(1)} MB; with the plan ${heldMb.toFixed(1)} MB`,
      );
    } else dryMemory.stop();
    const id = randomUUID();
    await deps.db
      .insertInto("imports")
      .values({
        id,
        player: admin.id,
        file: `bench-${id}.csv`,
        bytes,
        sha256: "",
        uploaded: new Date(),
        header: toJson(header),
        rows: checked.rows,
      })
      .execute();
    const payload: ImportRunPayload = {
      import: id,
      campaigns,
      map: MAPPED,
      choices: {},
      mode: "validOnly",
    };
    statements.reset();
    const runMemory = watchMemoryPeaks(handle.wasmMemoryBytes);
    const job = await deps.queue.enqueue(IMPORT_RUN_KIND, payload, { owner: admin.id });
    const started = performance.now();
    const runCpu = process.cpuUsage();
    const finishing = deps.queue.waitUntilFinished(job.id, 3_600_000);
    if (probe !== undefined) {
      const during = await probe.sample(config.durationSeconds, finishing);
      log(`/subs first page, during the real run: ${percentiles(during)}`);
    }
    const finished = await finishing;
    const runPeaks = runMemory.stop();
    const runSeconds =
      ((finished.finished?.getTime() ?? 0) - (finished.started?.getTime() ?? 0)) / 1000;
    const wallSeconds = (performance.now() - started) / 1000;
    const result = finished.result as { created?: number } | null;
    const created = result?.created ?? 0;
    const runCpuSeconds = cpuSeconds(process.cpuUsage(runCpu));
    log(
      `imports: real run ${finished.status}, ${String(created)} rows created at ${(created / runSeconds).toFixed(0)} rows/s (${runSeconds.toFixed(1)} s in the job, ${wallSeconds.toFixed(1)} s with pick-up); ${runCpuSeconds.toFixed(1)} s CPU: ${(created / runCpuSeconds).toFixed(0)} rows per CPU second; ${describePeaks(runPeaks)} (${memoryMode()})`,
    );
    log(
      `imports: the real run's statements (CPU of this process: ${handle.driver === "pglite" ? "PGlite's and Node's" : "Node's only"}):`,
    );
    for (const line of statements.lines()) log(line);
    log(
      `imports: resident memory grew ${((process.memoryUsage().rss - rssBefore) / 1024 / 1024).toFixed(0)} MB`,
    );
    await deps.queue.stop();
    await app?.close();
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
