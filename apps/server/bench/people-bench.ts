/**
 * The people benchmark (issue #8): the whole server (`startServer`) on an in-memory PGlite seeded
 * with `PEOPLE_BENCH.users` extra users (`seedPlayers`), measured over HTTP on 127.0.0.1 as the
 * demo admin:
 *
 * - `GET /players/` first page (PageSize 50, default sort; then with `q`), the median of several
 *   runs after a warm-up — the server's part of the console's ≤ 300 ms first page;
 * - `PUT /players/bulk/` of 1000 rows (`validOnly`), with passwords and without (reset mails),
 *   against the ≤ 5 s budget, and the preview (`POST /players/bulk/check/`) of the same rows.
 */
import { basicAuthHeader } from "@canvass/sdk/tokens";
import { ARGON2_OPTIONS, HASH_CONCURRENCY, hashPasswords } from "../src/db/index.js";
import { startServer } from "../src/server.js";
import { machineLine } from "./report.js";

export const PEOPLE_BENCH = {
  /** Users on top of the demo's (the list of 10 000 users). */
  users: 10_000,
  /** Timed first pages per list scenario (after `warmUp` untimed ones). */
  listRuns: 25,
  warmUp: 5,
  /** Rows per bulk creation, and timed creations per variant. */
  bulkRows: 1000,
  bulkRuns: 3,
  /** The budgets, in milliseconds. */
  firstPageBudget: 300,
  bulkBudget: 5000,
} as const;

/** The field teams rows are spread over, by title (as a spreadsheet names them). */
const BULK_TEAMS = ["Toronto Downtown", "Vancouver West", "London Central", "Remote Call Centre"];

interface Timed {
  readonly status: number;
  readonly ms: number;
  readonly body: unknown;
}

async function timed(url: string, init: RequestInit): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  return {
    status: response.status,
    ms,
    body: text === "" ? undefined : (JSON.parse(text) as unknown),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const verdict = (value: number, budget: number) => (value <= budget ? "met" : "MISSED");

async function signIn(origin: string): Promise<string> {
  const answer = await timed(`${origin}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "canvass-admin-demo" }),
  });
  const body = answer.body as { status?: string; token?: string; player?: string } | undefined;
  if (body?.status !== "signedIn" || body.token === undefined || body.player === undefined) {
    throw new Error(`people bench: sign-in answered ${answer.status}`);
  }
  return basicAuthHeader(body.player, body.token);
}

/** `count` bulk rows with usernames unique to this run. */
function bulkRows(run: string, count: number, withPassword: boolean) {
  return Array.from({ length: count }, (_, index) => ({
    firstname: "Bench",
    lastname: `Row ${index}`,
    username: `bench.${run}.${index}`,
    email: `bench.${run}.${index}@example.org`,
    role: index % 4 === 3 ? "callcenter" : "rep",
    team: BULK_TEAMS[index % BULK_TEAMS.length] ?? "Toronto Downtown",
    ...(withPassword ? { password: `bench-password-${index}` } : {}),
  }));
}

export async function runPeopleBench(log: (line: string) => void): Promise<void> {
  const seedStart = performance.now();
  const server = await startServer({
    port: 0,
    dataDir: "memory://",
    seedAccounts: 2000,
    seedPlayers: PEOPLE_BENCH.users,
    logger: false,
  });
  try {
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    const origin = server.address;
    const authorization = await signIn(origin);
    const headers = { authorization };
    const list = await timed(`${origin}/api/players/?PageSize=1`, { headers });
    const total = (list.body as { Count?: number } | undefined)?.Count ?? 0;
    log(`people bench: ${total} users seeded in ${seconds} s (PGlite in memory), ${origin}`);

    const scenarios = [
      ["first page, 50 rows, default sort (lastname)", "?PageSize=50"],
      ["first page, 50 rows, q=ann", "?PageSize=50&q=ann"],
      ["first page, 50 rows, sorted by -Created", "?PageSize=50&Sort=-Created"],
      ["first page, 50 rows, role=rep and status=1", "?PageSize=50&role=rep&status=1"],
    ] as const;
    const lines: string[] = [];
    for (const [name, query] of scenarios) {
      const url = `${origin}/api/players/${query}`;
      for (let i = 0; i < PEOPLE_BENCH.warmUp; i += 1) await timed(url, { headers });
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < PEOPLE_BENCH.listRuns; i += 1) {
        const answer = await timed(url, { headers });
        status = answer.status;
        times.push(answer.ms);
      }
      const mid = median(times);
      lines.push(
        `  listPlayers ${name}: median ${mid.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
          `(${status}; server part of the ${PEOPLE_BENCH.firstPageBudget} ms first page: ${verdict(mid, PEOPLE_BENCH.firstPageBudget)})`,
      );
    }

    for (const withPassword of [true, false]) {
      const createTimes: number[] = [];
      const checkTimes: number[] = [];
      let created = 0;
      for (let run = 0; run < PEOPLE_BENCH.bulkRuns; run += 1) {
        const rows = bulkRows(
          `${withPassword ? "p" : "n"}${run}`,
          PEOPLE_BENCH.bulkRows,
          withPassword,
        );
        const json = { ...headers, "content-type": "application/json" };
        const check = await timed(`${origin}/api/players/bulk/check/`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ rows }),
        });
        checkTimes.push(check.ms);
        const answer = await timed(`${origin}/api/players/bulk/`, {
          method: "PUT",
          headers: json,
          body: JSON.stringify({ rows, mode: "validOnly" }),
        });
        if (answer.status !== 200)
          throw new Error(`people bench: bulk create answered ${answer.status}`);
        created = (answer.body as { created: unknown[] }).created.length;
        createTimes.push(answer.ms);
      }
      const mid = median(createTimes);
      const label = withPassword
        ? "with passwords (argon2id each)"
        : "without passwords (reset mails)";
      lines.push(
        `  createPlayersBulk ${PEOPLE_BENCH.bulkRows} rows, validOnly, ${label}: median ${(mid / 1000).toFixed(2)} s ` +
          `of ${createTimes.map((t) => (t / 1000).toFixed(2)).join(" / ")} s, ${created} created ` +
          `(≤ ${PEOPLE_BENCH.bulkBudget / 1000} s: ${verdict(mid, PEOPLE_BENCH.bulkBudget)}); ` +
          `checkPlayersBulk median ${median(checkTimes).toFixed(0)} ms`,
      );
    }
    // What bounds the bulk creation with passwords: argon2id, four hashes at a time.
    const sample = Array.from({ length: 40 }, (_, index) => `bench-hash-${index}`);
    const hashStart = performance.now();
    await hashPasswords(sample);
    const perHash = (performance.now() - hashStart) / sample.length;
    lines.push(
      `  argon2id (m=${ARGON2_OPTIONS.memoryCost / 1024} MiB, t=${ARGON2_OPTIONS.timeCost}) with ${HASH_CONCURRENCY} at a time: ${perHash.toFixed(1)} ms per hash ` +
        `→ ${((perHash * PEOPLE_BENCH.bulkRows) / 1000).toFixed(1)} s for ${PEOPLE_BENCH.bulkRows} passwords`,
    );
    log(`machine: ${machineLine(server.driver)}`);
    for (const line of lines) log(line);
  } finally {
    await server.close();
  }
}
