#!/usr/bin/env node
// `npm start`: builds what is stale (turbo cache), then runs the reference server on one port
// (default 4000) serving both the API and the built console, on the embedded PGlite database in
// ./data/pglite (created and seeded with demo data on the first run; DATABASE_URL switches to
// PostgreSQL). Prints the address and the demo logins. Ctrl+C stops it.
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

const { DEFAULT_PORT, startBanner, startServer } = await import("@canvass/server/server");

const dataDir = process.env.CANVASS_DATA_DIR ?? `${root}data/pglite`;
const databaseUrl = process.env.DATABASE_URL || undefined;
console.log(databaseUrl === undefined ? `database: ${dataDir}` : "database: DATABASE_URL");
const server = await startServer({
  port: Number(process.env.PORT ?? DEFAULT_PORT),
  host: process.env.HOST ?? "127.0.0.1",
  logger: false,
  databaseUrl,
  dataDir,
  consoleDir: `${root}apps/console/dist`,
  tokenSecret: process.env.CANVASS_TOKEN_SECRET,
  log: (message) => console.log(message),
});
console.log(
  startBanner(
    server,
    databaseUrl === undefined ? `embedded PGlite in ${dataDir}` : "PostgreSQL (DATABASE_URL)",
  ),
);

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(1);
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
