/**
 * The end-to-end suite (`npm run test:e2e`): system Chromium against the reference server serving
 * the built console. One server and one browser for the whole run (`e2e/global-setup.ts`); the
 * files run one after another because the CI machine has two cores and the browser, the server
 * and vitest already share them. Timeouts are generous: they are limits, not measurements.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    // `E2E_CPU_REPORT=<file>`: each test's Chromium and suite CPU seconds (e2e/cpu-reporter.ts).
    reporters: process.env.E2E_CPU_REPORT ? ["default", "./e2e/cpu-reporter.ts"] : ["default"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // `expect.poll` waits 1 s unless told; a redirect can take longer on the loaded CI machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
