/**
 * `npm run bench:checkins -w @canvass/server` (issue 22, decision 0059): the /checkins first page
 * with 100 000 check-ins in its range. The bench database (`BENCH_ACCOUNTS`, default 20 000
 * here; PGlite or `DATABASE_URL`) gets `BENCH_CHECKINS` (default 100 000) check-ins of the last
 * 20 hours, a third with a picture, spread over the demo's reps and in-person campaigns (made
 * anew each run). The whole API runs on 127.0.0.1; as the demo admin it measures, over HTTP:
 *
 * - the first request after the insert (the server's geofence check of every new check-in runs
 *   before it answers: `refreshCheckinGeofence`, decision 0036);
 * - the console's first page (the SDK's `fieldListQuery`: the last day, 50 rows, default sort),
 *   median and p95 of `BENCH_RUNS` (default 20) after 3 warm-ups; the same with `Geofence=outside`;
 * - the page's thumbnails (`GET /checkins/{id}/picture/`, six at a time as a browser does),
 *   which the console reads after the rows.
 *
 * Target (issue 22): first page with thumbnails interactive ≤ 500 ms, thumbnails after the rows.
 * Printed, never asserted.
 */
import { fieldListQuery } from "@canvass/sdk/field-ops";
import { sql } from "kysely";
import { buildApiServer } from "../src/api-server.js";
import { loadContract } from "../src/contract.js";
import { squarePng } from "../src/db/seed/png.js";
import { createServerDeps } from "../src/services.js";
import { benchConfig } from "./bench-config.js";
import { openBenchDatabase } from "./bench-database.js";
import { benchSession } from "./bench-session.js";
import { machineLine } from "./report.js";

const BUDGET_MS = 500;
const BENCH_CITY = "Bench";

const log = (line: string): void => {
  console.log(line);
};

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Page {
  readonly Result: readonly { ID: string; HasPicture?: boolean }[];
  readonly Count: number;
}

async function timedPage(url: string, authorization: string): Promise<{ ms: number; body: Page }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)} ${await response.text()}`);
  const body = (await response.json()) as Page;
  return { ms: performance.now() - started, body };
}

/** Reads the pictures six at a time (a browser's connections per host); ms until the last. */
async function thumbnails(origin: string, ids: readonly string[], authorization: string) {
  const started = performance.now();
  const queue = [...ids];
  let bytes = 0;
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const response = await fetch(`${origin}/api/checkins/${id}/picture/`, {
        headers: { authorization },
      });
      bytes += (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`picture ${id}: ${String(response.status)}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { ms: performance.now() - started, bytes };
}

async function main(): Promise<void> {
  const config = benchConfig({ BENCH_ACCOUNTS: "20000", ...process.env });
  const count = Number(process.env.BENCH_CHECKINS ?? 100_000);
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const handle = await openBenchDatabase(config, log);
  const deps = await createServerDeps({
    db: handle.db,
    driver: handle.driver,
    executeSql: handle.executeSql,
  });
  const app = buildApiServer({ contract: await loadContract(), deps });
  try {
    const insertStarted = performance.now();
    await sql`DELETE FROM checkins WHERE city = ${BENCH_CITY}`.execute(deps.db);
    const picture = squarePng("#2f6fde");
    // Every rep in turn, each on one of the in-person campaigns, around Toronto; the last
    // 20 hours (inside the default "last day" in any zone); every third with a picture.
    await sql`
      WITH reps AS (
        SELECT id, team, row_number() OVER (ORDER BY id) - 1 AS n,
               count(*) OVER () AS total
          FROM players WHERE role = 'rep'
      ), places AS (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
          FROM campaigns WHERE type = 'in-person'
      )
      INSERT INTO checkins (id, player, team, campaign, lat, lng, city, region, country_iso2,
                            length, picture, picture_type, created, updated)
      SELECT 'bench' || g::text, r.id, r.team, c.id,
             43.65 + ((g::bigint * 7919) % 2000 - 1000) / 10000.0,
             -79.38 + ((g::bigint * 104729) % 2000 - 1000) / 10000.0,
             ${BENCH_CITY}, 'ON', 'ca', 4,
             CASE WHEN g % 3 = 0 THEN ${picture}::bytea END,
             CASE WHEN g % 3 = 0 THEN 'image/png' END,
             now() - (g % 72000) * interval '1 second',
             now() - (g % 72000) * interval '1 second'
        FROM generate_series(1, ${count}::int) AS g
        JOIN reps r ON r.n = g % r.total
        LEFT JOIN places c ON c.n = g % c.total`.execute(deps.db);
    log(
      `checkins: ${String(count)} inserted in the last 20 h in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`,
    );

    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const { authorization } = await benchSession(origin, deps);
    const query = fieldListQuery({ timeZone: "UTC", page: 1, pageSize: 50 }, new Date());
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const url = `${origin}/api/query/checkins/?${params.toString()}`;
    const outsideUrl = `${url}&Geofence=outside`;

    const cold = await timedPage(url, authorization);
    log(
      `first request after the insert (geofence check of the new check-ins included): ${ms(cold.ms)}; Count ${String(cold.body.Count)}`,
    );
    const measure = async (target: string) => {
      for (let i = 0; i < 3; i += 1) await timedPage(target, authorization);
      const times: number[] = [];
      let last: Page | undefined;
      for (let i = 0; i < runs; i += 1) {
        const answer = await timedPage(target, authorization);
        times.push(answer.ms);
        last = answer.body;
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), page: last };
    };
    const first = await measure(url);
    log(
      `first page (last day, 50 rows): p50 ${ms(first.p50)}, p95 ${ms(first.p95)} over ${String(runs)} runs; Count ${String(first.page?.Count ?? 0)}`,
    );
    const outside = await measure(outsideUrl);
    log(
      `first page, Geofence=outside: p50 ${ms(outside.p50)}, p95 ${ms(outside.p95)}; Count ${String(outside.page?.Count ?? 0)}`,
    );
    const pictured = (first.page?.Result ?? [])
      .filter((row) => row.HasPicture === true)
      .map((row) => row.ID);
    const pictures = await thumbnails(origin, pictured, authorization);
    log(
      `thumbnails of the page: ${String(pictured.length)} pictures (${String(pictures.bytes)} bytes) in ${ms(pictures.ms)}, six at a time`,
    );
    const total = first.p95 + pictures.ms;
    log(
      `\nBudget (issue 22): first page with thumbnails ≤ ${String(BUDGET_MS)} ms with ${String(count)} check-ins in range: rows p95 ${ms(first.p95)} + thumbnails ${ms(pictures.ms)} = ${ms(total)} — ${total <= BUDGET_MS ? "met" : "NOT met"} (server side; the browser's render is not in it)`,
    );
    log(`machine: ${machineLine(handle.driver)}`);
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
