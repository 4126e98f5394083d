import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "./problem.js";
import { createResponseChecker, type ResponseChecker } from "./response-check.js";
import { jsonInit, readProblem, startTestServer, type TestServer } from "./test-server.js";

describe("request validation", () => {
  let server: TestServer;
  let checker: ResponseChecker;
  const received: Record<string, unknown>[] = [];

  /** Sends, checks the answer against the operation's contract, and reads the problem. */
  async function problem(
    operationId: string,
    path: string,
    init?: RequestInit,
  ): Promise<ProblemBody> {
    const response = await server.request(path, init);
    expect((await checker.checkFetch(operationId, response)).errors).toEqual([]);
    return readProblem(response);
  }

  beforeAll(async () => {
    server = await startTestServer({
      handlers: {
        signOut: ({ body }) => {
          received.push({ op: "signOut", body });
          return { status: 204 };
        },
        runCustomReport: ({ body, params }) => {
          received.push({ op: "runCustomReport", body, params });
          return { status: 200, body: { Result: [], Count: 0 } as never };
        },
        patchCampaignFormAsset: ({ body, mediaType }) => {
          received.push({ op: "patchCampaignFormAsset", body, mediaType });
          return { status: 200, body: { path: "campaigns/abc123/form.json" } as never };
        },
        queryAccounts: ({ query }) => {
          received.push({ op: "queryAccounts", query });
          return { status: 200, body: { Accounts: [], Count: 0 } };
        },
        searchAll: ({ query }) => {
          received.push({ op: "searchAll", query });
          return { status: 200, body: {} as never };
        },
      },
    });
    checker = createResponseChecker(server.contract);
  });

  afterAll(async () => {
    await server.close();
  });

  describe("bodies", () => {
    it("answers malformed JSON with a 400 naming the body", async () => {
      const body = await problem(
        "signIn",
        "/api/users/auth/",
        jsonInit("POST", '{"username": "a",'),
      );
      expect(body).toMatchObject({
        status: 400,
        errors: [{ field: "body", message: "is not valid JSON" }],
      });
    });

    it("answers wrong types, missing and unknown fields with a 422 naming each by JSON pointer", async () => {
      const body = await problem(
        "signIn",
        "/api/users/auth/",
        jsonInit("POST", { username: 42, nickname: "ada" }),
      );
      expect(body.status).toBe(422);
      expect(body.type).toBe("https://canvass.dev/problems/validation");
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: "/password", message: "is required", code: "required" },
          { field: "/nickname", message: "is not a known field", code: "additionalProperties" },
          { field: "/username", message: "must be string", code: "type" },
        ]),
      );
      expect(body.errors).toHaveLength(3);
    });

    it("names nested fields by JSON pointer (/Changes/3/Value)", async () => {
      const change = { ID: "3fa9c1d2", Field: "Email", Value: "ada@example.org" };
      const body = await problem(
        "saveAccountChanges",
        "/api/accounts/",
        jsonInit("POST", {
          Reason: "",
          Changes: [change, { ...change, ID: "x';--" }, change, { ...change, Value: { $gt: "" } }],
        }),
      );
      expect(body.status).toBe(422);
      const fields = (body.errors ?? []).map((error) => error.field);
      expect(fields).toEqual(
        expect.arrayContaining(["/Reason", "/Changes/1/ID", "/Changes/3/Value"]),
      );
    });

    it("answers a missing required body with a 400 naming the body", async () => {
      const body = await problem("signIn", "/api/users/auth/", jsonInit("POST", ""));
      expect(body).toMatchObject({
        status: 400,
        errors: [{ field: "body", message: "is required" }],
      });
    });

    it("answers a JSON null body with a 422 (it parses, but is not the object asked for)", async () => {
      const body = await problem("signIn", "/api/users/auth/", jsonInit("POST", "null"));
      expect(body).toMatchObject({
        status: 422,
        errors: [{ field: "body", message: "must be object" }],
      });
    });

    it("refuses prototype-poisoning keys as malformed JSON", async () => {
      const body = await problem(
        "signIn",
        "/api/users/auth/",
        jsonInit("POST", '{"username":"a","password":"b","__proto__":{"admin":true}}'),
      );
      expect(body.status).toBe(400);
    });

    it("answers deeply nested JSON with a 4xx, not a crash", async () => {
      const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
      const response = await server.request("/api/users/auth/", jsonInit("POST", deep));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      await response.arrayBuffer();
    });

    it("passes an optional body that is absent as undefined", async () => {
      const response = await server.request("/api/customreports/abc123/run/", { method: "POST" });
      expect(response.status).toBe(200);
      expect(received).toContainEqual({
        op: "runCustomReport",
        body: undefined,
        params: { id: "abc123" },
      });
    });

    it("ignores a body sent to an operation that declares none", async () => {
      const response = await server.request(
        "/api/users/logout/",
        jsonInit("POST", { stray: true }),
      );
      expect(response.status).toBe(204);
      expect(received).toContainEqual({ op: "signOut", body: undefined });
    });

    it("accepts application/merge-patch+json where the contract declares it", async () => {
      const response = await server.request(
        "/assets/campaigns/abc123/form.json",
        jsonInit("PATCH", { title: null }, "application/merge-patch+json"),
      );
      expect(response.status).not.toBe(415);
      await response.arrayBuffer();
    });
  });

  describe("content types", () => {
    it("answers a content type no parser reads: 415 where the operation declares it", async () => {
      const body = await problem(
        "uploadPlayerImageAsset",
        "/assets/players/abc123/player.png",
        jsonInit("POST", "PNG", "text/plain"),
      );
      expect(body).toMatchObject({ status: 415, title: "Unsupported content type" });
      expect(body.detail).toContain("text/plain");
    });

    it("answers a content type the operation does not accept: 415 for uploads", async () => {
      const body = await problem(
        "uploadPlayerImageAsset",
        "/assets/players/abc123/player.png",
        jsonInit("POST", { file: "x" }),
      );
      expect(body.status).toBe(415);
      expect(body.detail).toContain("uploadPlayerImageAsset accepts multipart/form-data");
    });

    it("answers a wrong content type on a JSON operation with the contract's 400 naming Content-Type", async () => {
      const form = new FormData();
      form.set("username", "a");
      const multipart = await problem("signIn", "/api/users/auth/", { method: "POST", body: form });
      expect(multipart).toMatchObject({
        status: 400,
        errors: [{ field: "header.Content-Type", message: "must be application/json" }],
      });

      const text = await problem("signIn", "/api/users/auth/", jsonInit("POST", "a", "text/plain"));
      expect(text.status).toBe(400);
      expect(text.errors?.[0]?.field).toBe("header.Content-Type");
    });

    it("answers a body without a content type as a wrong content type", async () => {
      const body = await problem("signIn", "/api/users/auth/", {
        method: "POST",
        body: new Uint8Array(Buffer.from('{"username":"a","password":"b"}')),
      });
      expect(body.status).toBe(400);
      expect(body.errors?.[0]?.field).toBe("header.Content-Type");
    });
  });

  describe("parameters", () => {
    it("answers bad paging and sort parameters with a 400 naming each", async () => {
      const body = await problem(
        "listPlayers",
        "/api/players/?Page=0&PageSize=5000&Sort=Received;DROP%20TABLE%20players",
      );
      expect(body.status).toBe(400);
      expect(body.errors).toEqual([
        { field: "query.Page", message: "must be at least 1", code: "minimum" },
        { field: "query.PageSize", message: "must be at most 1000", code: "maximum" },
        { field: "query.Sort", message: "has an invalid format", code: "pattern" },
      ]);
    });

    it("answers non-numbers, repeated values and bad dates with a 400", async () => {
      const body = await problem(
        "queryAccounts",
        "/api/query/accounts/?Page=abc&PageSize=10&PageSize=20&After=yesterday&Campaign=1%20OR%201%3D1&Fields=ID;DROP",
      );
      expect(body.status).toBe(400);
      expect(body.errors?.map((error) => error.field).sort()).toEqual([
        "query.After",
        "query.Campaign",
        "query.Fields",
        "query.Page",
        "query.PageSize",
      ]);
    });

    it("coerces and defaults valid query parameters", async () => {
      const response = await server.request(
        "/api/query/accounts/?Campaign=c1,c2&PageSize=1000&After=2026-01-01T00:00:00Z",
      );
      expect(response.status).toBe(200);
      expect((await checker.checkFetch("queryAccounts", response)).ok).toBe(true);
      expect(received).toContainEqual({
        op: "queryAccounts",
        query: {
          Campaign: "c1,c2",
          PageSize: 1000,
          After: "2026-01-01T00:00:00Z",
          Page: 1,
          Sort: "-Received",
          DateField: "Received",
          timezone: "UTC",
        },
      });
    });

    it("refuses an undeclared query parameter on a list (400 naming it), drops it elsewhere", async () => {
      const body = await problem("queryAccounts", "/api/query/accounts/?Campaign=c1&utm_source=x");
      expect(body.errors).toEqual([
        { field: "query.utm_source", message: "is not a parameter of this list", code: "unknown" },
      ]);
      const handed = received.filter(
        (entry) =>
          entry.op === "queryAccounts" && (entry.query as { Campaign?: string }).Campaign === "c1",
      );
      expect(handed, "the refused request never reached the handler").toEqual([]);

      const search = await server.request("/api/search/?q=ada&utm_source=x");
      expect(search.status).toBe(200);
      const seen = received.filter((entry) => entry.op === "searchAll");
      expect(seen).toHaveLength(1);
      expect(seen[0]?.query).toMatchObject({ q: "ada" });
      expect(seen[0]?.query).not.toHaveProperty("utm_source");
    });

    it("answers a missing required query parameter with a 400", async () => {
      const body = await problem("searchAll", "/api/search/");
      expect(body.errors).toEqual([{ field: "query.q", message: "is required", code: "required" }]);
    });

    it("answers a bad path parameter (traversal, SQL) with a 400 naming path.id", async () => {
      for (const id of ["..%2F..%2Fetc%2Fpasswd", "1'%20OR%20'1'%3D'1", "a".repeat(65)]) {
        const body = await problem("getPlayer", `/api/players/${id}/`);
        expect(body.status).toBe(400);
        expect(body.errors?.[0]?.field).toBe("path.id");
      }
    });

    it("reports parameter and body errors together as a 400", async () => {
      const body = await problem(
        "changeOwnPassword",
        "/api/users/change-password/bad%20id",
        jsonInit("POST", { unexpected: 1 }),
      );
      expect(body.status).toBe(400);
      const fields = (body.errors ?? []).map((error) => error.field);
      expect(fields).toContain("path.id");
      expect(fields).toContain("/unexpected");
    });
  });
});

describe("values no schema keyword catches", () => {
  it("refuses a non-finite number parameter and NUL characters, naming the field", async () => {
    const server = await startTestServer({
      handlers: { listPlayers: () => ({ status: 200, body: { Result: [], Count: 0 } }) },
    });
    try {
      const huge = await server.request("/api/players/?Page=1e309");
      expect(huge.status).toBe(400);
      expect((await readProblem(huge)).errors?.map((error) => error.field)).toContain("query.Page");
      const nul = await server.request("/api/players/?q=a%00b");
      expect(nul.status).toBe(400);
      expect((await readProblem(nul)).errors?.[0]?.message).toBe("must not contain NUL characters");
    } finally {
      await server.close();
    }
  });

  it("refuses NUL characters anywhere in a JSON body with 422 and its pointer", async () => {
    const server = await startTestServer({ handlers: { createFeedback: () => ({ status: 201 }) } });
    try {
      const answer = await server.request("/api/feedback/", jsonInit("POST", { text: "a\u0000b" }));
      expect(answer.status).toBe(422);
      expect((await readProblem(answer)).errors?.[0]?.field).toBe("/text");
    } finally {
      await server.close();
    }
  });
});
