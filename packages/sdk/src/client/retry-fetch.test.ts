import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import type { RetryPolicy } from "../contract/operation-descriptor";
import { createRetryFetch, matchesStatusClass, retryDelay } from "./retry-fetch";
import type { Sleep } from "./sleep";

const policy: RetryPolicy = { retries: 3, on: ["5XX"], delayMs: 1000, backoff: "linear" };

describe("matchesStatusClass", () => {
  it("matches status classes and exact statuses", () => {
    expect(matchesStatusClass(500, ["5XX"])).toBe(true);
    expect(matchesStatusClass(503, ["5xx"])).toBe(true);
    expect(matchesStatusClass(429, ["5XX"])).toBe(false);
    expect(matchesStatusClass(429, ["429"])).toBe(true);
    expect(matchesStatusClass(200, ["5XX"])).toBe(false);
  });
});

describe("retryDelay", () => {
  it("waits delayMs × the retry number", () => {
    expect([1, 2, 3].map((n) => retryDelay(policy, n))).toEqual([1000, 2000, 3000]);
  });
});

describe("createRetryFetch (against a loopback server)", () => {
  let server: LoopbackServer;
  const delays: number[] = [];
  const recordingSleep: Sleep = (ms) => {
    delays.push(ms);
    return Promise.resolve();
  };

  beforeEach(async () => {
    server = await startLoopbackServer();
    delays.length = 0;
  });
  afterEach(() => server.close());

  function post(): Request {
    const form = new FormData();
    form.append("file", new Blob(["a,b\n1,2\n"], { type: "text/csv" }), "subs.csv");
    return new Request(`${server.url}/upload`, { method: "POST", body: form });
  }

  it("retries up to 3 times on 5xx with 1000/2000/3000 ms waits and resends the body", async () => {
    let calls = 0;
    server.on("POST", "/upload", () => {
      calls += 1;
      return calls <= 3 ? { status: 503 } : { status: 202, body: { ok: true } };
    });
    const retrying = createRetryFetch((r) => fetch(r), policy, recordingSleep);
    const response = await retrying(post());
    expect(response.status).toBe(202);
    expect(delays).toEqual([1000, 2000, 3000]);
    const bodies = server.requestsTo("POST", "/upload").map((r) => r.body);
    expect(bodies).toHaveLength(4);
    for (const body of bodies) expect(body).toContain("a,b\n1,2\n");
  });

  it("gives up after 3 retries and returns the last 5xx", async () => {
    server.on("POST", "/upload", { status: 500 });
    const response = await createRetryFetch((r) => fetch(r), policy, recordingSleep)(post());
    expect(response.status).toBe(500);
    expect(server.requestsTo("POST", "/upload")).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
  });

  it("does not retry a 4xx or a success", async () => {
    server.on("POST", "/upload", { status: 422 });
    const response = await createRetryFetch((r) => fetch(r), policy, recordingSleep)(post());
    expect(response.status).toBe(422);
    expect(server.requestsTo("POST", "/upload")).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("stops waiting when the request's signal aborts", async () => {
    server.on("POST", "/upload", { status: 500 });
    const controller = new AbortController();
    const abortingSleep: Sleep = (_ms, signal) => {
      controller.abort(new Error("cancelled"));
      return Promise.reject(signal?.reason instanceof Error ? signal.reason : new Error("?"));
    };
    const request = new Request(post(), { signal: controller.signal });
    await expect(createRetryFetch((r) => fetch(r), policy, abortingSleep)(request)).rejects.toThrow(
      "cancelled",
    );
    expect(server.requestsTo("POST", "/upload")).toHaveLength(1);
  });
});
