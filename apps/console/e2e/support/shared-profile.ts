/**
 * The suite's shared warm profile (decision 0084): a second Chromium, launched once by the
 * global setup with a profile on disk, whose one context every test file reaches over the
 * DevTools protocol (`warmCdpUrl`). A test's first page opens in it (support/warm-context.ts),
 * so it loads the console from an HTTP cache (with V8's code cache) that every earlier file and
 * user filled. A new incognito context starts cold: a first load of /subs in one cost 7.6–9.5
 * Chromium CPU s, a new page of the shared profile opened by another connection 3.0–3.2.
 *
 * Its pages are the suite's as a new context's are through its options: en-CA and Toronto time
 * through this launch's options, loopback only through its proxy, and the size and reduced motion
 * set on each page (warm-context.ts). Answers of the API
 * carry `Vary: Authorization`, so one user's cached answer never serves another's request.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { LOCALE, LOOPBACK_ONLY, TIMEZONE } from "./context-defaults";

/**
 * A static file of the server the keeper page shows: it holds the server origin's renderer
 * process (`--process-per-site`) for the whole run, with nothing of the console running in it.
 */
export const KEEPER_PATH = "/brand/canvass.svg";

export interface SharedProfile {
  /** Where a test file connects (`chromium.connectOverCDP`). */
  readonly cdpUrl: string;
  /** The browser process, for the CPU figures. */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/** The browser process this process launched with `dir` as its profile (a persistent context has no `browser()`). */
function browserPidOf(dir: string): number | undefined {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === process.pid && args.includes(`--user-data-dir=${dir}`)) return Number(name);
    } catch {
      // gone since the listing
    }
  }
  return undefined;
}

export async function launchSharedProfile(baseUrl: string): Promise<SharedProfile> {
  const dir = mkdtempSync(join(tmpdir(), "canvass-e2e-profile-"));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--process-per-site", "--remote-debugging-port=0"],
      // What a new context's options set. This launch's connection sets up every page of the
      // context, also those the test files open: the language and the time zone hold there
      // (checked in a page); reduced motion does not, so each page asks for it (warm-context.ts).
      locale: LOCALE,
      timezoneId: TIMEZONE,
      env: { ...process.env, TZ: TIMEZONE },
      serviceWorkers: "block",
      proxy: LOOPBACK_ONLY,
      // Each test's page sets its own size (warm-context.ts): no size forced on every page here.
      viewport: null,
    });
    const keeper = context.pages()[0] ?? (await context.newPage());
    await keeper.goto(new URL(KEEPER_PATH, baseUrl).href);
    const port = readFileSync(join(dir, "DevToolsActivePort"), "utf8").split("\n")[0];
    const opened = context;
    return {
      cdpUrl: `http://127.0.0.1:${port}`,
      pid: browserPidOf(dir),
      async close() {
        await opened.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
