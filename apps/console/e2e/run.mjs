#!/usr/bin/env node
// `npm run test:e2e -w apps/console`: builds the console into dist/, then runs the Chromium suite
// (vitest.e2e.config.ts) against the reference server serving that build. Extra arguments go to
// vitest (`npm run test:e2e -- e2e/routing.e2e.ts`); `--no-build` reuses the last build, and
// `E2E_CONSOLE_DIR` points the suite at a build elsewhere. The exit code is vitest's.
// Under turbo (`npm test`, CI) the console's `build` task, which `test` depends on, has just
// built dist/ the same way: the suite uses that build instead of building it a second time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildConsole, CONSOLE_DIR, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";

const args = process.argv.slice(2);
const builtByTurbo =
  process.env.TURBO_HASH !== undefined &&
  process.env.E2E_CONSOLE_DIR === undefined &&
  existsSync(join(DEFAULT_OUT_DIR, "index.html"));
const skipBuild = args.includes("--no-build") || builtByTurbo;
const vitestArgs = args.filter((arg) => arg !== "--no-build");
if (builtByTurbo) console.log("using the console build of turbo's build task in dist/");

if (!skipBuild) {
  const outDir = process.env.E2E_CONSOLE_DIR;
  console.log(`building the console into ${outDir ?? "dist/"}…`);
  const status = buildConsole(outDir);
  if (status !== 0) process.exit(status);
}

const result = spawnSync("npx", ["vitest", "run", "-c", "vitest.e2e.config.ts", ...vitestArgs], {
  cwd: CONSOLE_DIR,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
