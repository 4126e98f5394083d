#!/usr/bin/env node
// `npm run bench:territories -w @canvass/console`: the campaign editor's territories sub-page
// (issue 19, decision 0032) in the system's headless Chromium against the reference server with
// a throwaway in-memory PGlite database (demo seed, 50 submissions).
// A campaign with 50 territory areas of 126 points each is stored through the API; then, from
// the signed-in shell, the router is sent to /campaign/{id}/edit/territories the way a tab link
// sends it, timed to the map interactive: the base layer drawn, all 50 areas drawn as polygons
// and the Draw button enabled (median of RUNS). Also prints the JS the page loads beyond the
// shell and checks that the map chunk is not loaded by the general sub-page.
// Options: --no-build (reuse dist/). Figures are printed, never asserted.
import { parseArgs } from "node:util";
import { startServer } from "@canvass/server/server";
import { chromium } from "playwright-core";
import { median } from "../scripts/bench/shell-timing.mjs";
import { buildConsole, DEFAULT_OUT_DIR } from "../scripts/build-console.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import {
  basicAuthorization,
  sessionStorageState,
  signInAdmin,
} from "../scripts/bench/signed-in.mjs";

const RUNS = 5;
const AREAS = 50;
const POINTS = 126;
const BUDGET_MS = 800;

const { values: options } = parseArgs({
  options: { "no-build": { type: "boolean", default: false } },
});

if (!options["no-build"]) {
  console.log(`building the console into ${DEFAULT_OUT_DIR}…`);
  const status = buildConsole();
  if (status !== 0) process.exit(status);
}

/** 50 areas on a grid around Toronto, each a closed ring of 126 positions (a wobbly circle). */
function territory() {
  const features = Array.from({ length: AREAS }, (_, n) => {
    const [cx, cy] = [-79.9 + (n % 10) * 0.1, 43.4 + Math.floor(n / 10) * 0.1];
    const ring = Array.from({ length: POINTS - 1 }, (_, i) => {
      const angle = (2 * Math.PI * i) / (POINTS - 1);
      const radius = 0.04 * (1 + 0.05 * Math.sin(i * 5));
      return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    });
    ring.push(ring[0]);
    return {
      type: "Feature",
      properties: { name: `Area ${n + 1}` },
      geometry: { type: "Polygon", coordinates: [ring] },
    };
  });
  return { type: "FeatureCollection", features };
}

/** Page-side: ms since `__benchStart` once the map is interactive with `want` areas. */
function mapReadyAt(want) {
  const { document } = globalThis;
  if (globalThis.__benchStart === undefined) return false;
  const map = document.querySelector('[data-slot="territory-map"][data-state="ready"]');
  if (map === null) return false;
  if (map.querySelectorAll("path.cv-territory").length < want) return false;
  const draw = [...map.querySelectorAll("button")].find((b) => b.textContent === "Draw an area");
  if (draw === undefined || draw.disabled) return false;
  return performance.now() - globalThis.__benchStart;
}

const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir: "memory://",
  seedAccounts: 50,
  consoleDir: DEFAULT_OUT_DIR,
  logger: false,
  log: () => undefined,
});
let browser;
const ms = (value) => `${value.toFixed(0)} ms`;
try {
  if (!server.servesConsole) throw new Error(`the server does not serve ${DEFAULT_OUT_DIR}`);
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const authorization = basicAuthorization(signedIn);
  const created = await fetch(`${baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ title: `Territories bench ${Date.now()}` }),
  });
  if (created.status !== 201) throw new Error(`create campaign: ${created.status}`);
  const { id } = await created.json();
  const body = new FormData();
  body.append(
    "file",
    new Blob([JSON.stringify(territory())], { type: "application/json" }),
    "territory.json",
  );
  const stored = await fetch(`${baseUrl}/assets/campaigns/${id}/settings/territory.json`, {
    method: "POST",
    headers: { authorization },
    body,
  });
  if (stored.status !== 201)
    throw new Error(`territory upload: ${stored.status} ${await stored.text()}`);
  console.log(`campaign ${id}: ${AREAS} areas of ${POINTS} points stored`);

  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

  /** A fresh signed-in shell on the campaign's general sub-page, with the scripts it loaded. */
  async function shellOnGeneral() {
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const scripts = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/campaign/${id}/edit/general`);
    await page.getByLabel("Title", { exact: true }).waitFor();
    return { context, page, scripts };
  }

  console.log(`\n/campaign/{id}/edit/general → territories (route change) → map interactive`);
  const times = [];
  let chunks = { general: [], territories: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const { context, page, scripts } = await shellOnGeneral();
    try {
      const before = scripts.length;
      await page.evaluate((path) => {
        const { history, window } = globalThis;
        globalThis.__benchStart = performance.now();
        history.pushState({}, "", path);
        window.dispatchEvent(new globalThis.PopStateEvent("popstate", { state: {} }));
      }, `/campaign/${id}/edit/territories`);
      const handle = await page.waitForFunction(mapReadyAt, AREAS, {
        polling: "raf",
        timeout: 60_000,
      });
      const time = await handle.jsonValue();
      times.push(time);
      if (run === 1)
        chunks = { general: scripts.slice(0, before), territories: scripts.slice(before) };
      console.log(`run ${run}: ${ms(time)}`);
    } finally {
      await context.close();
    }
  }
  const result = median(times);
  console.log(`median: ${ms(result)}`);
  console.log(
    `scripts loaded for territories beyond general: ${chunks.territories.join(", ") || "none"}`,
  );
  const leaked = chunks.general.filter((path) =>
    /TerritoryFields|territory-map|leaflet|active-map/i.test(path),
  );
  console.log(
    `map code loaded by the general sub-page: ${leaked.length === 0 ? "none" : leaked.join(", ")}`,
  );
  console.log(
    `\nBudget (issue 19): territories map interactive ≤ ${BUDGET_MS} ms with ${AREAS} × ${POINTS} points: ` +
      `${ms(result)} (median) — ${result <= BUDGET_MS ? "met" : "NOT met"}`,
  );
} finally {
  await browser?.close();
  await server.close();
}
