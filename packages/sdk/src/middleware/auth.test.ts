import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApiClient } from "../../test/api-client";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import type { Session } from "../client/session";
import { createAuthMiddleware } from "./auth";

describe("auth middleware (against a loopback server)", () => {
  let server: LoopbackServer;
  let session: Session | null;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/abc/", { body: { ID: "abc" } });
    server.on("POST", "/api/users/auth/", {
      status: 401,
      body: { title: "x", status: 401, type: "about:blank" },
    });
    session = { playerId: "p9f8e7", token: "eyJhbGciOi.payload.sig" };
  });
  afterEach(() => server.close());

  const client = (): ReturnType<typeof createTestApiClient> =>
    createTestApiClient(
      server,
      createAuthMiddleware(() => Promise.resolve(session)),
    );

  it("sends the decoded-back credential on a token-requiring call", async () => {
    await client().GET("/players/{id}/", { params: { path: { id: "abc" } } });
    const header = server.requestsTo("GET", "/api/players/abc/")[0]?.headers.authorization;
    expect(header).toMatch(/^Basic /);
    const decoded = Buffer.from(String(header).slice(6), "base64").toString("utf8");
    expect(decoded).toBe("p9f8e7:eyJhbGciOi.payload.sig");
  });

  it("sends nothing on an open operation", async () => {
    await client().POST("/users/auth/", { body: { username: "u", password: "p" } });
    expect(server.requestsTo("POST", "/api/users/auth/")[0]?.headers.authorization).toBeUndefined();
  });

  it("sends nothing when signed out", async () => {
    session = null;
    await client().GET("/players/{id}/", { params: { path: { id: "abc" } } });
    expect(server.requestsTo("GET", "/api/players/abc/")[0]?.headers.authorization).toBeUndefined();
  });
});
