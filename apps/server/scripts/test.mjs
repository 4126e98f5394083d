#!/usr/bin/env node
// The server's `npm test`: the whole suite on the embedded PGlite database and — when
// DATABASE_URL names a PostgreSQL server (CI starts one) — the same suite again on PostgreSQL
// (each test file gets a throwaway copy of a seeded template database). The two passes run side
// by side (each vitest runs its files one after another, so together they keep both cores of the
// CI machine busy); the PostgreSQL pass's output is printed once it ends, after the PGlite
// pass's. Extra arguments go to vitest (`npm test -- src/auth`).
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const url = process.env.DATABASE_URL;

/** Runs vitest; `capture` keeps its output and hands it back instead of printing it. */
function run(env, capture) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...args], {
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
const postgres = onPostgres ? run(process.env, true) : undefined;

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
