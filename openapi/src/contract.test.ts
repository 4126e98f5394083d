import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { callKey, deref, listOperations, readBundle } from "./contract";
import { specCalls } from "./spec-calls";

const doc = readBundle();
const operations = listOperations(doc);
const byCall = new Map(operations.map((o) => [callKey(o.method, o.path), o]));
const find = (call: string) => {
  const [method = "", path = ""] = call.split(" ");
  return byCall.get(callKey(method, path))?.op;
};

describe("the contract", () => {
  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it("has no $ref that points nowhere", () => {
    const dangling: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(visit);
      } else if (node && typeof node === "object") {
        const ref = (node as { $ref?: unknown }).$ref;
        if (typeof ref === "string" && deref<unknown>(doc, { $ref: ref }) === undefined)
          dangling.push(ref);
        Object.values(node).forEach(visit);
      }
    };
    visit(doc);
    expect(dangling).toEqual([]);
  });

  it("has an operation for every call of spec section 7", () => {
    const missing = specCalls.filter((call) => !find(call));
    expect(missing).toEqual([]);
  });

  it("states its operation count in openapi/README.md", () => {
    const readme = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
    const stated = /\*\*(\d+) operations\*\*/.exec(readme)?.[1];
    expect(Number(stated)).toBe(operations.length);
  });

  it("gives every operation a unique camelCase operationId, one declared tag and a summary", () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set(doc.tags.map((t) => t.name));
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(op.tags, where).toHaveLength(1);
      expect(declaredTags.has(op.tags?.[0] ?? ""), where).toBe(true);
      expect(op.summary, where).toBeTruthy();
    }
  });

  it("describes every parameter and gives it a schema", () => {
    for (const { method, path, op, pathItem } of operations) {
      const params = [
        ...((pathItem.parameters as unknown[] | undefined) ?? []),
        ...(op.parameters ?? []),
      ].map((p) => deref(doc, p as { description?: string; schema?: unknown; name?: string }));
      for (const param of params) {
        expect(param.description, `${method} ${path} ${param.name}`).toBeTruthy();
        expect(param.schema, `${method} ${path} ${param.name}`).toBeTruthy();
      }
    }
  });

  it("gives every operation a timeout, with the spec's long ones", () => {
    for (const { method, path, op } of operations) {
      expect(op["x-timeout-ms"], `${method} ${path}`).toBeTypeOf("number");
    }
    const timeout = (call: string) => find(call)?.["x-timeout-ms"];
    expect(timeout("POST /accounts/")).toBe(600000);
    expect(timeout("POST /imports/process/{user}/{file}")).toBe(60000);
    expect(timeout("POST /accounts/incoming/")).toBe(60000);
    expect(timeout("POST /export/option/{id}/run/")).toBe(120000);
    expect(timeout("POST /export/option/anonymous/run/")).toBe(120000);
    expect(timeout("POST /events/")).toBe(5000);
    expect(timeout("GET /players/")).toBe(30000);
  });

  it("retries only the incoming-submission upload: 3 times on 5xx, 1 s per retry", () => {
    const retried = operations.filter((o) => o.op["x-retry"]);
    expect(retried.map((o) => callKey(o.method, o.path))).toEqual(["POST /accounts/incoming/"]);
    expect(retried[0]?.op["x-retry"]).toEqual({
      retries: 3,
      on: ["5XX"],
      delayMs: 1000,
      backoff: "linear",
    });
  });

  it("leaves only sign-in, two-factor, password reset, the settings, the signed bounce webhook and the tracking pixel open", () => {
    const open = operations
      .filter((o) => Array.isArray(o.op.security) && o.op.security.length === 0)
      .map((o) => callKey(o.method, o.path))
      .sort();
    expect(open).toEqual(
      [
        "GET /assets/settings/portal.json",
        "GET /settings/",
        "POST /users/2fa/",
        "POST /users/auth/",
        "POST /users/password-reset/complete/",
        "POST /users/password-reset/",
        "POST /events/",
        "POST /emails/bounces/",
        "GET /emails/messages/{id}/open/",
      ]
        .map((c) => callKey(...(c.split(" ") as [string, string])))
        .sort(),
    );
    expect(doc.security).toEqual([{ profileToken: [] }]);
  });

  it("states the permission rule of every operation that needs a token", () => {
    const unstated = operations
      .filter((o) => !(Array.isArray(o.op.security) && o.op.security.length === 0))
      .filter((o) => typeof o.op["x-permission"] !== "string")
      .map((o) => `${o.method} ${o.path}`);
    expect(unstated).toEqual([]);
  });

  it("answers every error with an RFC 9457 problem (HEAD answers carry no body)", () => {
    for (const { method, path, op } of operations) {
      const statuses = Object.keys(op.responses ?? {});
      expect(
        statuses.some((s) => s.startsWith("4")),
        `${method} ${path} has no 4xx`,
      ).toBe(true);
      if (method === "HEAD") continue;
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const response = deref(doc, op.responses?.[status] as { content?: object });
        expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
          "application/problem+json",
        ]);
      }
    }
  });

  it("puts the reason of a failed sign-in or two-factor step in the X-Auth-Error header", () => {
    for (const call of ["POST /users/auth/", "POST /users/2fa/"]) {
      const response = deref(doc, find(call)?.responses?.["401"] as { headers?: object });
      expect(Object.keys(response.headers ?? {}), call).toContain("X-Auth-Error");
    }
  });

  it("lets every cacheable read answer 304 and send Last-Modified", () => {
    const cacheable = operations.filter(
      (o) =>
        o.method === "GET" &&
        (o.op.parameters ?? []).some(
          (p) => deref(doc, p as { name?: string }).name === "If-Modified-Since",
        ),
    );
    expect(cacheable.length).toBeGreaterThan(40);
    for (const { path, op } of cacheable) {
      expect(Object.keys(op.responses ?? {}), path).toContain("304");
      const ok = deref(doc, op.responses?.["200"] as { headers?: object });
      expect(Object.keys(ok.headers ?? {}), path).toContain("Last-Modified");
    }
  });

  it("sends the spec's list envelopes", () => {
    const schemaOf = (call: string) => {
      const ok = deref(
        doc,
        find(call)?.responses?.["200"] as { content?: Record<string, { schema: unknown }> },
      );
      return deref(doc, ok.content?.["application/json"]?.schema as { required?: string[] });
    };
    expect(schemaOf("GET /query/accounts/").required).toEqual(
      expect.arrayContaining(["Accounts", "Count"]),
    );
    expect(schemaOf("GET /query/cancels/").required).toEqual(
      expect.arrayContaining(["Result", "Count"]),
    );
  });
});
