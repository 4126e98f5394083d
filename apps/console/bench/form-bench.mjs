#!/usr/bin/env node
// `npm run bench:form -w @canvass/console` (also part of `npm run bench`): the sign-up form
// builder (issue 19, decision 0031) in the system's headless Chromium against the reference
// server on a throw-away PGlite database (a small demo seed). A campaign with a form of 200
// fields (FORM_FIELDS) is created through the API; then, from the signed-in shell, the router is
// sent to /campaign/{id}/edit/form the way a tab link sends it (history entry + popstate), timed
// to "interactive": the 200 rows drawn, the phone preview holding 200 inputs and Save present.
// Median of RUNS; budget 500 ms. Options: --no-build (reuse dist/).
// Figures are printed, never asserted: they depend on the machine and its neighbours.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
const FORM_FIELDS = 200;
const BUDGET_MS = 500;

const { values: options } = parseArgs({
  options: { "no-build": { type: "boolean", default: false } },
});
if (!options["no-build"]) {
  console.log(`building the console into ${DEFAULT_OUT_DIR}…`);
  const status = buildConsole();
  if (status !== 0) process.exit(status);
}

/** A valid form of `count` fields: a section every 20 fields, the others of every input type. */
function bigForm(count) {
  const types = ["text", "email", "tel", "number", "date", "checkbox"];
  const fields = Array.from({ length: count }, (_, index) => {
    const name = `Field_${String(index + 1)}`;
    if (index % 20 === 0)
      return { name, type: "section", label: `Section ${String(index / 20 + 1)}` };
    if (index % 7 === 0) {
      return {
        name,
        type: "select",
        label: `Choice ${String(index + 1)}`,
        options: [
          { value: "a", display: "A" },
          { value: "b", display: "B" },
        ],
      };
    }
    return {
      name,
      type: types[index % types.length],
      label: `Field ${String(index + 1)}`,
      required: index % 3 === 0,
    };
  });
  return { version: 1, fields };
}

const dataDir = mkdtempSync(join(tmpdir(), "canvass-form-bench-"));
const server = await startServer({
  host: "127.0.0.1",
  port: 0,
  dataDir,
  seedAccounts: 100,
  consoleDir: DEFAULT_OUT_DIR,
  logger: false,
});
let browser;
try {
  const baseUrl = server.address;
  const signedIn = await signInAdmin(baseUrl, server.logins);
  const authorization = basicAuthorization(signedIn);
  const created = await fetch(`${baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ title: `Bench form ${String(Date.now())}` }),
  });
  if (created.status !== 201) throw new Error(`create campaign: ${created.status}`);
  const { id } = await created.json();
  const body = new FormData();
  body.append(
    "file",
    new Blob([JSON.stringify(bigForm(FORM_FIELDS))], { type: "application/json" }),
    "form.json",
  );
  const uploaded = await fetch(`${baseUrl}/api/assets/campaigns/${id}/form.json`, {
    method: "PUT",
    headers: { authorization },
    body,
  });
  if (!uploaded.ok)
    throw new Error(`upload form.json: ${uploaded.status} ${await uploaded.text()}`);

  const storageState = sessionStorageState(baseUrl, signedIn);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  console.log(
    `\n/campaign/{id}/edit/form with ${FORM_FIELDS} fields: route change from the shell → interactive`,
  );
  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/dashboard/subs");
    await page.locator("#side-nav a[href]").first().waitFor();
    await page.evaluate((path) => {
      globalThis.__benchStart = performance.now();
      globalThis.history.pushState({}, "", path);
      globalThis.window.dispatchEvent(new globalThis.PopStateEvent("popstate", { state: {} }));
    }, `/campaign/${id}/edit/form`);
    const handle = await page.waitForFunction(
      (want) => {
        const { document } = globalThis;
        const rows = document.querySelectorAll('[data-slot="form-field-row"]').length;
        const preview = document.querySelectorAll(
          '[data-slot="phone-frame-screen"] input, [data-slot="phone-frame-screen"] select',
        ).length;
        const save = [...document.querySelectorAll("button[type=submit]")].some(
          (button) => button.textContent === "Save",
        );
        return rows === want && preview >= want - 10 && save
          ? performance.now() - globalThis.__benchStart
          : false;
      },
      FORM_FIELDS,
      { polling: "raf", timeout: 60_000 },
    );
    const time = await handle.jsonValue();
    times.push(time);
    console.log(`run ${run}: ${time.toFixed(0)} ms`);
    await context.close();
  }
  const middle = median(times);
  console.log(`median: ${middle.toFixed(0)} ms`);
  console.log(
    `\nBudget (issue 19): form sub-page interactive ≤ ${BUDGET_MS} ms: ${middle.toFixed(0)} ms — ${middle <= BUDGET_MS ? "met" : "NOT met"}`,
  );
} finally {
  await browser?.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
