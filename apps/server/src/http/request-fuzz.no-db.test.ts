/**
 * Property tests generated from the contract: for every operation, bad bodies, hostile parameters
 * and random JSON get a clear 4xx, never a 5xx. Every operation has a stub handler answering 299,
 * so a case that passes validation shows as 299 rather than as the 501 of a missing handler.
 */
import type { FastifyReply } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  HOSTILE_STRINGS,
  createValidParameters,
  flattenSchema,
  pointerOf,
  randomJson,
  seededRandom,
  wrongValueFor,
} from "./fuzz-cases.js";
import type { HandlerMap } from "./handlers.js";
import { isListOperation, readOperations, type ContractOperation } from "./operations.js";
import type { ProblemBody } from "./problem.js";
import { createResponseChecker, type ResponseChecker } from "./response-check.js";
import { MAX_JSON_DEPTH } from "./unsafe-values.js";
import { joinMount, templateMatcher } from "./route-path.js";
import { isJsonMediaType } from "./validation.js";
import { startTestServer, testContract, type TestServer } from "./test-server.js";

const REACHED_HANDLER = 299;

/** `levels` of alternating arrays and objects around a string. */
function nested(levels: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

interface Outcome {
  readonly status: number;
  readonly problem: ProblemBody | undefined;
  /** The query parameters that reached the stub handler (its `x-query-keys`), when it ran. */
  readonly reached?: string | undefined;
}

/** Each case sweeps every operation of the contract (189 and growing) over HTTP: minutes on a
 * loaded 2-core CI machine. */
const SWEEP_TIMEOUT_MS = 240_000;

describe("contract-driven request fuzzing", () => {
  let server: TestServer;
  let operations: ContractOperation[];
  let checker: ResponseChecker;
  let validParameters: ReturnType<typeof createValidParameters>;
  const failures: string[] = [];

  async function send(
    operation: ContractOperation,
    url: string,
    init: RequestInit,
  ): Promise<Outcome> {
    const response = await server.request(url, { method: operation.method, ...init });
    if (response.status !== REACHED_HANDLER) {
      const check = await checker.checkFetch(operation.operationId, response);
      if (!check.ok) {
        failures.push(
          `${operation.operationId} ${url}: answer breaks the contract: ${JSON.stringify(check.errors)}`,
        );
      }
    }
    const text = await response.text();
    const problem =
      text !== "" &&
      response.headers.get("content-type")?.startsWith("application/problem+json") === true
        ? (JSON.parse(text) as ProblemBody)
        : undefined;
    if (response.status >= 500) {
      failures.push(`${operation.operationId} ${url}: ${response.status} ${text.slice(0, 200)}`);
    }
    return {
      status: response.status,
      problem,
      reached: response.headers.get("x-query-keys") ?? undefined,
    };
  }

  function expectFields(
    label: string,
    outcome: Outcome,
    status: number,
    fields: readonly string[],
  ): void {
    const named = (outcome.problem?.errors ?? []).map((error) => error.field);
    const missing = fields.filter((field) => !named.some((name) => name.startsWith(field)));
    if (outcome.status !== status || missing.length > 0) {
      failures.push(
        `${label}: expected ${status} naming ${fields.join(", ")}; got ${outcome.status} naming ${named.join(", ")}`,
      );
    }
  }

  beforeAll(async () => {
    // The stub says which query parameters reached it (unknown ones must not).
    const stub = ({ reply, query }: { reply: FastifyReply; query: Record<string, unknown> }) =>
      reply.code(REACHED_HANDLER).header("x-query-keys", Object.keys(query).join(",")).send();
    const doc = await testContract();
    operations = readOperations(doc);
    const handlers = Object.fromEntries(
      operations.map((operation) => [operation.operationId, stub]),
    ) as HandlerMap;
    server = await startTestServer({ handlers });
    checker = createResponseChecker(server.contract);
    validParameters = createValidParameters(server.contract);
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    failures.length = 0;
  });

  it("finds valid parameters for every operation", () => {
    const without = operations.filter(
      (op) => validParameters(op, op.mounts[0] ?? "") === undefined,
    );
    expect(without.map((op) => op.operationId)).toEqual([]);
  });

  it(
    "answers bad JSON bodies with a 4xx naming the field, for every operation with a JSON body",
    async () => {
      const random = seededRandom(20260131);
      let cases = 0;
      for (const operation of operations) {
        const target = validParameters(operation, operation.mounts[0] ?? "");
        if (target === undefined) continue;
        for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
          if (!isJsonMediaType(mediaType)) continue;
          const schema = flattenSchema(server.contract, media.schema);
          const headers = { "content-type": mediaType };
          const post = (body: unknown) =>
            send(operation, target.url, { headers, body: JSON.stringify(body) });
          const label = (what: string) => `${operation.operationId} ${what}`;

          // `{}`: a 422 naming every required field, or accepted when nothing is required.
          const required = (schema.required as string[]).map(pointerOf);
          const empty = await post({});
          if (required.length > 0) expectFields(label("{}"), empty, 422, required);

          // An unknown field: named where the schema closes its field set.
          const unknown = await post({ zz_unknown_field: 1 });
          if (schema.additionalProperties === false) {
            expectFields(label("unknown field"), unknown, 422, ["/zz_unknown_field"]);
          }

          // Each property with a wrong-typed value: a 422 naming that property.
          for (const [name, property] of Object.entries(
            schema.properties as Record<string, unknown>,
          )) {
            const wrong = wrongValueFor(server.contract, property);
            if (wrong === undefined) continue;
            const outcome = await post({ [name]: wrong });
            expectFields(label(`wrong type for ${name}`), outcome, 422, [pointerOf(name)]);
            cases += 1;
          }

          // Not an object at all, and random JSON: never a 5xx.
          for (const body of [
            [],
            "text",
            42,
            true,
            ...Array.from({ length: 4 }, () => randomJson(random)),
          ]) {
            await post(body);
          }
          const malformed = await send(operation, target.url, { headers, body: '{"a":' });
          expectFields(label("malformed JSON"), malformed, 400, ["body"]);
          cases += 8;
        }
      }
      expect(cases).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "answers hostile path and query parameters with a 4xx, never a 5xx",
    async () => {
      let cases = 0;
      for (const operation of operations) {
        const mount = operation.mounts[0] ?? "";
        const target = validParameters(operation, mount);
        if (target === undefined) continue;
        const requests = operation.parameters.flatMap((parameter) =>
          HOSTILE_STRINGS.map((hostile) => {
            if (parameter.in === "path") {
              return send(operation, target.withPath({ [parameter.name]: hostile }), {});
            }
            if (parameter.in === "query") {
              const url = new URL(target.url, "http://x");
              url.searchParams.set(parameter.name, hostile);
              return send(operation, `${url.pathname}${url.search}`, {});
            }
            // Header values are printable text; fetch itself refuses control characters.
            const printable = hostile.replace(/[^\x20-\x7e]/g, "?").slice(0, 200);
            return send(operation, target.url, { headers: { [parameter.name]: printable } });
          }),
        );
        cases += requests.length;
        // One operation's cases at a time, in parallel: quick, and a failure names its operation.
        await Promise.all(requests);
      }
      expect(cases).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("names an id-shaped path parameter that fails its pattern", async () => {
    const getPlayer = operations.find((op) => op.operationId === "getPlayer");
    if (getPlayer === undefined) throw new Error("getPlayer is missing");
    for (const hostile of ["..%2F..%2Fetc%2Fpasswd", "1'%20OR%20'1'%3D'1", "%3Cscript%3E"]) {
      const outcome = await send(getPlayer, `/api/players/${hostile}/`, {});
      expectFields(`getPlayer ${hostile}`, outcome, 400, ["path.id"]);
    }
    expect(failures).toEqual([]);
  });

  it("never crashes on garbage multipart bodies", async () => {
    for (const operation of operations) {
      if (operation.requestBody?.content["multipart/form-data"] === undefined) continue;
      const target = validParameters(operation, operation.mounts[0] ?? "");
      if (target === undefined) continue;
      for (const body of ["", "--x\r\n\r\n", "not multipart at all", "--x--"]) {
        await send(operation, target.url, {
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body,
        });
      }
    }
    expect(failures).toEqual([]);
  });

  /** Every operation with a JSON body, its valid URL, media type and top-level property names. */
  function jsonBodyTargets() {
    return operations.flatMap((operation) => {
      const target = validParameters(operation, operation.mounts[0] ?? "");
      if (target === undefined) return [];
      return Object.entries(operation.requestBody?.content ?? {})
        .filter(([mediaType]) => isJsonMediaType(mediaType))
        .map(([mediaType, media]) => {
          const schema = flattenSchema(server.contract, media.schema);
          const names = Object.keys(schema.properties ?? {});
          return { operation, url: target.url, mediaType, names };
        });
    });
  }

  it(
    "answers a lone UTF-16 surrogate with a 422 naming the field, in every JSON body",
    async () => {
      let cases = 0;
      for (const { operation, url, mediaType, names } of jsonBodyTargets()) {
        for (const name of names.length > 0 ? names : ["zz_text"]) {
          const body = `{${JSON.stringify(name)}:"x\\ud800y"}`;
          const outcome = await send(operation, url, {
            headers: { "content-type": mediaType },
            body,
          });
          expectFields(`${operation.operationId} lone surrogate in ${name}`, outcome, 422, [
            pointerOf(name),
          ]);
          cases += 1;
        }
        const key = await send(operation, url, {
          headers: { "content-type": mediaType },
          body: '{"zz\\udc00":1}',
        });
        expectFields(`${operation.operationId} lone surrogate in a key`, key, 422, ["/zz"]);
      }
      expect(cases).toBeGreaterThan(150);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "answers bytes that are not UTF-8, or another charset, with a 400, in every JSON body",
    async () => {
      const invalid = Buffer.concat([
        Buffer.from('{"a":"'),
        Buffer.from([0xc3, 0x28, 0xff]),
        Buffer.from('"}'),
      ]);
      for (const { operation, url, mediaType } of jsonBodyTargets()) {
        const bytes = await send(operation, url, {
          headers: { "content-type": mediaType },
          body: new Uint8Array(invalid),
        });
        expectFields(`${operation.operationId} invalid UTF-8`, bytes, 400, ["body"]);
        const latin1 = await send(operation, url, {
          headers: { "content-type": `${mediaType}; charset=iso-8859-1` },
          body: '{"a":"b"}',
        });
        expectFields(`${operation.operationId} charset`, latin1, 400, ["header.Content-Type"]);
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    `answers JSON nested over ${MAX_JSON_DEPTH} levels with a 422 naming it, in every JSON body`,
    async () => {
      for (const { operation, url, mediaType, names } of jsonBodyTargets()) {
        const name = names[0] ?? "zz_deep";
        const outcome = await send(operation, url, {
          headers: { "content-type": mediaType },
          body: JSON.stringify({ [name]: nested(MAX_JSON_DEPTH + 8) }),
        });
        const deep = (outcome.problem?.errors ?? []).filter(
          (error) => error.code === "maxDepth" && error.field.startsWith(pointerOf(name)),
        );
        if (outcome.status !== 422 || deep.length === 0) {
          failures.push(
            `${operation.operationId} 3000 levels: got ${outcome.status} without maxDepth`,
          );
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("refuses an unknown query parameter on every list with a 400 naming it, and never hands it to any handler", async () => {
    // Lists (a GET that takes `Page`) refuse undeclared parameters; other operations drop them
    // (src/http/README.md).
    let lists = 0;
    let others = 0;
    for (const operation of operations) {
      if (operation.method !== "GET" || !operation.parameters.some((p) => p.in === "query")) {
        continue;
      }
      const target = validParameters(operation, operation.mounts[0] ?? "");
      if (target === undefined) continue;
      const url = new URL(target.url, "http://x");
      url.searchParams.set("zz_unknown", "1");
      const outcome = await send(operation, `${url.pathname}${url.search}`, { method: "GET" });
      const reached = outcome.reached ?? "";
      if (reached.split(",").includes("zz_unknown")) {
        failures.push(`${operation.operationId}: handed zz_unknown to the handler`);
      }
      if (isListOperation(operation)) {
        lists += 1;
        expectFields(`${operation.operationId} unknown parameter`, outcome, 400, [
          "query.zz_unknown",
        ]);
        const named = outcome.problem?.errors?.find((error) => error.field === "query.zz_unknown");
        if (named?.code !== "unknown") {
          failures.push(`${operation.operationId}: query.zz_unknown without the code unknown`);
        }
      } else {
        others += 1;
        if (outcome.status !== REACHED_HANDLER) {
          failures.push(`${operation.operationId}: ${outcome.status} for an ignored parameter`);
        }
      }
    }
    expect(lists).toBeGreaterThan(25);
    expect(others).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  });

  it(
    "answers a method a path does not have with 405 and the path's methods in Allow",
    async () => {
      // A concrete path may match several templates (`/players/bulk/` and `/players/{id}/`).
      const templates = operations.flatMap((operation) =>
        operation.mounts.map((mount) => ({
          method: operation.method,
          matcher: templateMatcher(joinMount(mount, operation.path)),
        })),
      );
      const byPath = new Map<string, Set<string>>();
      for (const operation of operations) {
        for (const mount of operation.mounts) {
          const target = validParameters(operation, mount);
          if (target === undefined) continue;
          const url = target.url.split("?")[0] ?? "";
          const methods = new Set(
            templates.filter((t) => t.matcher.test(url)).map((t) => t.method),
          );
          if (methods.has("GET")) methods.add("HEAD");
          byPath.set(url, methods);
        }
      }
      let cases = 0;
      for (const [url, methods] of byPath) {
        for (const method of ["GET", "PUT", "POST", "DELETE", "PATCH", "QUERY", "PROPFIND"]) {
          if (methods.has(method)) continue;
          const response = await server.request(url, { method });
          const allow = (response.headers.get("allow") ?? "").split(", ").filter(Boolean);
          const type = response.headers.get("content-type") ?? "";
          const text = await response.text();
          // `/sourcecodes/` also matches `/sourcecodes/{id}` with an empty id: a 400 naming it.
          const emptyPathParameter =
            response.status === 400 &&
            ((JSON.parse(text) as ProblemBody).errors ?? []).some((e) =>
              e.field.startsWith("path."),
            );
          if (emptyPathParameter) continue;
          if (
            response.status !== 405 ||
            !type.startsWith("application/problem+json") ||
            [...allow].sort().join() !== [...methods].sort().join()
          ) {
            failures.push(`${method} ${url}: ${response.status} Allow ${allow.join(" ")}`);
          }
          cases += 1;
        }
      }
      expect(cases).toBeGreaterThan(300);
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "answers headers over 16 KiB with a 431 problem, for every operation",
    async () => {
      const padding = "a".repeat(17 * 1024);
      for (const operation of operations) {
        const target = validParameters(operation, operation.mounts[0] ?? "");
        if (target === undefined) continue;
        const response = await server.request(target.url, {
          method: operation.method,
          headers: { "x-padding": padding },
        });
        const type = response.headers.get("content-type") ?? "";
        const text = await response.text();
        // A HEAD answer has the problem's headers without its body.
        const problem =
          operation.method === "HEAD" ? { status: 431 } : (JSON.parse(text) as ProblemBody);
        if (
          response.status !== 431 ||
          !type.startsWith("application/problem+json") ||
          problem.status !== 431
        ) {
          failures.push(`${operation.operationId}: ${response.status} ${type}`);
        }
      }
      expect(failures).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
