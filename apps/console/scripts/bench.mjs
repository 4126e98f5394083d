#!/usr/bin/env node
// `npm run bench -w apps/console`: builds the console, starts the reference server (in-memory
// database, small seed) serving that build on 127.0.0.1, and measures in the system Chromium:
//   - initial JS and CSS (min and gzip) of the login page (signed out) and of the signed-in shell;
//   - time to a rendered, interactive shell with a stored session (5 runs and their median);
// then prints the budgets and whether they are met. Options: --no-build (reuse the build),
// --out-dir <dir> (build and serve from there instead of dist/), --strict (exit 1 when a budget
// is not met). The figures are printed, never asserted in tests: timings depend on the machine.
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import {
  formatBundles,
  formatLargest,
  kb,
  measureInitialBundle,
  measurePageBundles,
} from "./bench/bundle-sizes.mjs";
import { measureShellTime, median } from "./bench/shell-timing.mjs";
import { measureUsersListTime } from "./bench/users-list-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "./build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const BUDGET_INITIAL_JS_GZIP_BYTES = 150 * 1024;
const BUDGET_SHELL_MS = 1000;
const BUDGET_USERS_LIST_MS = 300;
/** Issue #8: the user list is measured over 10 000 users. */
const SEED_PLAYERS = 10_000;
const RUNS = 5;
const SEED_ACCOUNTS = 300;
/** The console's token store (src/services/token-store.ts). */
const SESSION_STORAGE_KEY = "canvass/session";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "out-dir": { type: "string", default: DEFAULT_OUT_DIR },
    strict: { type: "boolean", default: false },
  },
});
const distDir = options["out-dir"];

if (!options["no-build"]) {
  console.log(`building the console into ${distDir}…`);
  const status = buildConsole(distDir);
  if (status !== 0) process.exit(status);
}

async function apiSignIn(baseUrl, login) {
  const answer = await fetch(`${baseUrl}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: login.username, password: login.password }),
  });
  const result = await answer.json();
  if (!answer.ok || result.status !== "signedIn") throw new Error(`sign-in: HTTP ${answer.status}`);
  return result;
}

const verdict = (met) => (met ? "met" : "NOT met");

const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir: "memory://",
  seedAccounts: SEED_ACCOUNTS,
  seedPlayers: SEED_PLAYERS,
  consoleDir: distDir,
  logger: false,
});
let browser;
let allMet = true;
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${distDir}`);
  const baseUrl = server.address;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const admin = server.logins.find((login) => login.role === "admin" && !login.totpSecret);
  if (admin === undefined) throw new Error("no admin demo login");
  const signedIn = await apiSignIn(baseUrl, admin);
  const storageState = {
    cookies: [],
    origins: [
      {
        origin: baseUrl,
        localStorage: [
          {
            name: SESSION_STORAGE_KEY,
            value: JSON.stringify({ token: signedIn.token, playerId: signedIn.player }),
          },
        ],
      },
    ],
  };

  console.log(`\nInitial bundle: what index.html loads before anything renders (entry script,`);
  console.log(`its module preloads, the stylesheet), as built and gzip level 9; 1 KB = 1024 bytes`);
  const initial = await measureInitialBundle(distDir);
  console.log(formatBundles("initial (every page)", initial));
  console.log(formatLargest(initial));

  console.log(
    `\nEverything each page loaded until it was drawn (initial bundle + its lazy chunks)`,
  );
  const login = await measurePageBundles(browser, {
    baseUrl,
    distDir,
    path: "/login",
    ready: (page) => page.getByRole("button", { name: "Sign in", exact: true }).waitFor(),
  });
  console.log(formatBundles("login", login));
  console.log(formatLargest(login));
  const shell = await measurePageBundles(browser, {
    baseUrl,
    distDir,
    path: "/dashboard/subs",
    contextOptions: { storageState },
    ready: (page) => page.locator("#side-nav a[href]").first().waitFor(),
  });
  console.log(formatBundles("shell (admin, /dashboard/subs)", shell));
  console.log(formatLargest(shell));

  console.log(`\nTime to a rendered, interactive shell (stored session, cold cache, / → home)`);
  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const ms = await measureShellTime(browser, { baseUrl, storageState });
    times.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms`);
  }
  const medianMs = median(times);
  console.log(`median: ${medianMs.toFixed(0)} ms`);

  console.log(
    `\nUser list with ${SEED_PLAYERS} extra users: click on "Users" → first page rendered and idle`,
  );
  const listTimes = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const ms = await measureUsersListTime(browser, { baseUrl, storageState });
    listTimes.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms`);
  }
  const listMedianMs = median(listTimes);
  console.log(`median: ${listMedianMs.toFixed(0)} ms`);

  const jsGzip = initial.js.gzip;
  const jsMet = jsGzip <= BUDGET_INITIAL_JS_GZIP_BYTES;
  const timeMet = medianMs <= BUDGET_SHELL_MS;
  const listMet = listMedianMs <= BUDGET_USERS_LIST_MS;
  allMet = jsMet && timeMet && listMet;
  console.log(`\nBudgets`);
  console.log(
    `initial JS ≤ ${kb(BUDGET_INITIAL_JS_GZIP_BYTES)} gzip: ${kb(jsGzip)} — ${verdict(jsMet)}`,
  );
  console.log(
    `  (for information: login page loads ${kb(login.js.gzip)} of JS in all, the shell ${kb(shell.js.gzip)})`,
  );
  console.log(
    `interactive shell ≤ ${(BUDGET_SHELL_MS / 1000).toFixed(1)} s: ${(medianMs / 1000).toFixed(2)} s (median) — ${verdict(timeMet)}`,
  );
  console.log(
    `users list first page ≤ ${BUDGET_USERS_LIST_MS} ms: ${listMedianMs.toFixed(0)} ms (median) — ${verdict(listMet)}`,
  );
} finally {
  await browser?.close();
  await server.close();
}
if (options.strict && !allMet) process.exit(1);
