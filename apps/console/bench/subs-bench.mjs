#!/usr/bin/env node
// `npm run bench:subs -w @canvass/console` (also the second half of `npm run bench`): the
// submissions list (issue 18) in the system's headless Chromium against the reference server
// over the server bench's database of 1 000 000 submissions — the same PGlite directory
// (apps/server/.bench-data/pglite-<n>/, git-ignored), seeded by the same demo seed on the
// first start when it is empty (a few minutes), reused afterwards. Prints:
//   - the JS /subs loads beyond the shell (gzip level 9);
//   - /subs with page size 1000: route change → 1000 rows drawn (median of RUNS);
//   - scrolling the 1000 rows, in untraced runs: frame intervals, each frame's main-thread time
//     (Performance API), long tasks and long animation frames — the verdict (decision 0087);
//     then one traced run: each frame's main-thread work split into script, render and GC;
//   - what the page allocates on the JS heap while it scrolls the 1000 rows (V8's sampling heap
//     profiler, garbage included): what the young-generation collections have to sweep, the
//     pauses behind the scroll's frames over 16 ms (decisions 0067, 0073);
//   - what Blink's garbage-collected heap (DOM, styles, layout) grows by a scrolled frame, read
//     from Chromium's memory dumps: the full collections it brings on (decision 0089);
//   - a filter change (Date option → Processed) → new rows drawn (median of RUNS);
//   - /lookup/{10 ids} (ten seeded submissions, newest first) → the first tab drawn (median of RUNS).
// Options: --no-build (reuse dist/), --accounts <n> (or BENCH_ACCOUNTS; default 1 000 000),
// --only js,open,scroll,alloc,blink,filter,lookup (a subset; default all), --scroll-runs <n> (untraced; default 5).
// Figures are printed, never asserted: they depend on the machine and its neighbours.
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import { formatLargest, kb, measurePageBundles } from "../scripts/bench/bundle-sizes.mjs";
import { median } from "../scripts/bench/shell-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import {
  basicAuthorization,
  sessionStorageState,
  signInAdmin,
} from "../scripts/bench/signed-in.mjs";
import {
  beyondShell,
  measureFilterChange,
  measureLookup,
  measureOpenThousand,
  measureScroll,
  percentile,
} from "./subs-timing.mjs";
import { measureScrollAllocation } from "./subs-allocation.mjs";
import { measureScrollBlinkHeap } from "./subs-blink-heap.mjs";

const RUNS = 5;
/** A frame later than one 60 Hz frame (16.7 ms) and the rAF timer's jitter. */
const LATE_FRAME_MS = 17;
const BUDGET = { openMs: 600, frameMs: 16, filterMs: 400, lookupMs: 400, jsGzip: 60 * 1024 };
const MEASURES = ["js", "open", "scroll", "alloc", "blink", "filter", "lookup"];

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    accounts: { type: "string", default: process.env.BENCH_ACCOUNTS ?? "1000000" },
    only: { type: "string", default: MEASURES.join(",") },
    "scroll-runs": { type: "string", default: "5" },
  },
});
const only = options.only.split(",").filter((name) => name !== "");
const unknown = only.filter((name) => !MEASURES.includes(name));
if (unknown.length > 0)
  throw new Error(`--only: ${unknown.join(", ")}; known: ${MEASURES.join(", ")}`);
const wants = (name) => only.includes(name);
const scrollRuns = Number(options["scroll-runs"]);
if (!Number.isInteger(scrollRuns) || scrollRuns < 1)
  throw new Error("--scroll-runs: a whole number ≥ 1");
const accounts = Number(options.accounts.replace(/_/g, ""));
if (!Number.isInteger(accounts) || accounts < 1) throw new Error("--accounts: a whole number ≥ 1");
const dataDir = fileURLToPath(
  new URL(`../../server/.bench-data/pglite-${accounts}`, import.meta.url),
);

// BENCH_CONSOLE_DIR: a console built elsewhere (to compare two builds without rebuilding).
const consoleDir = process.env.BENCH_CONSOLE_DIR ?? DEFAULT_OUT_DIR;

if (!options["no-build"] && process.env.BENCH_CONSOLE_DIR === undefined) {
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
const ms = (value) => `${value.toFixed(0)} ms`;
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${consoleDir}`);
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const common = { baseUrl, storageState };

  const budgets = [];

  if (wants("js")) {
    console.log("\nJS loaded for /subs beyond the shell (built files, gzip level 9)");
    const shell = await measurePageBundles(browser, {
      baseUrl,
      distDir: consoleDir,
      path: "/dashboard/subs",
      contextOptions: { storageState },
      ready: (page) => page.locator("#side-nav a[href]").first().waitFor(),
    });
    const subs = await measurePageBundles(browser, {
      baseUrl,
      distDir: consoleDir,
      path: "/subs",
      contextOptions: { storageState },
      ready: (page) =>
        page.locator('table[aria-label="Submissions"] tbody tr[data-slot=row]').first().waitFor(),
    });
    const extra = beyondShell(shell, subs);
    console.log(`/subs beyond the shell: ${kb(extra.min)} min / ${kb(extra.gzip)} gzip`);
    console.log(formatLargest(extra, 5));
    budgets.push(
      `JS for /subs beyond the shell ≤ ${kb(BUDGET.jsGzip)} gzip: ${kb(extra.gzip)} — ${verdict(extra.gzip <= BUDGET.jsGzip)}`,
    );
  }

  if (wants("open")) {
    console.log("\n/subs?size=1000: route change from the shell → 1000 rows drawn and idle");
    const openTimes = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const time = await measureOpenThousand(browser, common);
      openTimes.push(time);
      console.log(`run ${run}: ${ms(time)}`);
    }
    const openMedian = median(openTimes);
    console.log(`median: ${ms(openMedian)}`);
    budgets.push(
      `1000 rows drawn ≤ ${BUDGET.openMs} ms: ${ms(openMedian)} (median) — ${verdict(openMedian <= BUDGET.openMs)}`,
    );
  }

  if (wants("scroll")) {
    // The verdict reads the frames the way the issue asks (the Performance API, untraced runs):
    // a frame is late when its rAF interval passes one 60 Hz frame (16.7 ms, 17 with timer
    // jitter), and a long animation frame is one over 50 ms. A traced run then splits each
    // frame's main-thread work (script, render, GC) for diagnosis; the trace's own cost makes
    // it read higher (decisions 0055, 0087).
    const runs = [];
    for (let run = 1; run <= scrollRuns; run += 1) {
      console.log(`\nScrolling the 1000 rows top to bottom, 120 px a frame, run ${run}`);
      const scroll = await measureScroll(browser, common);
      printScrollFrames(scroll);
      runs.push({
        frames: scroll.intervals.length,
        late: scroll.intervals.filter((value) => value > LATE_FRAME_MS).length,
        longFrames: scroll.longFrames.length,
        timeP99: percentile(scroll.frameTimes, 99),
        timeMax: Math.max(...scroll.frameTimes),
      });
    }
    console.log(`\nScrolling the 1000 rows top to bottom, 120 px a frame, traced`);
    const traced = await measureScroll(browser, { ...common, traced: true });
    printScrollFrames(traced);
    printFrameWork(traced.work);
    const frames = runs.reduce((sum, run) => sum + run.frames, 0);
    const late = runs.reduce((sum, run) => sum + run.late, 0);
    const longFrames = runs.reduce((sum, run) => sum + run.longFrames, 0);
    const timeMax = Math.max(...runs.map((run) => run.timeMax));
    budgets.push(
      `scroll frames in time (Performance API, ${runs.length} untraced runs, ${frames} frames): ` +
        `${late} late (interval over ${LATE_FRAME_MS} ms), ${longFrames} long animation frames; ` +
        `main-thread time a frame max ${timeMax.toFixed(1)} ms — ${verdict(late === 0 && longFrames === 0)}`,
    );
  }

  if (wants("alloc")) {
    console.log("\nJS heap allocated while scrolling the 1000 rows (sampled, garbage included)");
    const allocation = await measureScrollAllocation(browser, common);
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `${mb(allocation.total)} over ${allocation.frames} frames (${(allocation.total / allocation.frames / 1024).toFixed(0)} KB a frame); most by:`,
    );
    for (const { name, bytes } of allocation.top)
      console.log(`  ${mb(bytes).padStart(8)}  ${name}`);
  }

  if (wants("blink")) {
    console.log(
      "\nGarbage-collected heaps while scrolling the 1000 rows (memory dumps every 20 frames)",
    );
    const { steps } = await measureScrollBlinkHeap(browser, common);
    const kbFrame = (bytes, frames) => `${(bytes / frames / 1024).toFixed(0)} KB`;
    for (const [index, step] of steps.entries())
      console.log(
        `frames ${index * step.frames + 1}–${(index + 1) * step.frames}: ` +
          (step.collected
            ? "a full collection ran (Blink's heap shrank)"
            : `Blink heap +${kbFrame(step.blink, step.frames)} a frame, V8 heap ${step.v8 >= 0 ? "+" : ""}${kbFrame(step.v8, step.frames)} a frame`),
      );
  }

  if (wants("filter")) {
    console.log(
      "\nFilter change on the 1000-row page (Date → Processed) → new rows drawn and idle",
    );
    const filterTimes = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const time = await measureFilterChange(browser, common);
      filterTimes.push(time);
      console.log(`run ${run}: ${ms(time)}`);
    }
    const filterMedian = median(filterTimes);
    console.log(`median: ${ms(filterMedian)}`);
    budgets.push(
      `filter change ≤ ${BUDGET.filterMs} ms: ${ms(filterMedian)} (median) — ${verdict(filterMedian <= BUDGET.filterMs)}`,
    );
  }

  if (wants("lookup")) {
    const listed = await fetch(`${baseUrl}/api/query/accounts/?PageSize=10&Fields=ID`, {
      headers: {
        authorization: basicAuthorization(signedIn),
      },
    });
    const ids = listed.ok ? ((await listed.json()).Accounts ?? []).map((row) => row.ID) : [];
    if (ids.length !== 10)
      throw new Error(`ten submission ids: ${listed.status}, ${ids.length} ids`);
    console.log(`\n/lookup/{10 ids} → the first submission's first tab drawn (${ids.join(",")})`);
    const lookupTimes = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const time = await measureLookup(browser, { ...common, ids });
      lookupTimes.push(time);
      console.log(`run ${run}: ${ms(time)}`);
    }
    const lookupMedian = median(lookupTimes);
    console.log(`median: ${ms(lookupMedian)}`);
    budgets.push(
      `/lookup/{10 ids} → first tab ≤ ${BUDGET.lookupMs} ms: ${ms(lookupMedian)} (median) — ${verdict(lookupMedian <= BUDGET.lookupMs)}`,
    );
  }

  console.log("\nBudgets (issue 18)");
  for (const line of budgets) console.log(line);
} finally {
  await browser?.close();
  await server.close();
}

/** One scroll run's frame facts: intervals, main-thread time a frame, long tasks and frames. */
function printScrollFrames(scroll) {
  const { intervals, frameTimes, longFrames } = scroll;
  const late = intervals.filter((value) => value > LATE_FRAME_MS).length;
  console.log(
    `intervals, ${intervals.length} frames: median ${median(intervals).toFixed(1)} ms, ` +
      `p95 ${percentile(intervals, 95).toFixed(1)} ms, max ${Math.max(...intervals).toFixed(1)} ms; ` +
      `late (over ${LATE_FRAME_MS} ms): ${late}`,
  );
  console.log(
    `main-thread time a frame (scroll event → after paint): median ${median(frameTimes).toFixed(1)} ms, ` +
      `p95 ${percentile(frameTimes, 95).toFixed(1)} ms, p99 ${percentile(frameTimes, 99).toFixed(1)} ms, ` +
      `max ${Math.max(...frameTimes).toFixed(1)} ms`,
  );
  const most = (key) => Math.max(...longFrames.map((frame) => frame[key])).toFixed(0);
  console.log(
    `long tasks (> 50 ms): ${scroll.longTasks.length}; long animation frames: ${longFrames.length}` +
      `${longFrames.length > 0 ? ` (max ${most("duration")} ms, script ≤ ${most("script")} ms, render ≤ ${most("render")} ms)` : ""}; ` +
      `rows in the DOM at the end: ${scroll.domRows}, last row ${scroll.lastRowIndex - 1}`,
  );
}

/** A traced run's main-thread work a frame from the trace: CPU time, script, render, GC. */
function printFrameWork({ frames: work, threadTime }) {
  const of = (key, p) =>
    percentile(
      work.map((frame) => frame[key]),
      p,
    );
  const over = work.filter((frame) => frame.work > BUDGET.frameMs);
  console.log(
    `main-thread work a frame from the trace (${threadTime ? "CPU" : "wall"} time, ${work.length} frames): ` +
      `median ${of("work", 50).toFixed(1)} ms, p95 ${of("work", 95).toFixed(1)} ms, ` +
      `p99 ${of("work", 99).toFixed(1)} ms, max ${Math.max(...work.map((frame) => frame.work)).toFixed(1)} ms; over ${BUDGET.frameMs} ms: ${over.length}`,
  );
  console.log(
    `  script p95 ${of("script", 95).toFixed(1)} ms, render p95 ${of("render", 95).toFixed(1)} ms, ` +
      `GC p95 ${of("gc", 95).toFixed(1)} ms; wall time of the same tasks p95 ${of("wall", 95).toFixed(1)} ms`,
  );
  if (over.length > 0)
    console.log(
      `  frames over ${BUDGET.frameMs} ms (work / script / render / GC): ` +
        over
          .map((frame) =>
            [frame.work, frame.script, frame.render, frame.gc]
              .map((ms) => ms.toFixed(1))
              .join(" / "),
          )
          .join("; "),
    );
}
