// Serves a built Storybook folder on 127.0.0.1 (a random port) for the visual test.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/**
 * The build does not change while it is served, so every answer may be cached for the run: the
 * browser loads Storybook's bundles (and axe) from its cache, with their compiled code, on each
 * of the hundreds of story pages instead of fetching and compiling them again.
 * `extra` serves more files at fixed paths (`{ "/__visual/axe.js": "/path/to/axe.min.js" }`).
 *
 * @param {string} root
 * @param {Readonly<Record<string, string>>} [extra]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root, extra = {}) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file =
      extra[pathname] ?? normalize(join(root, pathname === "/" ? "index.html" : pathname));
    if (extra[pathname] === undefined && !file.startsWith(normalize(root) + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error("not a file");
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "max-age=86400, immutable",
      });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
