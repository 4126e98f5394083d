import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));

// Runs the built package (dist/, from `npm run build`) in a plain Node child process, the way an
// internal tool would import it: no bundler, no DOM globals.
describe("the built package in plain Node", () => {
  it("imports without touching the DOM and exposes the public API", async () => {
    const script = `
      const sdk = await import("@canvass/sdk");
      const dom = ["window", "document", "localStorage", "indexedDB"].filter((g) => g in globalThis);
      console.log(JSON.stringify({ names: Object.keys(sdk).sort(), dom }));
    `;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: packageDir,
    });
    const { names, dom } = JSON.parse(stdout) as { names: string[]; dom: string[] };
    expect(dom).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(PUBLIC_NAMES));
  });
});

/** Names every consumer relies on; the full list is in src/index.ts. */
const PUBLIC_NAMES = [
  "operations",
  "createCanvassClient",
  "createMemoryStorage",
  "createIndexedDbStorage",
  "createUsageLogger",
  "parseToken",
  "isTokenValid",
  "can",
  "capabilities",
  "ROLES",
  "normalizeLocale",
  "normalizeSearchTerm",
  "dateRange",
  "currencyForCountry",
  "activeHoliday",
  "toCsv",
  "shortId",
  "markdownLite",
  "simplifyPolygon",
  "readSetting",
  "resolveHostConfig",
];
