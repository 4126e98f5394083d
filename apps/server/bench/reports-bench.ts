/**
 * `npm run bench:reports -w @canvass/server` (decision 0046), also the last part of
 * `npm run bench` (`BENCH_SUITE=reports` runs only this one): custom report runs over every
 * submission of the bench database (1 000 000 by default, `BENCH_ACCOUNTS`) on PGlite (or
 * `DATABASE_URL`), through `computeReport` as the admin — the SQL aggregation the run handler
 * answers with. Each report runs once to warm up, then 3 times; the worst of the 3 is printed.
 * Target: ≤ 2 s on PGlite.
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { computeReport } from "../src/resources/reports/index.js";
import { principalOfPlayer } from "../src/resources/exports/run-principal.js";
import { createServerDeps } from "../src/services.js";
import { benchConfig, type BenchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";

const REPORTS = [
  {
    name: "count only",
    query: { metrics: [{ field: "*", fn: "count" as const }] },
  },
  {
    name: "campaign × team: count, sum, avg, share, cancel rate",
    query: {
      groupBy: ["CampaignName", "TeamName"],
      metrics: [
        { field: "*", fn: "count" as const },
        { field: "Amount", fn: "sum" as const },
        { field: "Amount", fn: "avg" as const },
        { field: "*", fn: "share" as const },
        { field: "*", fn: "cancelRate" as const },
      ],
    },
  },
  {
    name: "week of Received (America/Los_Angeles) × payment status: count, sum",
    query: {
      groupBy: ["Received:week", "PaymentStatus"],
      metrics: [
        { field: "*", fn: "count" as const },
        { field: "Amount", fn: "sum" as const },
      ],
      submissions: { timezone: "America/Los_Angeles" },
    },
  },
];

export async function runReportsBench(
  config: BenchConfig,
  log: (line: string) => void,
): Promise<void> {
  const handle = await openBenchDatabase(config, log);
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      executeSql: handle.executeSql,
    });
    const admin = await deps.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", BENCH_USER.username)
      .executeTakeFirstOrThrow();
    const principal = await principalOfPlayer(deps, admin.id);
    if (principal === undefined) throw new Error("the bench user is not active");
    for (const report of REPORTS) {
      const times: number[] = [];
      const cpus: number[] = [];
      let groups = 0;
      let counted = 0;
      for (let round = 0; round < 4; round += 1) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const result = await computeReport(deps.db, principal, report.query, undefined, new Date());
        if (round > 0) {
          times.push(performance.now() - started);
          const used = process.cpuUsage(cpu);
          cpus.push((used.user + used.system) / 1000);
        }
        groups = result.rows.length;
        counted = Number(result.totals?.[report.query.groupBy?.length ?? 0] ?? 0);
      }
      const worst = Math.max(...times);
      log(
        `report: ${report.name}: ${String(counted)} submissions, ${String(groups)} rows, worst of 3 ${worst.toFixed(0)} ms (${worst <= 2000 ? "≤" : ">"} 2 s); CPU worst ${Math.max(...cpus).toFixed(0)} ms (PGlite runs on this thread; load ${(loadavg()[0] ?? 0).toFixed(2)})`,
      );
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runReportsBench(benchConfig(), (line) => {
    console.log(line);
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
