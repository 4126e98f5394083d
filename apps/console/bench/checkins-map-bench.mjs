#!/usr/bin/env node
// `npm run bench:checkins-map -w @canvass/console`: the /checkins map view with 10 000 check-ins
// (issue 22, decision 0059) in the system's headless Chromium against the reference server on a
// throwaway in-memory PGlite (demo seed of 80 000 submissions: 10 000 check-ins over 548 days).
// From the list (10 rows a page, a range covering every check-in), "Map view" is clicked and
// timed until every check-in is on the map (clusters and lone points adding up to the count);
// then, to show it stays smooth, 8 zoom steps in and out through the zoom buttons (each timed to
// the next painted frame after the redraw) and a 2-second drag pan, with the frame intervals
// (requestAnimationFrame) and the Long Animation Frames (script + render work over 50 ms) seen
// meanwhile. Options: --no-build (reuse dist/), --accounts N. Printed, never asserted.
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import { median } from "../scripts/bench/shell-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { sessionStorageState, signInAdmin } from "../scripts/bench/signed-in.mjs";

const RANGE = "600d-before";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    accounts: { type: "string", default: "80000" },
  },
});

if (!options["no-build"]) {
  console.log(`building the console into ${DEFAULT_OUT_DIR}…`);
  const status = buildConsole();
  if (status !== 0) process.exit(status);
}

const ms = (value) => `${value.toFixed(0)} ms`;
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN;
};

/** Page-side: what the map shows, once its base layer is drawn. */
function drawnOnMap() {
  const map = globalThis.document.querySelector('[data-slot="active-map"][data-state="ready"]');
  if (map === null) return { ready: false, total: 0, clusters: 0, lone: 0 };
  const clusters = [...map.querySelectorAll("[data-slot=active-map-cluster]")];
  const lone = map.querySelectorAll("[data-slot=active-map-marker]").length;
  return {
    ready: true,
    clusters: clusters.length,
    lone,
    total: clusters.reduce((sum, cluster) => sum + Number(cluster.dataset.count), lone),
  };
}

/** Page-side: starts recording frame intervals and long animation frames. */
function startFrames() {
  const state = { intervals: [], loafs: [], last: performance.now(), on: true };
  globalThis.__frames = state;
  const tick = (now) => {
    state.intervals.push(now - state.last);
    state.last = now;
    if (state.on) globalThis.requestAnimationFrame(tick);
  };
  globalThis.requestAnimationFrame(tick);
  try {
    const observer = new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.loafs.push({ duration: entry.duration, blocking: entry.blockingDuration ?? 0 });
      }
    });
    observer.observe({ type: "long-animation-frame", buffered: false });
    state.observer = observer;
  } catch {
    state.loafs = null;
  }
}

function stopFrames() {
  const state = globalThis.__frames;
  state.on = false;
  state.observer?.disconnect();
  return { intervals: state.intervals.slice(1), loafs: state.loafs };
}

/** Page-side: clicks a zoom button and answers the ms until two frames after the redraw. */
async function zoomStep(label) {
  const button = [...globalThis.document.querySelectorAll("button")].find(
    (candidate) => candidate.getAttribute("aria-label") === label,
  );
  const started = performance.now();
  button.click();
  await new Promise((resolve) => {
    globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve));
  });
  return performance.now() - started;
}

const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir: "memory://",
  seedAccounts: Number(options.accounts),
  consoleDir: DEFAULT_OUT_DIR,
  logger: false,
  log: () => undefined,
});
let browser;
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${DEFAULT_OUT_DIR}`);
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(`globalThis.__drawnOnMap = ${drawnOnMap.toString()};`);
  const page = await context.newPage();
  const listAnswer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/api/query/checkins/"),
  );
  await page.goto(`/checkins?range=${RANGE}&zone=UTC&size=10`);
  const { Count: count } = await (await listAnswer).json();
  await page.getByRole("button", { name: "Map view" }).waitFor();
  console.log(`/checkins: ${count} check-ins in range (the list shows 10)`);

  const started = Date.now();
  await page.getByRole("button", { name: "Map view" }).click();
  const want = Math.min(count, 10_000);
  const placed = await page.waitForFunction(
    (target) => {
      const seen = globalThis.__drawnOnMap();
      return seen.ready && seen.total >= target ? seen : false;
    },
    want,
    { polling: "raf", timeout: 120_000 },
  );
  const shown = await placed.jsonValue();
  const readyMs = Date.now() - started;
  console.log(
    `map view → every check-in drawn: ${ms(readyMs)} (${shown.total} in ${shown.clusters} clusters and ${shown.lone} lone points; ` +
      "includes reading them in pages of 1 000 and the map's lazy code)",
  );

  await page.evaluate(startFrames);
  const steps = [];
  for (const label of [
    "Zoom in",
    "Zoom in",
    "Zoom in",
    "Zoom in",
    "Zoom out",
    "Zoom out",
    "Zoom out",
    "Zoom out",
  ]) {
    steps.push(await page.evaluate(zoomStep, label));
  }
  const surface = await page.locator("[data-slot=active-map-surface]").boundingBox();
  if (surface !== null) {
    const x = surface.x + surface.width / 2;
    const y = surface.y + surface.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 60; i += 1) {
      await page.mouse.move(x - i * 4, y - i * 2);
      await page.waitForTimeout(33);
    }
    await page.mouse.up();
  }
  const frames = await page.evaluate(stopFrames);
  console.log(
    `zoom steps (click → redrawn and painted): median ${ms(median(steps))}, worst ${ms(Math.max(...steps))} over ${steps.length}`,
  );
  console.log(
    `frames during zooms and a 2 s drag: ${frames.intervals.length}, interval p50 ${ms(median(frames.intervals))}, p95 ${ms(p95(frames.intervals))}`,
  );
  if (frames.loafs === null) {
    console.log("long animation frames: the API is not available in this Chromium");
  } else {
    const worst = frames.loafs.reduce((max, loaf) => Math.max(max, loaf.duration), 0);
    console.log(
      `long animation frames (work over 50 ms in one frame): ${frames.loafs.length}, worst ${ms(worst)}`,
    );
  }
  await context.close();
} finally {
  await browser?.close();
  await server.close();
}
