#!/usr/bin/env node
// `npm run bench:checkins-list -w @canvass/console`: the /checkins first page with 100 000
// check-ins in its range (issue 22: "the first page with thumbnails interactive ≤ 500 ms,
// thumbnails after the rows"), timed in the system's headless Chromium against the reference
// server. It opens the server bench's database (apps/server/.bench-data/pglite-<n>/, n = 20 000
// by default), into which `npm run bench:checkins -w @canvass/server` has just put 100 000
// check-ins of the last 20 hours (a third with a picture) and worked out their geofence flags:
// run that first (it also gives the server-side figures); this bench refuses to time fewer than
// --checkins check-ins in the default range (the last day). Prints, each the median of RUNS fresh
// browser contexts (cold HTTP cache) after one warm-up:
//   - a cold load of /checkins (the default: last day, 50 rows): navigation start → the rows
//     drawn, and → every thumbnail in the viewport drawn (image decoded);
//   - the route change from a light screen (/feedback) to /checkins → the same two moments.
// With each run, CPU times that the machine's load hardly changes, from the start to the
// thumbnails drawn: Chromium's (every process of the browser, from DevTools'
// `SystemInfo.getProcessInfo`) and this process's, which runs the server (and the Playwright
// client). The two mostly take turns (the page waits for the server's answer), so their sum is
// about the wall time an idle machine would show. Options: --no-build (reuse dist/), --accounts <n> (or BENCH_ACCOUNTS; default 20 000),
// --checkins <n> (default 100 000). Figures are printed, never asserted.
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import { benchContext, changeRoute, openLightScreen } from "../scripts/bench/route-change.mjs";
import { median } from "../scripts/bench/shell-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import {
  basicAuthorization,
  sessionStorageState,
  signInAdmin,
} from "../scripts/bench/signed-in.mjs";

const RUNS = 5;
const BUDGET_MS = 500;
const CHECKINS = "/checkins?zone=UTC";
const LIGHT_SCREEN = "/feedback";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    accounts: { type: "string", default: process.env.BENCH_ACCOUNTS ?? "20000" },
    checkins: { type: "string", default: "100000" },
  },
});
const wholeNumber = (name, text) => {
  const value = Number(text.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}: a whole number ≥ 1`);
  return value;
};
const accounts = wholeNumber("accounts", options.accounts);
const wanted = wholeNumber("checkins", options.checkins);
const dataDir = fileURLToPath(
  new URL(`../../server/.bench-data/pglite-${accounts}`, import.meta.url),
);

/**
 * Page-side, every animation frame: `{ rows, thumbnails }`, the ms since `__benchStart` (0 for a
 * document load: navigation start) at which the rows were first seen drawn and at which every
 * thumbnail in the viewport was first seen decoded; false until both are.
 */
function firstPageMoments() {
  const { document, innerHeight } = globalThis;
  const start = globalThis.__benchStart ?? 0;
  const seen = (globalThis.__benchSeen ??= {});
  const table = document.querySelector('table[aria-label="Check-ins"]');
  const rows = table === null ? 0 : table.querySelectorAll("tbody tr[data-slot=row]").length;
  if (rows === 0) return false;
  seen.rows ??= performance.now() - start;
  const inView = [...table.querySelectorAll("[data-slot=checkin-picture]")].filter((box) => {
    const rect = box.getBoundingClientRect();
    return rect.bottom > 0 && rect.top < innerHeight;
  });
  if (inView.length === 0) return false;
  const drawn = inView.every((box) => {
    const image = box.querySelector("img");
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  if (!drawn) return false;
  seen.thumbnails ??= performance.now() - start;
  return { rows: seen.rows, thumbnails: seen.thumbnails, shown: inView.length, drawnRows: rows };
}

/** DevTools on the browser itself (set once Chromium runs): per-process CPU times. */
let browserDevTools;

/** CPU seconds so far of each Chromium process, by id. */
async function chromiumCpu() {
  const { processInfo } = await browserDevTools.send("SystemInfo.getProcessInfo");
  return new Map(processInfo.map((info) => [info.id, info.cpuTime]));
}

/** Chromium's CPU ms since `before` (processes gone since are left out; new ones count whole). */
async function chromiumCpuSince(before) {
  let seconds = 0;
  for (const [id, cpuTime] of await chromiumCpu()) seconds += cpuTime - (before.get(id) ?? 0);
  return seconds * 1000;
}

async function cpuMark() {
  return { chromium: await chromiumCpu(), process: cpuMs() };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Waits for the first page's moments; adds the CPU spent since `before` (a `cpuMark`). */
async function waitForFirstPage(page, before) {
  const handle = await page.waitForFunction(firstPageMoments, undefined, {
    polling: "raf",
    timeout: 60_000,
  });
  const moments = await handle.jsonValue();
  return {
    ...moments,
    chromiumMs: await chromiumCpuSince(before.chromium),
    processMs: cpuMs() - before.process,
  };
}

/** A fresh context opens /checkins: navigation start → rows, → thumbnails in view. */
async function measureColdLoad(browser, common) {
  const context = await benchContext(browser, common);
  try {
    const page = await context.newPage();
    const before = await cpuMark();
    await page.goto(CHECKINS, { waitUntil: "commit" });
    return await waitForFirstPage(page, before);
  } finally {
    await context.close();
  }
}

/**
 * A fresh context shows a light screen; then the router is sent to /checkins the way the menu's
 * link sends it (history entry + popstate). The screen's lazy chunk, the list call and the
 * pictures are inside the measured time.
 */
async function measureRouteChange(browser, common) {
  const context = await benchContext(browser, common);
  try {
    const page = await context.newPage();
    await openLightScreen(page, LIGHT_SCREEN);
    const before = await cpuMark();
    await changeRoute(page, CHECKINS);
    return await waitForFirstPage(page, before);
  } finally {
    await context.close();
  }
}

const ms = (value) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function runs(name, measure) {
  await measure(); // warm-up: the server's caches and the file cache, not counted
  const results = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measure();
    results.push(result);
    console.log(
      `run ${run}: rows ${ms(result.rows)}, thumbnails in view (${result.shown}) ${ms(result.thumbnails)}; ` +
        `CPU: Chromium ${ms(result.chromiumMs)}, server process ${ms(result.processMs)} (load ${loadavg()[0].toFixed(2)})`,
    );
  }
  const rows = median(results.map((result) => result.rows));
  const thumbnails = median(results.map((result) => result.thumbnails));
  const worst = Math.max(...results.map((result) => result.thumbnails));
  const chromiumMs = median(results.map((result) => result.chromiumMs));
  const processMs = median(results.map((result) => result.processMs));
  console.log(
    `${name}: rows median ${ms(rows)}; thumbnails median ${ms(thumbnails)}, worst ${ms(worst)}; ` +
      `CPU medians: Chromium ${ms(chromiumMs)}, server process ${ms(processMs)}`,
  );
  return { rows, thumbnails, chromiumMs, processMs };
}

if (!options["no-build"]) {
  console.log(`building the console into ${DEFAULT_OUT_DIR}…`);
  const status = buildConsole();
  if (status !== 0) process.exit(status);
}

console.log(`database: PGlite at ${dataDir} (the server bench's; seeded on first use)`);
const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir,
  seedAccounts: accounts,
  consoleDir: DEFAULT_OUT_DIR,
  logger: false,
  log: (line) => {
    console.log(`  ${line}`);
  },
});
let browser;
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${DEFAULT_OUT_DIR}`);
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  browserDevTools = await browser.newBrowserCDPSession();
  const common = { baseUrl, storageState };

  // How many the page's range holds: the console's own first request says (Count).
  const probe = await benchContext(browser, common);
  const page = await probe.newPage();
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/query/checkins/",
    { timeout: 300_000 },
  );
  const started = Date.now();
  await page.goto(CHECKINS);
  const listed = await answer;
  const { Count: count } = await listed.json();
  console.log(
    `${CHECKINS}: ${count} check-ins in the default range (first answer ${ms(Date.now() - started)}, ` +
      "untimed: it includes any geofence check still owed)",
  );
  await probe.close();
  if (count < wanted) {
    throw new Error(
      `${count} check-ins in range, fewer than ${wanted}: run \`npm run bench:checkins -w @canvass/server\` ` +
        `(BENCH_ACCOUNTS=${accounts}) first, then this bench within a few hours`,
    );
  }
  // The same list over HTTP alone, for comparison with the server bench.
  const apiUrl = new URL(listed.url());
  const apiTimes = [];
  const apiCpu = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    const t0 = performance.now();
    const cpu0 = cpuMs();
    const response = await fetch(apiUrl, {
      headers: { authorization: basicAuthorization(signedIn) },
    });
    await response.arrayBuffer();
    if (i > 0) {
      apiTimes.push(performance.now() - t0);
      apiCpu.push(cpuMs() - cpu0);
    }
  }
  console.log(
    `the list call alone (HTTP, no browser): median ${ms(median(apiTimes))}, CPU ${ms(median(apiCpu))}`,
  );

  console.log(`\n${CHECKINS}, fresh context: navigation start → rows; → thumbnails in view`);
  const cold = await runs("cold load", () => measureColdLoad(browser, common));

  console.log(`\n${LIGHT_SCREEN} → ${CHECKINS} (route change) → rows; → thumbnails in view`);
  const route = await runs("route change", () => measureRouteChange(browser, common));

  const met = route.thumbnails <= BUDGET_MS;
  console.log(`\nBudget (issue 22), load average now ${load()}`);
  console.log(
    `first page with thumbnails ≤ ${BUDGET_MS} ms with ${count} check-ins in range: route change → ` +
      `rows ${ms(route.rows)}, thumbnails ${ms(route.thumbnails)} (medians) — ${met ? "met" : "NOT met"}; ` +
      `cold load (shell included) rows ${ms(cold.rows)}, thumbnails ${ms(cold.thumbnails)}`,
  );
  console.log(
    `CPU of the route change (medians, load-independent): Chromium ${ms(route.chromiumMs)} + ` +
      `server process ${ms(route.processMs)} = ${ms(route.chromiumMs + route.processMs)}`,
  );
} finally {
  await browser?.close();
  await server.close();
}
