/**
 * Once per e2e run: the reference server on an in-memory database with a small seed, serving
 * the built console on 127.0.0.1; one system Chromium the test files connect to; and the control
 * endpoint. Everything stops when the run ends.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "@canvass/server/server";
import { startProviderServer } from "@canvass/server/testing/provider-server";
import { startTranscriptionServer } from "@canvass/server/testing/transcription-server";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { treeCpuMs } from "../scripts/bench/process-cpu.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startControlServer } from "./support/control-server";
import { launchSharedProfile } from "./support/shared-profile";
import { E2E_BOUNCE_SECRET, E2E_DNS_PORT } from "./support/email-delivery";
import type { E2eEnv } from "./support/env";

/** Enough data for every screen to have rows, small enough to seed in a few seconds. */
const SEED_ACCOUNTS = 300;

function consoleBuildDir(): string {
  const dir = process.env.E2E_CONSOLE_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));
  if (!existsSync(join(dir, "index.html"))) {
    throw new Error(`no console build in ${dir}: run the suite with "npm run test:e2e".`);
  }
  return dir;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const consoleDir = consoleBuildDir();
  // E-mail delivery (decision 0040): domains are validated against the e2e test's DNS server,
  // and the bounce webhook takes reports signed with the suite's secret.
  process.env.CANVASS_DNS_SERVERS ??= `127.0.0.1:${E2E_DNS_PORT}`;
  process.env.CANVASS_BOUNCE_SECRET ??= E2E_BOUNCE_SECRET;
  // The local fundraising platform the /gfmp-batch e2e reads (decision 0038).
  const provider = await startProviderServer();
  process.env.CANVASS_GOFUNDME_URL = provider.url;
  process.env.CANVASS_GOFUNDME_TOKEN = provider.token;
  // The digital ear's transcription provider (decision 0042): a Whisper-compatible server on 127.0.0.1.
  const transcription = await startTranscriptionServer();
  process.env.CANVASS_TRANSCRIPTION_URL = transcription.url;
  const server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: "memory://",
    seedAccounts: SEED_ACCOUNTS,
    consoleDir,
    logger: false,
    // A test that trips the sign-in throttle gives its page a client address of its own
    // (`openPage({ clientAddress })`, sent as X-Forwarded-For), so it never delays the others.
    trustProxy: "127.0.0.1",
  });
  const stops: (() => Promise<void>)[] = [
    () => provider.close(),
    () => transcription.close(),
    () => server.close(),
  ];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    if (!server.servesConsole) throw new Error(`the server does not serve ${consoleDir}`);
    const browser = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      // New contexts (a test's further pages) and the model files' lanes. One renderer process
      // per site and context: a lane's pages share theirs (decision 0076).
      args: [...CHROMIUM_ARGS, "--process-per-site"],
      host: "127.0.0.1",
    });
    const browserPid = browser.process().pid;
    stops.push(() => browser.close());
    // The warm profile every test's first page opens in (support/shared-profile.ts).
    const shared = await launchSharedProfile(server.address);
    stops.push(() => shared.close());
    const pids = [browserPid, shared.pid].filter((pid) => pid !== undefined);
    // The CPU reporter (e2e/cpu-reporter.ts) runs in this process and reads Chromium's CPU here.
    process.env.E2E_BROWSER_PID = pids.join(",");
    stops.push(() => {
      const chromiumCpu = pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0) / 1000;
      const own = process.cpuUsage();
      console.log(
        `e2e CPU: Chromium ${chromiumCpu.toFixed(1)} s (both browsers and the renderers they reaped), ` +
          `server and runner ${((own.user + own.system) / 1e6).toFixed(1)} s`,
      );
      return Promise.resolve();
    });
    const control = await startControlServer(() => server.outbox());
    stops.push(() => control.close());
    const env: E2eEnv = {
      baseUrl: server.address,
      wsEndpoint: browser.wsEndpoint(),
      warmCdpUrl: shared.cdpUrl,
      controlUrl: control.url,
      logins: server.logins.map((login) => ({ ...login })),
    };
    project.provide("e2e", env);
    project.provide("gfmpProvider", provider.url);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
