import { beforeAll, describe, expect, it } from "vitest";
import {
  assertResponseMatches,
  createResponseChecker,
  type ResponseChecker,
} from "./response-check.js";
import { testContract } from "./test-server.js";

const player = {
  id: "p1a2b3",
  firstname: "Ada",
  lastname: "Lovelace",
  full_name: "Ada Lovelace",
  team: "t1a2b3",
  username: "ada",
  email: "ada@example.org",
  role: "admin",
  status: 1,
  Created: "2026-01-31T09:30:00Z",
  Updated: "2026-01-31T09:30:00Z",
  has_picture: false,
};

const problem = {
  type: "https://canvass.dev/problems/not-found",
  title: "Not found",
  status: 404,
  instance: "/api/players/zz/",
};

describe("response check", () => {
  let checker: ResponseChecker;

  beforeAll(async () => {
    checker = createResponseChecker(await testContract());
  });

  it("accepts a body that matches the declared schema", () => {
    const result = checker.check("listPlayers", {
      status: 200,
      contentType: "application/json; charset=utf-8",
      body: { Result: [player], Count: 1 },
    });
    expect(result).toEqual({ ok: true, errors: [] });
  });

  it("rejects a body that breaks it, naming each field by JSON pointer", () => {
    const result = checker.check("listPlayers", {
      status: 200,
      contentType: "application/json",
      body: { Result: [{ ...player, role: "emperor", email: undefined }], Count: -1 },
    });
    expect(result.ok).toBe(false);
    expect(result.errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(["/Result/0/role", "/Result/0/email", "/Count"]),
    );
    expect(() => {
      assertResponseMatches(result, "listPlayers 200");
    }).toThrow(/listPlayers 200 does not match the contract:\n {2}\/Result\/0\/email: is required/);
  });

  it("matches problems by exact status and by range (5XX)", () => {
    const notFound = { status: 404, contentType: "application/problem+json", body: problem };
    expect(checker.check("getPlayer", notFound).ok).toBe(true);
    const serverError = { ...notFound, status: 503, body: { ...problem, status: 503 } };
    expect(checker.check("getPlayer", serverError).ok).toBe(true);
  });

  it("rejects a status the operation does not declare", () => {
    const result = checker.check("signIn", {
      status: 415,
      contentType: "application/problem+json",
      body: { ...problem, status: 415 },
    });
    expect(result.errors).toEqual([
      { field: "status", message: "415 is not declared for signIn", code: "status" },
    ]);
  });

  it("rejects a content type the answer does not declare", () => {
    const result = checker.check("getPlayer", {
      status: 404,
      contentType: "text/html",
      body: "<h1>",
    });
    expect(result.errors[0]?.field).toBe("content-type");
  });

  it("requires an empty body where the answer has none (204, 304)", () => {
    expect(checker.check("deletePlayer", { status: 204, body: "" }).ok).toBe(true);
    expect(checker.check("deletePlayer", { status: 204, body: { deleted: true } }).ok).toBe(false);
    expect(checker.check("getPlayer", { status: 304 }).ok).toBe(true);
  });

  it("accepts bytes for non-JSON media types (images)", () => {
    const result = checker.check("getPlayerImageAsset", {
      status: 200,
      contentType: "image/png",
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(result.ok).toBe(true);
  });

  it("checks a fetch Response without consuming it", async () => {
    const response = new Response(JSON.stringify({ Result: [player], Count: 1 }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    expect((await checker.checkFetch("listPlayers", response)).ok).toBe(true);
    expect(await response.json()).toEqual({ Result: [player], Count: 1 });

    const broken = new Response("{oops", {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    expect((await checker.checkFetch("listPlayers", broken)).errors[0]?.message).toBe(
      "is not valid JSON",
    );
  });

  it("names an unknown operation", () => {
    expect(checker.check("noSuchOperation", { status: 200 }).ok).toBe(false);
  });
});
