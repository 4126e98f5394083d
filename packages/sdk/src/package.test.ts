import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { SUBPATHS } from "../scripts/subpaths.mjs";

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, unknown>;
};

/** The root's whole list: what a tool needs to sign in and call the API (see src/index.ts). */
const ROOT_NAMES = [
  "createCanvassClient",
  "createMemorySessionStore",
  "isAbortedError",
  "isAuthError",
  "isCanvassError",
  "isHttpError",
  "isNetworkError",
  "isTimeoutError",
];

/** The client's internals: none of them is exported by any entry. */
const INTERNALS = [
  "sleep",
  "retryDelay",
  "applyTag",
  "matchesStatusClass",
  "createRetryFetch",
  "systemClock",
  "createAuthMiddleware",
  "createCacheMiddleware",
  "MAX_CONSECUTIVE_UNAUTHORIZED",
  "DEFAULT_TIMEOUT_MS",
  "isLoopbackHost",
  "encodeBase64Utf8",
  "csvField",
  "escapeHtml",
];

interface Loaded {
  readonly entries: Record<string, string[]>;
  readonly dom: string[];
}

// Runs the built package (dist/, from `npm run build`) in a plain Node child process, the way an
// internal tool would import it: no bundler, no DOM globals, every subpath through `exports`.
async function loadEntries(): Promise<Loaded> {
  const script = `
    const specifiers = ${JSON.stringify(["@canvass/sdk", ...SUBPATHS.map((area) => `@canvass/sdk/${area}`)])};
    const entries = {};
    for (const specifier of specifiers) entries[specifier] = Object.keys(await import(specifier)).sort();
    const dom = ["window", "document", "localStorage", "indexedDB"].filter((g) => g in globalThis);
    console.log(JSON.stringify({ entries, dom }));
  `;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
    cwd: packageDir,
  });
  return JSON.parse(stdout) as Loaded;
}

describe("the built package in plain Node", () => {
  it("imports every entry without touching the DOM; the root is the small tool list", async () => {
    const { entries, dom } = await loadEntries();
    expect(dom).toEqual([]);
    expect(entries["@canvass/sdk"]).toEqual([...ROOT_NAMES].sort());
    // Every root name is also in the client's area, where the repository's own code imports it.
    expect(entries["@canvass/sdk/client"]).toEqual(expect.arrayContaining(ROOT_NAMES));
    expect(entries["@canvass/sdk/permissions"]).toEqual(
      expect.arrayContaining(["can", "capabilities", "ROLES", "canOpenRoute"]),
    );
    expect(entries["@canvass/sdk/csv"]).toEqual(["toCsv", "toCsvStream"]);
    const exported = new Set(Object.values(entries).flat());
    expect(INTERNALS.filter((name) => exported.has(name))).toEqual([]);
  });

  it("exports each area as a subpath, types first, and nothing else", () => {
    const expected: Record<string, unknown> = {
      ".": { types: "./dist/index.d.ts", import: "./dist/index.js" },
    };
    for (const area of SUBPATHS) {
      expected[`./${area}`] = {
        types: `./dist/${area}/index.d.ts`,
        import: `./dist/${area}/index.js`,
      };
    }
    expected["./package.json"] = "./package.json";
    expect(manifest.exports).toEqual(expected);
    const sizeEntry = readFileSync(
      new URL("../scripts/size-all-areas.mjs", import.meta.url),
      "utf8",
    );
    expect([...sizeEntry.matchAll(/dist\/([a-z-]+)\/index\.js/g)].map((m) => m[1])).toEqual(
      SUBPATHS,
    );
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === "object" && target !== null) {
        expect(Object.keys(target)[0]).toBe("types");
      }
    }
  });
});
