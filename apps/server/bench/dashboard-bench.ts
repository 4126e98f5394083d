/**
 * `npm run bench:dashboard -w @canvass/server` (decisions 0050, 0056): the subs dashboard's
 * answer over the bench database (1 000 000 submissions by default, `BENCH_ACCOUNTS`) on
 * PGlite (or `DATABASE_URL`), in the process through `dashboardFromRollup` as the admin — what
 * `GET /dashboard/subs/` answers, without HTTP — for the last 90 days, all campaigns and the
 * biggest campaign. Then the part the rollup does not hold: the cancels and check-ins counts
 * (`activityCounts`), timed alone, with the rows they count. Each is run once cold, then
 * `RUNS` times warm: p50, p95 and the worst are printed with the load average, and the
 * process's CPU time per run (p50, p95; on PGlite the database runs in this process, so it is
 * the answer's whole cost and does not depend on the machine's load; on PostgreSQL it is not, and
 * the server's own CPU per run is printed beside it when the server runs on this machine, read
 * from its backends' `/proc/<pid>/schedstat`). The HTTP
 * figures (autocannon, one connection) are `npm run bench` with `BENCH_SCENARIOS=dashboard`.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
} from "kysely";
import type { Database } from "../src/db/index.js";
import { principalOfPlayer } from "../src/resources/exports/run-principal.js";
import { rowScope } from "../src/resources/accounts/row-scope.js";
import { activityCounts, type ActivityTable } from "../src/resources/dashboard/activity-counts.js";
import { dashboardFilters } from "../src/resources/dashboard/dashboard-filters.js";
import { dashboardFromRollup } from "../src/resources/dashboard/rollup-dashboard.js";
import { createServerDeps } from "../src/services.js";
import { benchConfig, type BenchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { BENCH_USER } from "./bench-session.js";

const RUNS = 20;
const DAY_MS = 86_400_000;

interface Timing {
  readonly cold: number;
  /** PostgreSQL's CPU per warm run (its server processes on this machine), when it can be read. */
  readonly serverCpu?: number;
  readonly p50: number;
  readonly p95: number;
  readonly worst: number;
  /** This process's CPU time per warm run (PGlite runs in it): p50 and p95, load-independent. */
  readonly cpuP50: number;
  readonly cpuP95: number;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Nanoseconds on a CPU of each process (`/proc/<pid>/schedstat`), for the pids that can be read. */
function schedTimes(pids: readonly number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      const [ns] = readFileSync(`/proc/${String(pid)}/schedstat`, "utf8").split(" ");
      times.set(pid, Number(ns));
    } catch {
      // Not on this machine (or not Linux): no figure.
    }
  }
  return times;
}

/**
 * PostgreSQL only, the server on this machine: its client backends' CPU time (schedstat) over a
 * stretch of work, read before and after; a backend started in between counts from zero.
 */
async function serverCpuMeter(db: Kysely<Database> | undefined) {
  if (db === undefined) return undefined;
  const backends = async () =>
    (
      await sql<{ pid: number }>`
        SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend'`.execute(db)
    ).rows.map((row) => row.pid);
  const before = schedTimes(await backends());
  if (before.size === 0) return undefined;
  return async () => {
    const after = schedTimes(await backends());
    let ns = 0;
    for (const [pid, time] of after) ns += time - (before.get(pid) ?? 0);
    return ns / 1e6;
  };
}

async function timed(run: () => Promise<unknown>, server?: Kysely<Database>): Promise<Timing> {
  const first = performance.now();
  await run();
  const cold = performance.now() - first;
  const times: number[] = [];
  const cpu: number[] = [];
  const meter = await serverCpuMeter(server);
  for (let round = 0; round < RUNS; round += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run();
    cpu.push(cpuMs(process.cpuUsage(cpuStarted)));
    times.push(performance.now() - started);
  }
  const serverMs = meter === undefined ? undefined : (await meter()) / RUNS;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    cold,
    ...(serverMs === undefined ? {} : { serverCpu: serverMs }),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    worst: times[times.length - 1] ?? NaN,
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
  };
}

const DIMS = new Set(["hour", "currency", "frequency", "status", "reason", "player", "cohort"]);

/** Every SQL fragment and parameter value of an operation tree (raw `sql` nests them). */
function walk(node: unknown, fragments: string[], values: unknown[]): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, fragments, values);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.kind === "ValueNode") values.push(record.value);
  if (record.kind === "RawNode" && Array.isArray(record.sqlFragments)) {
    fragments.push(...(record.sqlFragments as string[]));
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== "sqlFragments") walk(value, fragments, values);
  }
}

interface QueryTiming {
  readonly label: string;
  readonly start: number;
  end: number;
}

/**
 * One answer's queries, timed between Kysely's transformQuery and transformResult. On PGlite the
 * queries of a `Promise.all` wait for each other; a query's own time is counted from the later
 * of its start and the previous query's end.
 */
async function perQuery(
  db: Kysely<Database>,
  run: (timed: Kysely<Database>) => Promise<unknown>,
): Promise<{ label: string; ms: number }[]> {
  const open = new Map<QueryId, QueryTiming>();
  const done: QueryTiming[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      const fragments: string[] = [];
      const values: unknown[] = [];
      walk(node, fragments, values);
      const dims = values.filter(
        (value): value is string => typeof value === "string" && DIMS.has(value),
      );
      const words = fragments.join(" ").replace(/\s+/g, " ").trim();
      open.set(queryId, {
        label: `[${[...new Set(dims)].join(" ")}] ${words.slice(0, 60)}`,
        start: performance.now(),
        end: 0,
      });
      return node;
    },
    transformResult({ result, queryId }: PluginTransformResultArgs) {
      const timing = open.get(queryId);
      if (timing !== undefined) {
        timing.end = performance.now();
        done.push(timing);
      }
      return Promise.resolve(result);
    },
  };
  await run(db.withPlugin(plugin));
  done.sort((a, b) => a.end - b.end);
  let previous = 0;
  return done.map((timing) => {
    const ms = timing.end - Math.max(timing.start, previous);
    previous = timing.end;
    return { label: timing.label, ms };
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (name: string, t: Timing) =>
  `${name}: cold ${ms(t.cold)}, warm p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, worst ${ms(t.worst)}; CPU p50 ${ms(t.cpuP50)}, p95 ${ms(t.cpuP95)}${t.serverCpu === undefined ? "" : `; PostgreSQL CPU per run ${ms(t.serverCpu)}`} (load ${load()})`;

export async function runDashboardBench(
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
    const scope = await rowScope(deps.db, principal);
    const now = new Date();
    const before = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 1,
    );
    const after = new Date(before.getTime() + 1 - 90 * DAY_MS);
    const biggest = await sql<{ campaign: string; n: string }>`
      SELECT campaign, count(*) AS n FROM accounts
       WHERE received >= ${after.toISOString()}::timestamptz GROUP BY 1 ORDER BY 2 DESC LIMIT 1`.execute(
      deps.db,
    );
    const campaign = biggest.rows[0]?.campaign;
    const cases = [
      { name: "all campaigns", query: {} },
      ...(campaign === undefined
        ? []
        : [{ name: `campaign ${campaign}`, query: { Campaign: campaign } }]),
    ];
    log(
      `dashboard: ${after.toISOString()} … ${before.toISOString()} (90 days, UTC), as the admin, ${String(RUNS)} warm runs`,
    );
    for (const item of cases) {
      const filters = dashboardFilters({
        After: after.toISOString(),
        Before: before.toISOString(),
        timezone: "UTC",
        ...item.query,
      });
      const answer = await dashboardFromRollup(deps.db, scope, filters, now);
      log(`dashboard, ${item.name}: ${String(answer.Kpis.SignUps.Value)} sign-ups in range`);
      log(
        line(
          `  whole answer (rollup), ${item.name}`,
          await timed(
            () => dashboardFromRollup(deps.db, scope, filters, now),
            handle.driver === "postgres" ? deps.db : undefined,
          ),
        ),
      );
      const parts = await perQuery(deps.db, (timedDb) =>
        dashboardFromRollup(timedDb, scope, filters, now),
      );
      log(`    ${String(parts.length)} statements; the slowest:`);
      for (const part of parts.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
        log(`    ${part.ms.toFixed(1).padStart(7)} ms  ${part.label}`);
      }
      for (const table of ["cancels", "checkins"] satisfies ActivityTable[]) {
        const counted = await activityCounts(deps.db, scope, filters, table);
        const row = counted.rows[0];
        const rows = Number(row?.cur ?? 0) + Number(row?.prev ?? 0);
        log(
          line(
            `  ${table} counts alone (${String(rows)} rows over both periods), ${item.name}`,
            await timed(() => activityCounts(deps.db, scope, filters, table)),
          ),
        );
      }
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runDashboardBench(benchConfig(), (text) => {
    console.log(text);
  }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
