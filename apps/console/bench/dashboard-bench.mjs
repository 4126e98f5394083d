#!/usr/bin/env node
// `npm run bench:dashboard -w @canvass/console`: the subs dashboard (issue 20) in the system's
// headless Chromium against the reference server over the server bench's database of 1 000 000
// submissions — the same PGlite directory (apps/server/.bench-data/pglite-<n>/, git-ignored),
// seeded by the demo seed on the first start when it is empty, reused afterwards. Prints:
//   - the initial bundle (what index.html loads) and whether it holds chart code (ECharts);
//   - the JS the dashboard loads beyond a light screen's (its lazy chunk with ECharts);
//   - a cold load of /dashboard/subs over the last 90 days: navigation start → every panel drawn
//     (KPI tiles, every chart's SVG or its empty placeholder, the leaderboard and the cohort);
//   - the route change from a light screen (/feedback) to the same dashboard → every panel drawn.
// Both timings are the median of RUNS fresh browser contexts (cold HTTP cache each), after one
// warm-up that fills the server's caches; each context's page is opened once Chromium has built
// its new window (quiet-page.mjs, decision 0088), and the timing starts at the navigation; each run also prints the CPU time Chromium (every
// process it runs) and this process (the server with PGlite, and the driver) used for it, which
// hardly depends on the machine's load. Options: --no-build (reuse dist/), --accounts <n> (or
// BENCH_ACCOUNTS; default 1 000 000), --console-dir <dir> (serve another build, e.g. the one
// before a change, to compare; implies --no-build), --waterfall (print the last cold load's
// requests: start → end in ms from navigation start), --runs <n> (default 5), --cold-only (the
// bundles and the cold load only: a shorter run on a loaded machine). Figures are printed, never
// asserted.
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import {
  formatBundles,
  formatLargest,
  kb,
  measureInitialBundle,
  measurePageBundles,
} from "../scripts/bench/bundle-sizes.mjs";
import { childrenCpuMs, ownCpuMs } from "../scripts/bench/process-cpu.mjs";
import { quietPage } from "../scripts/bench/quiet-page.mjs";
import { benchContext, changeRoute, openLightScreen } from "../scripts/bench/route-change.mjs";
import { median } from "../scripts/bench/shell-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { sessionStorageState, signInAdmin } from "../scripts/bench/signed-in.mjs";
import { beyondShell } from "./subs-timing.mjs";

const BUDGET = { panelsMs: 1200, initialJsGzip: 150 * 1024 };
const DASHBOARD = "/dashboard/subs?range=90d-before&tz=UTC";
const LIGHT_SCREEN = "/feedback";
/** A string of ECharts' core that survives minification (the dashboard e2e looks for it too). */
const ECHARTS_MARK = "_echarts_instance_";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    accounts: { type: "string", default: process.env.BENCH_ACCOUNTS ?? "1000000" },
    "console-dir": { type: "string" },
    waterfall: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    "cold-only": { type: "boolean", default: false },
  },
});
const consoleDir = resolve(options["console-dir"] ?? DEFAULT_OUT_DIR);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs: a whole number ≥ 1");
const accounts = Number(options.accounts.replace(/_/g, ""));
if (!Number.isInteger(accounts) || accounts < 1) throw new Error("--accounts: a whole number ≥ 1");
const dataDir = fileURLToPath(
  new URL(`../../server/.bench-data/pglite-${accounts}`, import.meta.url),
);

/**
 * Page-side: `performance.now()` at the first frame where every panel is drawn, else false.
 * `start` is the moment to count from (0 for a document load: navigation start).
 */
function panelsDrawnAt() {
  const { document } = globalThis;
  const start = globalThis.__benchStart ?? 0;
  const board = document.querySelector("[data-slot=dashboard]");
  if (board === null || board.getAttribute("data-state") !== "ready") return false;
  if (board.querySelectorAll("[data-slot=dashboard-kpis] [data-slot=kpi-value]").length === 0) {
    return false;
  }
  const frames = [...board.querySelectorAll("[data-slot=chart-frame]")];
  if (frames.length === 0) return false;
  const drawn = frames.every(
    (frame) =>
      frame.querySelector("[data-slot=chart-placeholder]") !== null ||
      frame.querySelector("[data-slot=chart-canvas] svg path") !== null,
  );
  const tables = board.querySelectorAll("[data-slot=dashboard-table-panel] table").length;
  return drawn && tables >= 2 ? performance.now() - start : false;
}

/** Page-side: every request so far, from navigation start (ms), with its size on the wire. */
function requestsSoFar() {
  return performance.getEntriesByType("resource").map((entry) => ({
    name: entry.name.replace(globalThis.location.origin, ""),
    start: entry.startTime,
    end: entry.responseEnd,
    bytes: entry.encodedBodySize,
  }));
}

let lastWaterfall = [];
/** CPU so far when the last run's navigation started (after its window was built). */
let runStart = { browser: 0, server: 0 };

/** A quiet page in `context`; the run's CPU counts from here. */
async function startRun(context) {
  const { page } = await quietPage(context);
  runStart = { browser: childrenCpuMs(), server: ownCpuMs() };
  return page;
}

/** A fresh context opens the dashboard: navigation start → every panel drawn. */
async function measureColdLoad(browser, common) {
  const context = await benchContext(browser, common);
  try {
    const page = await startRun(context);
    await page.goto(DASHBOARD, { waitUntil: "commit" });
    const handle = await page.waitForFunction(panelsDrawnAt, undefined, {
      polling: "raf",
      timeout: 60_000,
    });
    const drawn = await handle.jsonValue();
    if (options.waterfall) lastWaterfall = await page.evaluate(requestsSoFar);
    return drawn;
  } finally {
    await context.close();
  }
}

/**
 * A fresh context shows a light screen; then the router is sent to the dashboard the way the
 * menu's link sends it (history entry + popstate), timed to every panel drawn. The dashboard's
 * lazy chunk (with ECharts), the pages and the dashboard call are inside the measured time.
 */
async function measureRouteChange(browser, common) {
  const context = await benchContext(browser, common);
  try {
    const page = await startRun(context);
    await openLightScreen(page, LIGHT_SCREEN);
    await changeRoute(page, DASHBOARD);
    const handle = await page.waitForFunction(panelsDrawnAt, undefined, {
      polling: "raf",
      timeout: 60_000,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

async function runs(name, measure) {
  await measure(); // warm-up: the server's first answer for this range, not counted
  const times = [];
  const browserCpu = [];
  const serverCpu = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const time = await measure();
    const before = runStart;
    // The closed context's renderer exits; its CPU counts once Chromium has reaped it.
    await new Promise((done) => setTimeout(done, 200));
    browserCpu.push(childrenCpuMs() - before.browser);
    serverCpu.push(ownCpuMs() - before.server);
    times.push(time);
    console.log(
      `run ${run}: ${time.toFixed(0)} ms (load ${loadavg()[0].toFixed(2)}; CPU Chromium ${browserCpu.at(-1).toFixed(0)} ms, server ${serverCpu.at(-1).toFixed(0)} ms)`,
    );
  }
  const result = median(times);
  console.log(
    `${name}: median ${result.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms; CPU median Chromium ${median(browserCpu).toFixed(0)} ms, server ${median(serverCpu).toFixed(0)} ms`,
  );
  return result;
}

if (!options["no-build"] && options["console-dir"] === undefined) {
  console.log(`building the console into ${DEFAULT_OUT_DIR}…`);
  const status = buildConsole();
  if (status !== 0) process.exit(status);
}

console.log(`database: PGlite at ${dataDir} (${accounts} submissions; seeded on first use)`);
const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir,
  seedAccounts: accounts,
  consoleDir,
  logger: false,
  log: (line) => {
    console.log(`  ${line}`);
  },
});
let browser;
const verdict = (met) => (met ? "met" : "NOT met");
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${consoleDir}`);
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const common = { baseUrl, storageState };

  console.log("\nInitial bundle (index.html's scripts, preloads and stylesheet; gzip level 9)");
  const initial = await measureInitialBundle(consoleDir);
  console.log(formatBundles("initial", initial));
  const chartsInInitial = [];
  for (const file of initial.files.filter((item) => item.kind === "js")) {
    const text = await readFile(join(consoleDir, decodeURIComponent(file.pathname)), "utf8");
    if (text.includes(ECHARTS_MARK)) chartsInInitial.push(file.pathname);
  }
  console.log(
    `chart code (ECharts) in the initial bundle: ${chartsInInitial.length === 0 ? "none" : chartsInInitial.join(", ")}`,
  );

  if (!options["cold-only"]) await beyondLightScreen(browser, baseUrl, storageState);

  console.log(`\n${DASHBOARD}, fresh context: navigation start → every panel drawn`);
  const cold = await runs("cold load", () => measureColdLoad(browser, common));
  if (options.waterfall) {
    console.log("last cold load's requests (ms from navigation start, bytes on the wire):");
    for (const request of lastWaterfall.toSorted((a, b) => a.start - b.start)) {
      console.log(
        `  ${request.start.toFixed(0).padStart(5)} → ${request.end.toFixed(0).padStart(5)} ${String(request.bytes).padStart(7)}  ${request.name.slice(0, 100)}`,
      );
    }
  }

  let route;
  if (!options["cold-only"]) {
    console.log(`\n${LIGHT_SCREEN} → ${DASHBOARD} (route change) → every panel drawn`);
    route = await runs("route change", () => measureRouteChange(browser, common));
  }

  console.log(
    `\nBudgets (issue 20), load average now ${loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    `initial JS ≤ ${kb(BUDGET.initialJsGzip)} gzip: ${kb(initial.js.gzip)} — ${verdict(initial.js.gzip <= BUDGET.initialJsGzip)}`,
  );
  console.log(`no chart code in the initial bundle — ${verdict(chartsInInitial.length === 0)}`);
  const routeText = route === undefined ? "not measured" : `${route.toFixed(0)} ms`;
  console.log(
    `navigation → every panel ≤ ${BUDGET.panelsMs} ms: cold load ${cold.toFixed(0)} ms, route change ${routeText} (medians) — ${verdict(cold <= BUDGET.panelsMs && (route === undefined || route <= BUDGET.panelsMs))}`,
  );
} finally {
  await browser?.close();
  await server.close();
}

/** The JS the dashboard loads beyond the light screen's. */
async function beyondLightScreen(browser, baseUrl, storageState) {
  console.log(`\nJS the dashboard loads beyond ${LIGHT_SCREEN}'s (built files, gzip level 9)`);
  const light = await measurePageBundles(browser, {
    baseUrl,
    distDir: consoleDir,
    path: LIGHT_SCREEN,
    contextOptions: { storageState },
    ready: (page) => page.locator("#side-nav a[href]").first().waitFor(),
  });
  const board = await measurePageBundles(browser, {
    baseUrl,
    distDir: consoleDir,
    path: DASHBOARD,
    contextOptions: { storageState },
    ready: (page) =>
      page.waitForFunction(panelsDrawnAt, undefined, { polling: "raf", timeout: 60_000 }),
  });
  const extra = beyondShell(light, board);
  console.log(`dashboard beyond ${LIGHT_SCREEN}: ${kb(extra.min)} min / ${kb(extra.gzip)} gzip`);
  console.log(formatLargest(extra, 3));
}
