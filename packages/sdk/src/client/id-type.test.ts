import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import type { CanvassClient } from "./create-client";
import { isEntityType } from "./id-type";

describe("client.idType (HEAD /ids/{id}/ on a loopback server)", () => {
  let server: LoopbackServer;
  let client: CanvassClient;

  beforeEach(async () => {
    server = await startLoopbackServer();
    ({ client } = createLoopbackClient(server));
  });
  afterEach(() => server.close());

  it("maps X-Entity-Type to { exists: true, type } and lower-cases the id", async () => {
    server.on("HEAD", "/api/ids/3fa9c1d2/", { headers: { "X-Entity-Type": "account" } });
    expect(await client.idType("3FA9C1D2")).toEqual({ exists: true, type: "account" });
    expect(server.requests[0]?.method).toBe("HEAD");
  });

  it("is { exists: false } on a 404", async () => {
    server.on("HEAD", "/api/ids/zzzzzz/", { status: 404 });
    expect(await client.idType("zzzzzz")).toEqual({ exists: false });
  });

  it("is { exists: false } on a missing or unknown type header", async () => {
    server.on("HEAD", "/api/ids/a1/", { status: 200 });
    server.on("HEAD", "/api/ids/a2/", { headers: { "X-Entity-Type": "spaceship" } });
    expect(await client.idType("a1")).toEqual({ exists: false });
    expect(await client.idType("a2")).toEqual({ exists: false });
  });

  it("is { exists: false } when the server is unreachable", async () => {
    await server.close();
    expect(await client.idType("abc123")).toEqual({ exists: false });
    server = await startLoopbackServer();
  });

  it("knows every entity type of the contract", () => {
    expect(
      [
        "account",
        "player",
        "team",
        "campaign",
        "client",
        "export",
        "exportOption",
        "customreport",
      ].every(isEntityType),
    ).toBe(true);
    expect(isEntityType("Account")).toBe(false);
  });
});
