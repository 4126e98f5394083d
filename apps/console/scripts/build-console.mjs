// Builds the console with vite (production mode) into `outDir` — `apps/console/dist` unless told
// otherwise — the way the server serves it. Used by `npm run test:e2e` and `npm run bench`.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const CONSOLE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_OUT_DIR = fileURLToPath(new URL("../dist", import.meta.url));

/** Runs `vite build`; returns vite's exit status (0 when the build succeeded). */
export function buildConsole(outDir = DEFAULT_OUT_DIR) {
  const args = ["vite", "build", "--logLevel", "warn", "--emptyOutDir", "--outDir", outDir];
  const result = spawnSync("npx", args, { cwd: CONSOLE_DIR, stdio: "inherit" });
  return result.status ?? 1;
}
