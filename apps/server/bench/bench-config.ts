/**
 * What the benchmark runs with: `BENCH_SUITE` (`submissions`, `people` or both, the default),
 * `BENCH_ACCOUNTS` submissions (default 1 000 000),
 * `BENCH_DURATION` seconds per scenario (default 10), `BENCH_SCENARIOS` (a regular expression:
 * only the submission scenarios whose name and detail match it), 20 connections, and the database —
 * `DATABASE_URL` (schema `canvass_bench_<accounts>`), else a persistent PGlite under
 * `apps/server/.bench-data/`.
 */
import { fileURLToPath } from "node:url";

/** Which benchmarks run: the submissions one (issue #4), the people one (issue #8), or both. */
export type BenchSuite = "submissions" | "people" | "reports" | "all";

export interface BenchConfig {
  readonly suite: BenchSuite;
  readonly accounts: number;
  readonly durationSeconds: number;
  /** Only the submission scenarios whose `name detail` matches (all without it). */
  readonly scenarios: RegExp | undefined;
  readonly connections: number;
  readonly databaseUrl: string | undefined;
  /** PGlite only: where the prepared database lives. */
  readonly dataDir: string;
  /** PostgreSQL only: the schema the prepared database lives in. */
  readonly schema: string;
}

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

export function benchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const accounts = wholeNumber("BENCH_ACCOUNTS", env.BENCH_ACCOUNTS, 1_000_000);
  const url = env.DATABASE_URL;
  // bench/dist/bench/ → apps/server/.bench-data/
  const dataRoot = fileURLToPath(new URL("../../../.bench-data/", import.meta.url));
  const suite = env.BENCH_SUITE ?? "all";
  if (suite !== "submissions" && suite !== "people" && suite !== "reports" && suite !== "all") {
    throw new Error("BENCH_SUITE must be submissions, people, reports or all");
  }
  return {
    suite,
    accounts,
    durationSeconds: wholeNumber("BENCH_DURATION", env.BENCH_DURATION, 10),
    scenarios:
      env.BENCH_SCENARIOS === undefined || env.BENCH_SCENARIOS === ""
        ? undefined
        : new RegExp(env.BENCH_SCENARIOS, "i"),
    connections: 20,
    databaseUrl: url === undefined || url === "" ? undefined : url,
    dataDir: `${dataRoot}pglite-${accounts}`,
    schema: `canvass_bench_${accounts}`,
  };
}
