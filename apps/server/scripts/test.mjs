#!/usr/bin/env node
// The server's `npm test`: the whole suite on the embedded PGlite database and — when
// DATABASE_URL names a PostgreSQL server (CI starts one) — the same suite again on PostgreSQL
// (each test file gets a throwaway copy of a seeded template database; files named
// `*.no-db.test.ts` or `*.pglite.test.ts` would run there unchanged, so only the PGlite pass runs
// them — see SINGLE_PASS below). The two
// passes run side by side (each vitest runs its files one after another, so together they keep
// both cores of the CI machine busy); the PostgreSQL pass's output is printed once it ends, after
// the PGlite pass's. Extra arguments go to vitest (`npm test -- src/auth`).
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const url = process.env.DATABASE_URL;

/**
 * Files the PostgreSQL pass would run again unchanged, so it leaves them to the PGlite pass:
 * - `*.no-db.test.ts` open no database at all (pure functions, the contract, request fuzzing on a
 *   test server without a database);
 * - `*.pglite.test.ts` open PGlite whatever DATABASE_URL says (the embedded data directory, the
 *   rollup checks that need PGlite's in-process speed, the demo server's first start).
 * A file that uses `openTestDatabase()`, `startTestApi()` or anything else that follows
 * DATABASE_URL keeps a plain `*.test.ts` name: both passes run it. The rule is checked, not
 * trusted: in the PGlite pass these files see a DATABASE_URL that fails them if they connect
 * (src/testing/single-pass-guard.ts). A file testing both drivers registers its PGlite-only blocks
 * only when DATABASE_URL is unset (src/db/database.test.ts, src/db/seed/seed.test.ts).
 */
const SINGLE_PASS = ["**/*.no-db.test.ts", "**/*.pglite.test.ts"];

/** Runs vitest; `capture` keeps its output and hands it back instead of printing it. */
function run(env, capture, extra = []) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...extra, ...args], {
      env,
      stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const chunks = [];
    if (capture) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

const withoutUrl = { ...process.env };
delete withoutUrl.DATABASE_URL;
const onPostgres = url !== undefined && url !== "";
const postgres = onPostgres
  ? run(
      process.env,
      true,
      SINGLE_PASS.flatMap((pattern) => ["--exclude", pattern]),
    )
  : undefined;

console.log("\n@canvass/server tests on PGlite (in memory)");
const pglite = await run(withoutUrl, false);
if (postgres === undefined) {
  console.log("\nDATABASE_URL is not set: the PostgreSQL pass is skipped (CI runs it).");
  process.exit(pglite.code);
}
const pg = await postgres;
console.log("\n@canvass/server tests on PostgreSQL (DATABASE_URL)");
process.stdout.write(pg.output);
process.exit(pglite.code !== 0 ? pglite.code : pg.code);
