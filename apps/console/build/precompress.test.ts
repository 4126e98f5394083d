import { mkdtempSync, readFileSync, readdirSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

let dir: string | undefined;

afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin's `writeBundle` over files already written to a temporary `dist`. */
async function build(files: Record<string, string>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), "canvass-precompress-"));
  mkdirSync(join(dir, "static"));
  const bundle: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    bundle[name] = name.endsWith(".js")
      ? { type: "chunk", fileName: name, code: text }
      : { type: "asset", fileName: name, source: text };
  }
  const plugin = precompress();
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: unknown) => unknown;
  await writeBundle.call({}, { dir }, bundle);
  return dir;
}

describe("the build's precompression", () => {
  it("writes a Brotli and a gzip copy beside each script and style sheet, with the same bytes inside", async () => {
    const script = "export const answer = 42;\n".repeat(200);
    const out = await build({ "static/app-1.js": script, "static/app-1.css": "a{color:red}" });
    const brotli = readFileSync(join(out, "static/app-1.js.br"));
    expect(brotli.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(out, "static/app-1.js.gz"))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(out, "static/app-1.css.br"))).toString()).toBe(
      "a{color:red}",
    );
  });

  it("leaves the page and files outside static/ or already compressed as they are", async () => {
    const out = await build({
      "index.html": "<!doctype html>",
      "static/font-1.woff2": "wOF2",
      "static/app-2.js": "x",
    });
    expect(readdirSync(out).sort()).toEqual(["index.html", "static"]);
    expect(readdirSync(join(out, "static")).sort()).toEqual([
      "app-2.js",
      "app-2.js.br",
      "app-2.js.gz",
      "font-1.woff2",
    ]);
  });
});
