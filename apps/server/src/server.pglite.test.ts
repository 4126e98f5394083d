import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snapshotDemoData, startBanner, startServer, type RunningServer } from "./server.js";

let server: RunningServer;
let consoleDir: string;

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), "canvass-console-"));
  mkdirSync(join(consoleDir, "static"));
  writeFileSync(join(consoleDir, "index.html"), "<!doctype html><title>Canvass</title>");
  writeFileSync(join(consoleDir, "static", "app-1234.js"), "console.log('app')");
  // The build writes each file's Brotli (and gzip) copy beside it (console build/precompress.mjs).
  writeFileSync(
    join(consoleDir, "static", "app-1234.js.br"),
    brotliCompressSync("console.log('app')"),
  );
  server = await startServer({
    port: 0,
    logger: false,
    dataDir: "memory://",
    seedAccounts: 50,
    consoleDir,
  });
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

const get = (path: string, accept = "text/html") =>
  fetch(`${server.address}${path}`, { headers: { accept } });

/** A GET with exactly these headers (fetch would add and undo its own content coding). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${server.address}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        resolve({ headers: answer.headers, body: Buffer.concat(chunks) });
      });
      answer.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("startServer", () => {
  it("seeds an empty database on first start and returns the demo logins", () => {
    expect(server.seeded).toBe(true);
    expect(server.driver).toBe("pglite");
    expect(server.logins.map((login) => login.role)).toEqual(
      expect.arrayContaining(["root", "admin", "manager", "client", "callcenter", "rep"]),
    );
  });

  it("serves the API and the console from one port", async () => {
    const health = await get("/api/health", "application/json");
    expect(await health.json()).toEqual({ status: "ok" });
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Canvass</title>");
    const bundle = await get("/static/app-1234.js", "*/*");
    expect(await bundle.text()).toBe("console.log('app')");
    expect(bundle.headers.get("cache-control")).toContain("immutable");
  });

  it("sends a bundle's compressed copy to a browser that accepts it, the file itself otherwise", async () => {
    const compressed = await rawGet("/static/app-1234.js", { "accept-encoding": "gzip, br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(String(compressed.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.body).toString()).toBe("console.log('app')");
    expect(compressed.headers["cache-control"]).toContain("immutable");
    // gzip only: this bundle has no .gz copy, so the file goes as it is.
    const plain = await rawGet("/static/app-1234.js", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("console.log('app')");
  });

  it("answers the console's client-side routes with its page", async () => {
    const page = await get("/players/p1a2b3");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("<title>Canvass</title>");
  });

  it("keeps JSON problems for unknown API, asset and logging paths", async () => {
    for (const path of ["/api/nope/", "/assets/nope/x.png", "/log/nope"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toContain("application/problem+json");
    }
  });

  it("never serves files outside the console build", async () => {
    for (const path of ["/static/..%2f..%2fetc%2fpasswd", "/static/missing.js"]) {
      const answer = await get(path, "*/*");
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain("root:");
    }
    // A client resolves dot segments itself: this asks for /etc/passwd, a page route.
    const page = await get("/static/../../etc/passwd");
    expect(await page.text()).toContain("<title>Canvass</title>");
  });

  it("signs in with every printed demo login", async () => {
    for (const login of server.logins) {
      const answer = await fetch(`${server.address}/api/users/auth/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: login.username, password: login.password }),
      });
      expect(answer.status, login.username).toBe(200);
      const body = (await answer.json()) as { status: string; token?: string };
      if (login.totpSecret === undefined) {
        expect(body.status, login.username).toBe("signedIn");
        expect(body.token?.split(".")).toHaveLength(3);
      } else {
        expect(body.status, login.username).toBe("secondStepRequired");
      }
    }
  });

  it("prints the address, the database and every demo login", () => {
    const banner = startBanner(server, "embedded PGlite in memory://");
    expect(banner).toContain(`${server.address}/api`);
    expect(banner).toContain("embedded PGlite in memory://");
    for (const login of server.logins) {
      expect(banner).toContain(login.username);
      expect(banner).toContain(login.password);
    }
  });
});

describe("security headers", () => {
  it("sends CSP, nosniff, no framing and a referrer policy on pages, bundles, API answers and problems", async () => {
    const answers = await Promise.all([
      get("/players/p1a2b3"),
      get("/static/app-1234.js", "*/*"),
      get("/api/health", "application/json"),
      get("/api/players/", "application/json"),
      get("/api/no-such-route", "application/json"),
      fetch(`${server.address}/log/events/`, { method: "POST" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const answer of answers) {
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("media-src 'self' blob:");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("startServer from a data directory snapshot", () => {
  it("opens copies of one seeded snapshot: the same rows, the demo logins, and writes that stay in their copy", async () => {
    const snapshot = await snapshotDemoData({ seedAccounts: 30 });
    const start = () =>
      startServer({ port: 0, logger: false, dataDir: "memory://", dataDirSnapshot: snapshot });
    const [first, second] = await Promise.all([start(), start()]);
    try {
      expect(first.seeded).toBe(false);
      const admin = first.logins.find((login) => login.role === "admin" && !login.totpSecret);
      if (admin === undefined) throw new Error("no admin demo login");
      const signIn = async (address: string) => {
        const answer = await fetch(`${address}/api/users/auth/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: admin.username, password: admin.password }),
        });
        const body = (await answer.json()) as { status?: string; token?: string; player?: string };
        expect(body.status).toBe("signedIn");
        return `Basic ${Buffer.from(`${body.player ?? ""}:${body.token ?? ""}`).toString("base64")}`;
      };
      const feedbackCount = async (address: string, authorization: string) => {
        const answer = await fetch(`${address}/api/feedback/`, { headers: { authorization } });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { readonly Count: number }).Count;
      };
      const [firstAuth, secondAuth] = await Promise.all([
        signIn(first.address),
        signIn(second.address),
      ]);
      const before = await feedbackCount(first.address, firstAuth);
      expect(await feedbackCount(second.address, secondAuth)).toBe(before);
      const sent = await fetch(`${first.address}/api/feedback/`, {
        method: "POST",
        headers: { authorization: firstAuth, "content-type": "application/json" },
        body: JSON.stringify({ text: "Only in the first copy", url: "/subs" }),
      });
      expect(sent.status).toBe(201);
      expect(await feedbackCount(first.address, firstAuth)).toBe(before + 1);
      expect(await feedbackCount(second.address, secondAuth)).toBe(before);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 120_000);
});
