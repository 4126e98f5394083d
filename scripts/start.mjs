#!/usr/bin/env node
// `npm start`: builds what is stale (turbo cache), then runs the reference server on the embedded
// default and the console, and prints where to go. Ctrl+C stops both.
import { spawn, spawnSync } from "node:child_process";

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const run = (cmd, args, opts = {}) => spawn(cmd, args, { stdio: "inherit", env, ...opts });

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
  { stdio: "inherit", env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const apiPort = process.env.PORT ?? "8787";
const server = run("node", ["apps/server/dist/main.js"], { env: { ...env, PORT: apiPort } });
const consoleApp = run("npx", ["vite", "preview"], {
  cwd: "apps/console",
  env: { ...env, CANVASS_API_URL: `http://127.0.0.1:${apiPort}` },
});

setTimeout(() => {
  console.log(`
  Canvass is running
    console   http://127.0.0.1:5173/
    API       http://127.0.0.1:${apiPort}/api  (contract: /api/openapi.json)
    database  none yet: the PostgreSQL-backed server and its demo data land with issue #4
    logins    none yet: demo users are seeded by the server (issue #4)
  Ctrl+C stops both.
`);
}, 1500);

const children = [server, consoleApp];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
