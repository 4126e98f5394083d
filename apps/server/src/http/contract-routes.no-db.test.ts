import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, type ContractOperation } from "./operations.js";
import { createResponseChecker, type ResponseChecker } from "./response-check.js";
import { jsonInit, readProblem, startTestServer, type TestServer } from "./test-server.js";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** Paths × methods, counted straight from the JSON (not through `readOperations`). */
function countOperations(contract: Record<string, unknown>): number {
  const paths = contract.paths as Record<string, Record<string, unknown>>;
  return Object.values(paths).reduce(
    (total, item) => total + METHODS.filter((method) => method in item).length,
    0,
  );
}

/** A concrete URL for a template: every parameter filled with a valid-looking id. */
function concrete(mount: string, template: string): string {
  return `${mount}${template.replace(/\{[^}]+\}/g, "abc123")}`;
}

/** True when the router (not a handler or the validator) answered "no such route". */
async function isRouteMiss(response: Response): Promise<boolean> {
  if (response.status === 405) return true;
  if (response.status !== 404) return false;
  const problem = await readProblem(response);
  return problem.detail?.startsWith("No operation answers") === true;
}

describe("contract routes", () => {
  let server: TestServer;
  let operations: ContractOperation[];
  let checker: ResponseChecker;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    });
    server = await startTestServer({ logStream });
    operations = readOperations(server.contract);
    checker = createResponseChecker(server.contract);
  });

  afterAll(async () => {
    await server.close();
  });

  it("registers a route for every operation of the contract", () => {
    const routed = new Set(server.app.contractRoutes.map((route) => route.operationId));
    expect(operations.length).toBe(countOperations(server.contract));
    expect(routed.size).toBe(operations.length);
    for (const route of server.app.contractRoutes) {
      expect(server.app.hasRoute({ method: route.method, url: route.url })).toBe(true);
    }
  });

  it("answers every operation at every mount over HTTP (no 404/405 from the router)", async () => {
    const misses: string[] = [];
    for (const operation of operations) {
      for (const mount of operation.mounts) {
        const url = concrete(mount, operation.path);
        const response = await server.request(url, { method: operation.method });
        if (await isRouteMiss(response)) misses.push(`${operation.method} ${url}`);
        else await response.arrayBuffer();
      }
    }
    expect(misses).toEqual([]);
  });

  it("mounts API operations under /api, assets at the root too, usage logging under /log", () => {
    const mounts = (id: string) => operations.find((op) => op.operationId === id)?.mounts;
    expect(mounts("listPlayers")).toEqual(["/api"]);
    expect(mounts("getPlayerImageAsset")).toEqual(["", "/api"]);
    expect(mounts("listImports")).toEqual(["/api"]);
    expect(mounts("logUsageEvent")).toEqual(["/log", "/api"]);
  });

  it("answers 501 naming the operationId when no handler is registered", async () => {
    const response = await server.request("/api/teams/");
    expect(response.status).toBe(501);
    expect((await checker.checkFetch("listTeams", response)).ok).toBe(true);
    const problem = await readProblem(response);
    expect(problem).toMatchObject({
      status: 501,
      title: "Not implemented yet",
      instance: "/api/teams/",
    });
    expect(problem.detail).toContain("listTeams");
  });

  it("calls a registered handler with validated, coerced params and sends its answer", async () => {
    const seen: unknown[] = [];
    server.app.registerHandlers({
      listPlayers: (context) => {
        seen.push({ query: context.query, headers: context.headers, id: context.operationId });
        return {
          status: 200,
          headers: { "last-modified": "Sat, 21 Nov 2026 09:30:00 GMT" },
          body: { Result: [], Count: 0 },
        };
      },
      getPlayer: (context) => {
        seen.push({ params: context.params });
        return { status: 200, body: samplePlayer(context.params.id) };
      },
    });

    const list = await server.request("/api/players/?Page=2&PageSize=10&role=admin", {
      headers: { "if-modified-since": "Sat, 21 Nov 2026 09:30:00 GMT" },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get("last-modified")).toBe("Sat, 21 Nov 2026 09:30:00 GMT");
    expect((await checker.checkFetch("listPlayers", list)).errors).toEqual([]);
    expect(await list.json()).toEqual({ Result: [], Count: 0 });

    const defaults = await server.request("/api/players/");
    expect(defaults.status).toBe(200);

    // A list refuses an undeclared parameter; any other operation drops it.
    const busted = await server.request("/api/players/?Page=2&cacheBuster=7");
    expect(busted.status).toBe(400);
    const refusal = (await busted.json()) as { errors?: { field: string; code?: string }[] };
    expect(refusal.errors).toEqual([
      expect.objectContaining({ field: "query.cacheBuster", code: "unknown" }),
    ]);

    const one = await server.request("/api/players/p1a2b3/?cacheBuster=7");
    expect(one.status).toBe(200);
    expect((await checker.checkFetch("getPlayer", one)).errors).toEqual([]);

    expect(seen).toEqual([
      {
        id: "listPlayers",
        // Coerced to numbers.
        query: { Page: 2, PageSize: 10, role: "admin" },
        headers: { "If-Modified-Since": "Sat, 21 Nov 2026 09:30:00 GMT" },
      },
      { id: "listPlayers", query: { Page: 1, PageSize: 50 }, headers: {} },
      { params: { id: "p1a2b3" } },
    ]);
  });

  it("refuses handlers for operations the contract does not have, and second handlers", () => {
    expect(() => {
      server.app.registerHandlers({ noSuchOperation: () => ({ status: 200 }) } as never);
    }).toThrow(/no operation noSuchOperation/);
    expect(() => {
      server.app.registerHandlers({ listPlayers: () => ({ status: 200 }) });
    }).toThrow(/already has a handler/);
  });

  it("answers the contract's HEAD operation and HEAD on GET routes", async () => {
    server.app.registerHandlers({
      getIdType: (context) => ({
        status: 200,
        headers: { "x-entity-type": context.params.id === "t1" ? "team" : "player" },
      }),
    });
    const head = await server.request("/api/ids/t1/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-entity-type")).toBe("team");
    expect(await head.text()).toBe("");
    expect((await checker.checkFetch("getIdType", head)).ok).toBe(true);

    // No GET on /ids/{id}/: a GET there is a 405 naming HEAD.
    const get = await server.request("/api/ids/t1/");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("HEAD");

    const headOfGet = await server.request("/api/players/", { method: "HEAD" });
    expect(headOfGet.status).toBe(200);
    expect(await headOfGet.text()).toBe("");
  });

  it("keeps the contract's trailing slashes significant, with a hint in the 404", async () => {
    const withoutSlash = await server.request("/api/players");
    expect(withoutSlash.status).toBe(404);
    expect((await readProblem(withoutSlash)).detail).toContain("Did you mean /api/players/?");

    // `/sourcecodes/{id}` and `/users/change-password/{id}` have no trailing slash.
    const sourceCode = await server.request("/api/sourcecodes/abc123", jsonInit("POST", {}));
    expect(sourceCode.status).not.toBe(404);
    await sourceCode.arrayBuffer();
    const sourceCodeSlash = await server.request("/api/sourcecodes/abc123/", jsonInit("POST", {}));
    expect(sourceCodeSlash.status).toBe(404);
    expect((await readProblem(sourceCodeSlash)).detail).toContain(
      "Did you mean /api/sourcecodes/abc123?",
    );

    const password = await server.request(
      "/api/users/change-password/abc123/",
      jsonInit("POST", {}),
    );
    expect(password.status).toBe(404);
    await password.arrayBuffer();

    const asset = await server.request("/assets/players/abc123/player.png/");
    expect(asset.status).toBe(404);
    await asset.arrayBuffer();
  });

  it("answers an unknown route with a 404 problem and a wrong method with 405 + Allow", async () => {
    const unknown = await server.request("/api/no-such-route/?x=1");
    expect(unknown.status).toBe(404);
    expect(await readProblem(unknown)).toMatchObject({
      type: "https://canvass.dev/problems/not-found",
      status: 404,
      instance: "/api/no-such-route/",
    });

    const wrongMethod = await server.request("/api/players/", { method: "PATCH" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, HEAD, PUT");
    await wrongMethod.arrayBuffer();
  });

  it("answers a handler's crash with a generic 500 problem and logs the error", async () => {
    server.app.registerHandlers({
      listTeamPlayers: () => {
        throw new Error('relation "players" does not exist: SELECT * FROM players WHERE secret');
      },
      listTeamCampaigns: () => ({ nonsense: true }) as never,
    });
    const response = await server.request("/api/teams/abc123/players/");
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(text).not.toContain("SELECT");
    expect(text).not.toContain('players\\" does not exist');
    expect(text).not.toContain("at ");
    expect(await readProblem(response)).toMatchObject({
      status: 500,
      title: "Something went wrong on our side",
    });
    expect(logLines.join("")).toContain('relation \\"players\\" does not exist');

    const noStatus = await server.request("/api/teams/abc123/campaigns/");
    expect(noStatus.status).toBe(500);
    expect((await checker.checkFetch("listTeamCampaigns", noStatus)).ok).toBe(true);
  });

  it("redacts the Authorization header from the request log", async () => {
    const response = await server.request("/api/teams/", {
      headers: { authorization: "Basic c2VjcmV0OnRva2Vu" },
    });
    await response.arrayBuffer();
    expect(logLines.join("")).not.toContain("c2VjcmV0OnRva2Vu");
  });

  it("answers a path that is not valid percent-encoding with a 400 problem", async () => {
    const response = await server.request("/api/players/%E0%A4%A/");
    expect(response.status).toBe(400);
    expect((await readProblem(response)).detail).toMatch(/percent-encoded/);
  });
});

function samplePlayer(id: string) {
  return {
    id,
    firstname: "Ada",
    lastname: "Lovelace",
    full_name: "Ada Lovelace",
    team: "t1a2b3",
    username: "ada",
    email: "ada@example.org",
    role: "admin" as const,
    status: 1 as const,
    Created: "2026-01-31T09:30:00Z",
    Updated: "2026-01-31T09:30:00Z",
    has_picture: false,
  };
}
