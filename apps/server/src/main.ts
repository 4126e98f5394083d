/**
 * `node dist/main.js`: the reference server from the command line, configured by the
 * environment — `PORT` (4000), `HOST` (127.0.0.1), `DATABASE_URL` (PostgreSQL; default the
 * embedded PGlite in `CANVASS_DATA_DIR`, `./data/pglite`), `CANVASS_CONSOLE_DIR` (the built
 * console to serve; default `apps/console/dist` next to this package), `CANVASS_SEED_ACCOUNTS`
 * (submissions of a first-start seed), `CANVASS_SEED_PLAYERS` (extra users of a first-start seed),
 * `CANVASS_TOKEN_SECRET`, `CANVASS_TRUST_PROXY` (the load
 * balancer's addresses, or `true`: only then is `X-Forwarded-For` read), `CANVASS_CSP_CONNECT_SRC`
 * and `CANVASS_CSP_IMG_SRC` (space-separated origins the console may also call or load pictures
 * from), `LOG_REQUESTS=0` to silence request logs, `CANVASS_JOB_WORKERS` (jobs of each kind this
 * process runs at once, default 2; `0` for a web-only process — decision 0024).
 */
import { fileURLToPath } from "node:url";
import { startBanner } from "./banner.js";
import { closeOnSignals } from "./http/shutdown.js";
import { DEFAULT_PORT, startServer } from "./server.js";

const env = process.env;
const consoleDir =
  env.CANVASS_CONSOLE_DIR ?? fileURLToPath(new URL("../../console/dist", import.meta.url));
const dataDir = env.CANVASS_DATA_DIR ?? "./data/pglite";
/** A space-separated list of origins from the environment. */
const origins = (value: string | undefined): string[] =>
  (value ?? "").split(/\s+/).filter((origin) => origin !== "");
const databaseUrl = env.DATABASE_URL === "" ? undefined : env.DATABASE_URL;

const server = await startServer({
  port: Number(env.PORT ?? DEFAULT_PORT),
  host: env.HOST ?? "127.0.0.1",
  logger: env.LOG_REQUESTS !== "0",
  databaseUrl,
  dataDir,
  consoleDir,
  seedAccounts:
    env.CANVASS_SEED_ACCOUNTS === undefined ? undefined : Number(env.CANVASS_SEED_ACCOUNTS),
  seedPlayers:
    env.CANVASS_SEED_PLAYERS === undefined ? undefined : Number(env.CANVASS_SEED_PLAYERS),
  tokenSecret: env.CANVASS_TOKEN_SECRET,
  jobWorkers: env.CANVASS_JOB_WORKERS === undefined ? undefined : Number(env.CANVASS_JOB_WORKERS),
  trustProxy: env.CANVASS_TRUST_PROXY === "true" ? true : env.CANVASS_TRUST_PROXY,
  cspSources: {
    connect: origins(env.CANVASS_CSP_CONNECT_SRC),
    img: origins(env.CANVASS_CSP_IMG_SRC),
  },
  log: (message) => {
    console.log(message);
  },
});
// SIGTERM/SIGINT: finish in-flight requests, then close the database (a second signal exits).
closeOnSignals(server.app);
const location =
  databaseUrl === undefined ? `embedded PGlite in ${dataDir}` : "PostgreSQL (DATABASE_URL)";
console.log(startBanner(server, location));
