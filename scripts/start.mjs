#!/usr/bin/env node
// `npm start`: builds what is stale (turbo cache), then runs the reference server and the console
// (vite preview, proxying /api and /assets to the server) in this one process, and prints where to
// go. Ctrl+C stops both.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };

const build = spawnSync(
  "npx",
  [
    "turbo",
    "run",
    "build",
    "--filter=@canvass/server...",
    "--filter=@canvass/console...",
    "--output-logs=errors-only",
  ],
  { stdio: "inherit", env, cwd: root },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const apiPort = Number(process.env.PORT ?? 8787);
process.env.CANVASS_API_URL = `http://127.0.0.1:${apiPort}`;

const { startServer } = await import("@canvass/server/server");
const { preview } = await import("vite");

const { app, address } = await startServer({ port: apiPort, logger: false });
const consoleServer = await preview({ root: `${root}apps/console`, logLevel: "warn" });
const consoleUrl = consoleServer.resolvedUrls?.local[0] ?? "http://127.0.0.1:5173/";

console.log(`
  Canvass is running
    console   ${consoleUrl}
    API       ${address}/api  (contract: ${address}/api/openapi.json)
    database  none yet: the PostgreSQL-backed server and its demo data land with issue #4
    logins    none yet: demo users are seeded by the server (issue #4)
  Ctrl+C stops both.
`);

const stop = async () => {
  await Promise.allSettled([app.close(), consoleServer.close()]);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
