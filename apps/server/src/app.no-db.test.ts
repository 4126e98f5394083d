import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { loadContract } from "./contract.js";
import { forbidden } from "./http/problem.js";

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = buildApp({ contract: await loadContract() });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app.close();
});

describe("reference server (loopback)", () => {
  it("answers its health check", async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("serves the bundled OpenAPI 3.1 contract", async () => {
    const response = await fetch(`${base}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/users/auth/");
  });

  it("answers 404 for an unknown path, as a problem", async () => {
    const response = await fetch(`${base}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      type: "https://canvass.dev/problems/not-found",
      title: "Not found",
      status: 404,
      instance: "/api/no-such-route",
    });
  });

  it("routes every operation of the contract, answering 501 until it has a handler", async () => {
    const response = await fetch(`${base}/api/players/`);
    expect(response.status).toBe(501);
    expect(((await response.json()) as { detail: string }).detail).toContain("listPlayers");
  });

  it("checks the caller's permission before the 501 of an operation without a handler", async () => {
    const gated = buildApp({
      contract: await loadContract(),
      authenticate: (request) =>
        Promise.resolve({ allowed: request.headers.authorization === "Basic allowed" }),
      authorizeUnbuilt: (principal) => {
        if (!(principal as { allowed: boolean }).allowed) throw forbidden("not for you");
      },
    });
    const origin = await gated.listen({ port: 0, host: "127.0.0.1" });
    try {
      const refused = await fetch(`${origin}/api/players/`, {
        headers: { authorization: "Basic other" },
      });
      expect(refused.status).toBe(403);
      const unbuilt = await fetch(`${origin}/api/players/`, {
        headers: { authorization: "Basic allowed" },
      });
      expect(unbuilt.status).toBe(501);
    } finally {
      await gated.close();
    }
  });
});
