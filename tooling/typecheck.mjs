#!/usr/bin/env node
// A workspace's `typecheck`: `node ../../tooling/typecheck.mjs [tsconfig.json …]` checks each
// project with the native TypeScript 7 compiler and `--noEmit`. TypeScript 7 is the dependency of
// the `tooling/typescript-7` workspace, so its `tsc` stays out of the root's: the root's
// `typescript` is 5.9, whose JavaScript API typescript-eslint, the declaration emit
// (emit-declarations.mjs) and Storybook's docgen need, and 7 has not.
// `--singleThreaded`: the CI machine has two cores and turbo runs other tasks beside this one;
// the parallel checkers each redo part of the work (the console: 10 CPU s single-threaded,
// 19 with the default checkers, 37 with TypeScript 5.9; decision 0084).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(new URL("typescript-7/package.json", import.meta.url));
const tsc = join(dirname(require.resolve("typescript/package.json")), "bin", "tsc");
const projects = process.argv.slice(2);

for (const project of projects.length > 0 ? projects : ["tsconfig.json"]) {
  const result = spawnSync(process.execPath, [tsc, "--noEmit", "--singleThreaded", "-p", project], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
