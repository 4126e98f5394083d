#!/usr/bin/env node
// The server's `npm test`: the whole suite on the embedded PGlite database, then — when
// DATABASE_URL names a PostgreSQL server (CI starts one) — the same suite again on PostgreSQL
// (each test file gets a throwaway schema). Extra arguments go to vitest (`npm test -- src/auth`).
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const url = process.env.DATABASE_URL;

function run(label, env) {
  console.log(`\n@canvass/server tests on ${label}`);
  const result = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const withoutUrl = { ...process.env };
delete withoutUrl.DATABASE_URL;
run("PGlite (in memory)", withoutUrl);
if (url !== undefined && url !== "") run("PostgreSQL (DATABASE_URL)", process.env);
else console.log("\nDATABASE_URL is not set: the PostgreSQL pass is skipped (CI runs it).");
