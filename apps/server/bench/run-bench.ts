/**
 * `npm run bench -w @canvass/server`: prepares (or reuses) a database of 1 000 000 submissions,
 * starts the whole API server on 127.0.0.1, signs in, and measures each scenario with autocannon:
 * one connection for the latency of a request on its own (p50/p95/p99), then 20 connections for
 * throughput. A scenario whose operation is not implemented yet (501) is listed as such.
 * `BENCH_ACCOUNTS` and `BENCH_DURATION` shrink the run, `BENCH_SCENARIOS` picks scenarios;
 * `DATABASE_URL` runs it on PostgreSQL.
 * Then the people benchmark (`people-bench.ts`, issue #8); `BENCH_SUITE=people` runs only that
 * one, `BENCH_SUITE=submissions` only the first.
 */
import { buildApiServer } from "../src/api-server.js";
import { loadContract } from "../src/contract.js";
import { createServerDeps } from "../src/services.js";
import { benchConfig, type BenchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { benchSession } from "./bench-session.js";
import { runLoad, type LoadRequest } from "./load.js";
import { runPeopleBench } from "./people-bench.js";
import { runReportsBench } from "./reports-bench.js";
import { machineLine, reportTable, type ReportRow } from "./report.js";
import { buildScenarios } from "./scenarios.js";

const log = (line: string): void => {
  console.log(line);
};

async function probe(origin: string, request: LoadRequest) {
  const started = performance.now();
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const config = benchConfig();
  if (config.suite === "submissions" || config.suite === "all") await submissionsBench(config);
  if (config.suite === "people" || config.suite === "all") {
    if (config.suite === "all") log("");
    await runPeopleBench(log);
  }
  if (config.suite === "reports" || config.suite === "all") {
    if (config.suite === "all") log("");
    await runReportsBench(config, log);
  }
}

async function submissionsBench(config: BenchConfig): Promise<void> {
  const handle = await openBenchDatabase(config, log);
  const deps = await createServerDeps({
    db: handle.db,
    driver: handle.driver,
    executeSql: handle.executeSql,
  });
  const app = buildApiServer({ contract: await loadContract(), deps });
  try {
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const session = await benchSession(origin, deps);
    log(`server: ${origin}, signed in through ${session.via}`);
    const scenarios = await buildScenarios(
      origin,
      session.authorization,
      handle.db,
      config.scenarios,
    );
    const warmUp = Math.max(1, Math.min(3, Math.round(config.durationSeconds / 4)));
    const rows: ReportRow[] = [];
    for (const scenario of scenarios) {
      const first = await probe(origin, scenario.request);
      if (first.status === 501) {
        rows.push({ scenario: scenario.name, detail: scenario.detail, result: "not implemented" });
        log(`${scenario.name} (${scenario.detail}): not implemented`);
        continue;
      }
      if (first.status < 200 || first.status >= 300) {
        rows.push({
          scenario: scenario.name,
          detail: scenario.detail,
          result: `answered ${first.status}`,
        });
        log(`${scenario.name} (${scenario.detail}): answered ${first.status}, skipped`);
        continue;
      }
      log(`${scenario.name} (${scenario.detail}): first call ${first.ms.toFixed(1)} ms, running…`);
      const seconds = config.durationSeconds;
      await runLoad(origin, scenario.request, { connections: config.connections, seconds: warmUp });
      const alone = await runLoad(origin, scenario.request, { connections: 1, seconds });
      const loaded = await runLoad(origin, scenario.request, {
        connections: config.connections,
        seconds,
      });
      rows.push({ scenario: scenario.name, detail: scenario.detail, result: { alone, loaded } });
    }
    log("");
    log(
      `${config.accounts} submissions; ${config.connections} connections, ${config.durationSeconds} s per scenario`,
    );
    log(`machine: ${machineLine(handle.driver)}`);
    log(reportTable(rows, config.connections));
    log(
      "Latency columns: one connection (a request on its own). With 20 connections the requests " +
        "queue (latency ≈ connections ÷ throughput), PGlite running one query at a time.",
    );
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
