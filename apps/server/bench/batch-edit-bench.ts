/**
 * `npm run bench:batch-edit -w @canvass/server` (decision 0041): a batch edit of 10 000
 * submissions (`BENCH_BATCH`, default 10 000) selected by a filter — the newest of the bench
 * database (`BENCH_ACCOUNTS`, default 20 000 here) — setting City and Amount, run as a
 * `batch-edit` job in this process on PGlite (or `DATABASE_URL`) through the real handler: the
 * preview's time, the job's time (target ≤ 60 s) and what it reported. Printed, never asserted.
 */
import { BATCH_EDIT_MAX } from "@canvass/sdk/batch-edit";
import { sql } from "kysely";
import { createServerDeps } from "../src/services.js";
import { batchEditHandlers } from "../src/resources/batch-edit/index.js";
import { BATCH_EDIT_KIND, type BatchEditPayload } from "../src/resources/batch-edit/batch-run.js";
import { planBatch, planContext } from "../src/resources/batch-edit/batch-plan.js";
import { principalOfPlayer } from "../src/resources/exports/run-principal.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";

const log = (line: string): void => {
  console.log(line);
};

async function main(): Promise<void> {
  const config = benchConfig({ BENCH_ACCOUNTS: "20000", ...process.env });
  const size = Math.min(Number(process.env.BENCH_BATCH ?? BATCH_EDIT_MAX), BATCH_EDIT_MAX);
  const handle = await openBenchDatabase(config, log);
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      executeSql: handle.executeSql,
      jobWorkers: 1,
    });
    batchEditHandlers(deps);
    await deps.queue.start();
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const principal = await principalOfPlayer(deps, admin.id);
    if (principal === undefined) throw new Error("the bench user is not active");
    const { rows } = await sql<{ id: string }>`SELECT id FROM accounts
      ORDER BY received DESC, id LIMIT ${size}`.execute(deps.db);
    const stamp = new Date().toISOString().slice(11, 19);
    const values = { City: `Bench ${stamp}`, Amount: String(10 + (Date.now() % 50)) };
    const targets = rows.map((row) => ({ ID: row.id, Values: values }));

    const previewStarted = performance.now();
    const context = await planContext(deps.db, principal);
    let changing = 0;
    for (let start = 0; start < targets.length; start += 1000) {
      const plan = await planBatch(deps.db, context, targets.slice(start, start + 1000));
      changing += plan.filter((item) => item.Outcome === "change").length;
    }
    const previewSeconds = (performance.now() - previewStarted) / 1000;
    log(`batch edit: preview of ${String(targets.length)} in ${previewSeconds.toFixed(1)} s`);

    const payload: BatchEditPayload = { reason: "bench", targets };
    const started = performance.now();
    const job = await deps.queue.enqueue(BATCH_EDIT_KIND, payload, { owner: admin.id });
    const finished = await deps.queue.waitUntilFinished(job.id, 600_000);
    const wallSeconds = (performance.now() - started) / 1000;
    if (finished.status !== "done") {
      throw new Error(`the job ended ${finished.status}: ${finished.error ?? ""}`);
    }
    const jobSeconds =
      ((finished.finished?.getTime() ?? 0) - (finished.started?.getTime() ?? 0)) / 1000;
    log(
      `batch edit: ${String(targets.length)} submissions (${String(changing)} to change) in ${jobSeconds.toFixed(1)} s in the job (${wallSeconds.toFixed(1)} s with queue pick-up); target ≤ 60 s`,
    );
    log(`batch edit: report ${JSON.stringify(finished.result)}`);
    await deps.queue.stop();
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
