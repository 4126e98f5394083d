// Initial JS and CSS of one page: every script and stylesheet the page loaded from the console's
// build until the network went idle (lazy chunks it needed at start included), measured as built
// (minified) and gzip-compressed at level 9.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const KIND_OF = { script: "js", stylesheet: "css" };

/**
 * Opens `path` in a new context of `browser` and sums the built files it loaded.
 * `ready(page)` waits for the page to be drawn (so its start-up chunks were asked for).
 */
export async function measurePageBundles(
  browser,
  { baseUrl, distDir, path, contextOptions = {}, ready },
) {
  const context = await browser.newContext({ baseURL: baseUrl, ...contextOptions });
  const page = await context.newPage();
  const loaded = new Map();
  page.on("requestfinished", (request) => {
    const kind = KIND_OF[request.resourceType()];
    const url = new URL(request.url());
    if (kind !== undefined && url.origin === baseUrl) loaded.set(url.pathname, kind);
  });
  try {
    await page.goto(path, { waitUntil: "networkidle" });
    await ready(page);
    await page.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
  return sizeFiles(distDir, loaded);
}

/** Sizes (as built and gzip level 9) of built files, by kind, with the largest first. */
async function sizeFiles(distDir, kindByPath) {
  const totals = { js: { files: 0, min: 0, gzip: 0 }, css: { files: 0, min: 0, gzip: 0 } };
  const files = [];
  for (const [pathname, kind] of kindByPath) {
    const bytes = await readFile(join(distDir, decodeURIComponent(pathname)));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    totals[kind].files += 1;
    totals[kind].min += bytes.length;
    totals[kind].gzip += gzip;
    files.push({ pathname, kind, min: bytes.length, gzip });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { ...totals, files };
}

/** The largest files of a page, to see where a budget goes. */
export function formatLargest({ files }, count = 3) {
  return files
    .slice(0, count)
    .map((file) => `    ${file.pathname}: ${kb(file.min)} min / ${kb(file.gzip)} gzip`)
    .join("\n");
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `login: JS 123.4 KB min / 45.6 KB gzip (5 files), CSS …` */
export function formatBundles(name, { js, css }) {
  const part = (label, t) =>
    `${label} ${kb(t.min)} min / ${kb(t.gzip)} gzip (${t.files} file${t.files === 1 ? "" : "s"})`;
  return `${name}: ${part("JS", js)}, ${part("CSS", css)}`;
}

/**
 * The initial bundle: what `index.html` itself loads before anything can render — the entry
 * script, its module preloads and the stylesheet. It is the same for every page of the console;
 * each page then adds its lazily loaded chunks (measured by `measurePageBundles`).
 */
export async function measureInitialBundle(distDir) {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const refs = new Map();
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (src === undefined || /^https?:/.test(src)) continue;
    if (match[1] === "script" || /rel="modulepreload"/.test(tag)) refs.set(src, "js");
    else if (/rel="stylesheet"/.test(tag)) refs.set(src, "css");
  }
  return sizeFiles(distDir, refs);
}
