#!/usr/bin/env node
// Local visual regression and accessibility test: every story, light and dark, rendered in the
// system Chromium from a static Storybook build; screenshots compared with the committed
// baselines in visual/baselines; the axe run Storybook's a11y addon makes on each render fails
// the render on any finding (capture.mjs).
//
//   npm run test:visual -w @canvass/ui                 build Storybook, compare, check axe
//   npm run test:visual -w @canvass/ui -- --update     accept the current renders as baselines
//   options: --filter <text> (story ids containing it), --no-build (reuse storybook-static)
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { captureStory, watchStoryOutcome } from "./capture.mjs";
import { comparePng } from "./compare.mjs";
import { serveStatic } from "./static-server.mjs";

const PACKAGE_DIR = join(import.meta.dirname, "..", "..");
const BASELINES = join(PACKAGE_DIR, "visual", "baselines");
const DIFFS = join(PACKAGE_DIR, "visual", "diffs");
const THEMES = /** @type {const} */ (["light", "dark"]);
/** Renders of one story and theme before a difference or an error counts as a failure. */
const ATTEMPTS = 2;

const { values: options } = parseArgs({
  options: {
    update: { type: "boolean", default: false },
    filter: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "static-dir": { type: "string", default: join(PACKAGE_DIR, "storybook-static") },
  },
});
const staticDir = options["static-dir"];

if (!options["no-build"] || !existsSync(join(staticDir, "index.json"))) {
  console.log("building Storybook…");
  execFileSync("npx", ["storybook", "build", "--quiet", "--output-dir", staticDir], {
    cwd: PACKAGE_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    // Stories only, no docs pages: the build skips react-docgen (.storybook/main.ts).
    env: { ...process.env, CANVASS_VISUAL_BUILD: "1" },
  });
}

const index = JSON.parse(await readFile(join(staticDir, "index.json"), "utf8"));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === "story" && !entry.tags?.includes("no-visual"))
  .filter((entry) => !options.filter || entry.id.includes(options.filter))
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
// A story tagged `visual-own-document` leaves state in its document that outlives it (listeners
// on the document, a drag under way): it loads a document of its own, and the next story too.
const jobs = stories.flatMap((entry) =>
  THEMES.map((theme) => ({
    storyId: entry.id,
    theme,
    ownDocument: entry.tags?.includes("visual-own-document") === true,
  })),
);

await mkdir(BASELINES, { recursive: true });
await rm(DIFFS, { recursive: true, force: true });
const server = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const failures = [];
const counts = { same: 0, identical: 0, updated: 0, created: 0 };
try {
  // One browser context and page per theme: each page shows its theme's stories one after
  // another in one preview document (capture.mjs switches stories inside it), so the theme never
  // changes under a loaded document. Pages sharing a context sometimes painted a tall capture
  // with its top repeated below.
  const worker = async (/** @type {typeof THEMES[number]} */ theme) => {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      timezoneId: "UTC",
      locale: "en-CA",
    });
    await context.addInitScript(watchStoryOutcome);
    const page = await context.newPage();
    for (const job of jobs.filter((item) => item.theme === theme)) {
      const name = `${job.storyId}--${job.theme}`;
      // A render that differs or fails is taken again, in a freshly loaded document of its own,
      // before it counts: on a loaded CI machine a play function or a late paint now and then
      // misses its moment, and no story can then blame the one shown before it. A real change
      // fails every attempt.
      for (let attempt = 1; ; attempt += 1) {
        const problems = await renderAndCompare(page, { ...job, fresh: attempt > 1 }, name);
        if (problems.length === 0) break;
        if (attempt >= ATTEMPTS) {
          failures.push(...problems);
          break;
        }
        console.log(`visual: ${name} taken again after: ${problems.join("; ")}`);
      }
    }
    await context.close();
  };
  await Promise.all(THEMES.map(worker));
} finally {
  await browser.close();
  await server.close();
}

if (!options.filter) await checkStaleBaselines();

console.log(
  `visual: ${jobs.length} renders of ${stories.length} stories: ${counts.same} unchanged (${counts.identical} byte for byte), ` +
    `${counts.updated} updated, ${counts.created} new baselines, ${failures.length} failures`,
);
for (const failure of failures) console.error(`  ✗ ${failure}`);
if (failures.length > 0) {
  console.error(
    `diff images: ${DIFFS}\naccept intended changes with: npm run test:visual -w @canvass/ui -- --update`,
  );
  process.exit(1);
}

/** Renders one job, checks axe and compares with its baseline; returns the problems found. */
async function renderAndCompare(page, job, name) {
  try {
    const { png, violations } = await captureStory(page, { baseUrl: server.url, ...job });
    const problems = violations.map(
      (violation) =>
        `${name}: axe ${violation.impact} ${violation.id} (${violation.help}) at ${violation.targets.join(", ")}`,
    );
    const difference = await compareWithBaseline(name, png);
    return difference === undefined ? problems : [...problems, difference];
  } catch (error) {
    return [`${name}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** Compares (or, with --update, stores) one render; returns the difference, if any. */
async function compareWithBaseline(name, png) {
  const file = join(BASELINES, `${name}.png`);
  if (!existsSync(file)) {
    if (!options.update) return `${name}: no baseline (run with --update to create it)`;
    await writeFile(file, png);
    counts.created += 1;
    return undefined;
  }
  const result = comparePng(await readFile(file), png);
  if (result.same) {
    counts.same += 1;
    if (result.identical) counts.identical += 1;
    return undefined;
  }
  if (options.update) {
    await writeFile(file, png);
    counts.updated += 1;
    return undefined;
  }
  await mkdir(DIFFS, { recursive: true });
  await writeFile(join(DIFFS, `${name}.actual.png`), png);
  if (result.diff) await writeFile(join(DIFFS, `${name}.diff.png`), result.diff);
  const where = result.region
    ? ` in the region x=${result.region.x} y=${result.region.y} ${result.region.width}×${result.region.height}`
    : "";
  return `${name}: ${result.reason}${where}`;
}

async function checkStaleBaselines() {
  const expected = new Set(jobs.map((job) => `${job.storyId}--${job.theme}.png`));
  for (const file of await readdir(BASELINES)) {
    if (expected.has(file)) continue;
    if (options.update) await rm(join(BASELINES, file));
    else
      failures.push(
        `${file}: baseline of a story that no longer exists (run with --update to remove it)`,
      );
  }
}
