#!/usr/bin/env node
// `npm run dev`: the reference server on port 4000 (API only, embedded PGlite in ./data/pglite or
// DATABASE_URL) and vite's dev server on 5173 with hot reload, proxying /api, /assets and /log to
// the server. Open the console at http://127.0.0.1:5173/. Ctrl+C stops both.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };

// The console imports the libraries' builds; the server runs from its build.
const build = spawnSync(
  "npx",
  [
    "turbo",
    "run",
    "build",
    "--filter=@canvass/server...",
    "--filter=@canvass/console^...",
    "--output-logs=errors-only",
  ],
  { stdio: "inherit", env, cwd: root },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const { DEFAULT_PORT, startBanner, startServer } = await import("@canvass/server/server");
const { createServer } = await import("vite");

const port = Number(process.env.PORT ?? DEFAULT_PORT);
process.env.CANVASS_API_URL = `http://127.0.0.1:${port}`;
const dataDir = process.env.CANVASS_DATA_DIR ?? `${root}data/pglite`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const server = await startServer({
  port,
  logger: false,
  databaseUrl,
  dataDir,
  tokenSecret: process.env.CANVASS_TOKEN_SECRET,
  log: (message) => console.log(message),
});
const vite = await createServer({ root: `${root}apps/console`, logLevel: "info" });
await vite.listen();
console.log(
  startBanner(
    server,
    databaseUrl === undefined ? `embedded PGlite in ${dataDir}` : "PostgreSQL (DATABASE_URL)",
  ),
);
console.log(
  `  console (vite dev, hot reload)  ${vite.resolvedUrls?.local[0] ?? "http://127.0.0.1:5173/"}\n`,
);

const stop = async () => {
  await Promise.allSettled([server.close(), vite.close()]);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
