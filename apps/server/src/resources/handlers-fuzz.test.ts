/**
 * The contract fuzz cases again, now through the real handlers on a seeded database, signed in as
 * root (every rule passes, so handlers run as deep as they go) and as a rep (the refusal paths):
 * hostile strings in every parameter (SQL-looking `Sort` and filters, traversal in asset paths),
 * random and empty bodies, hostile strings in every body field, and garbage uploads, on real ids
 * and on unknown ones. Nothing may answer 5xx, and every answer must match the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOSTILE_STRINGS,
  createValidParameters,
  flattenSchema,
  randomJson,
  seededRandom,
} from "../http/fuzz-cases.js";
import { readOperations, type ContractOperation } from "../http/operations.js";
import { testContract } from "../http/test-server.js";
import { isJsonMediaType } from "../http/validation.js";
import { startTestApi, type TestApi } from "../testing/api-harness.js";
import { sessionFor } from "../testing/lookups.js";

/** Operations of later issues: they answer 501 until then (none left). */
const LATER_TAGS = new Set<string>([]);
const LATER_OPERATIONS = new Set<string>([]);

let api: TestApi;
let contract: Record<string, unknown>;
let operations: ContractOperation[];
/** The first tag of each operation. */
const tagOf = new Map<string, string>();
let realIds: Record<string, string>;
const failures: string[] = [];

function inStep(operation: ContractOperation): boolean {
  const tag = tagOf.get(operation.operationId) ?? "";
  return !LATER_OPERATIONS.has(operation.operationId) && !LATER_TAGS.has(tag);
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 300 });
  contract = await testContract();
  const paths = contract.paths as Record<
    string,
    Record<string, { operationId?: string; tags?: string[] }>
  >;
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      if (op.operationId !== undefined) tagOf.set(op.operationId, op.tags?.[0] ?? "");
    }
  }
  operations = readOperations(contract).filter(inStep);
  const db = api.handle.db;
  const first = async (table: "players" | "teams" | "campaigns" | "clients" | "accounts") =>
    (await db.selectFrom(table).select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id;
  realIds = {
    Players: await first("players"),
    Teams: (
      await db
        .selectFrom("teams")
        .select("id")
        .where("parent", "is not", null)
        .orderBy("id")
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id,
    Campaigns: await first("campaigns"),
    Clients: await first("clients"),
    Accounts: await first("accounts"),
    Assets: await first("campaigns"),
    Reports: (
      await db
        .selectFrom("custom_reports")
        .select("id")
        .orderBy("id")
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id,
  };
}, 120_000);

afterAll(() => api.close());

async function send(operation: ContractOperation, url: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${api.base}${url}`, { method: operation.method, ...init });
  const check = await api.checker.checkFetch(operation.operationId, response);
  const text = await response.text();
  if (response.status >= 500) {
    failures.push(
      `${operation.operationId} ${init.method ?? operation.method} ${url}: ${response.status} ${text.slice(0, 300)}`,
    );
  } else if (!check.ok) {
    failures.push(
      `${operation.operationId} ${url}: breaks the contract: ${JSON.stringify(check.errors).slice(0, 300)}`,
    );
  }
}

/** Writes that remove things go last, so the other cases still find the real rows. */
const byDestructiveness = (a: ContractOperation, b: ContractOperation) =>
  Number(a.method === "DELETE") - Number(b.method === "DELETE");

describe.each(["root", "rep"])("handlers under hostile input, signed in as %s", (username) => {
  let authorization: string;
  beforeAll(async () => {
    authorization = (await sessionFor(api, username)).authorization;
    failures.length = 0;
  });

  it("answers hostile parameters with 4xx, on real and unknown ids", async () => {
    const validParameters = createValidParameters(contract);
    let cases = 0;
    for (const operation of [...operations].sort(byDestructiveness)) {
      const target = validParameters(operation, operation.mounts[0] ?? "");
      if (target === undefined) continue;
      const real = realIds[tagOf.get(operation.operationId) ?? ""];
      const urls = [target.url, ...(real === undefined ? [] : [target.withPath({ id: real })])];
      const headers = { authorization };
      for (const url of urls) {
        const requests = operation.parameters
          .filter((parameter) => parameter.in === "query" || parameter.in === "path")
          .flatMap((parameter) =>
            HOSTILE_STRINGS.map((hostile) => {
              if (parameter.in === "path") {
                return send(
                  operation,
                  real === undefined ? target.withPath({ [parameter.name]: hostile }) : url,
                  { headers },
                );
              }
              const withQuery = new URL(url, "http://x");
              withQuery.searchParams.set(parameter.name, hostile);
              return send(operation, `${withQuery.pathname}${withQuery.search}`, { headers });
            }),
          );
        cases += requests.length;
        for (const request of requests) await request;
      }
    }
    expect(cases).toBeGreaterThan(500);
    expect({ count: failures.length, first: failures.slice(0, 20) }).toEqual({
      count: 0,
      first: [],
    });
  }, 300_000);

  it("answers random, empty and hostile bodies with 4xx (or a clean success)", async () => {
    const validParameters = createValidParameters(contract);
    const random = seededRandom(username === "root" ? 41 : 42);
    let cases = 0;
    for (const operation of [...operations].sort(byDestructiveness)) {
      const target = validParameters(operation, operation.mounts[0] ?? "");
      if (target === undefined) continue;
      const real = realIds[tagOf.get(operation.operationId) ?? ""];
      const url = real === undefined ? target.url : target.withPath({ id: real });
      for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const headers = {
          authorization,
          "content-type":
            mediaType === "multipart/form-data" ? "multipart/form-data; boundary=x" : mediaType,
        };
        if (!isJsonMediaType(mediaType)) {
          for (const body of [
            "",
            "--x\r\n\r\n",
            '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x--\r\n',
          ]) {
            await send(operation, url, { headers, body });
            cases += 1;
          }
          continue;
        }
        const schema = flattenSchema(contract, media.schema);
        const properties = Object.keys(
          (schema.properties as Record<string, unknown> | undefined) ?? {},
        );
        const bodies: unknown[] = [
          {},
          [],
          ...Array.from({ length: 3 }, () => randomJson(random)),
          ...HOSTILE_STRINGS.slice(0, 8).map((hostile) =>
            Object.fromEntries(properties.map((name) => [name, hostile])),
          ),
        ];
        for (const body of bodies) {
          await send(operation, url, { headers, body: JSON.stringify(body) });
          cases += 1;
        }
      }
    }
    expect(cases).toBeGreaterThan(100);
    expect({ count: failures.length, first: failures.slice(0, 20) }).toEqual({
      count: 0,
      first: [],
    });
  }, 300_000);
});
