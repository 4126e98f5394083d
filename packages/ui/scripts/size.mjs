#!/usr/bin/env node
// Prints the min+gzip size of the whole library and of a single Button import, as a consumer's
// bundler would ship them (esbuild, minified, tree-shaken; React, react-dom and the CSS excluded).
// Target: Button alone ≤ 4 KB gzip. Run after `npm run build`.
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { build } from "esbuild";

const DIST = join(import.meta.dirname, "..", "dist", "index.js");
const BUTTON_TARGET_BYTES = 4 * 1024;

const entries = {
  "whole library": `export * from ${JSON.stringify(DIST)};`,
  "Button alone": `export { Button } from ${JSON.stringify(DIST)};`,
  "IconButton alone": `export { IconButton } from ${JSON.stringify(DIST)};`,
};

const sizes = {};
for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    treeShaking: true,
    platform: "browser",
    external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
    logLevel: "error",
  });
  const code = result.outputFiles[0].contents;
  sizes[name] = { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
for (const [name, { min, gzip }] of Object.entries(sizes)) {
  console.log(`${name.padEnd(18)} ${kb(min).padStart(10)} min  ${kb(gzip).padStart(9)} gzip`);
}
const button = sizes["Button alone"].gzip;
console.log(
  `Button target ≤ ${kb(BUTTON_TARGET_BYTES)} gzip: ${button <= BUTTON_TARGET_BYTES ? "met" : "MISSED"}`,
);
if (button > BUTTON_TARGET_BYTES) process.exitCode = 1;
