/**
 * Issue 17 items 2, 3 and 8 through HTTP on the whole server: lone UTF-16 surrogates, bodies that
 * are not UTF-8, deep nesting, unsupported methods, oversized headers and the permission of the
 * custom reports — each a 4xx problem naming what is wrong, never a 500 or a silent U+FFFD.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../testing/api-harness.js";
import type { ProblemBody } from "./problem.js";
import { testContract } from "./test-server.js";
import { MAX_JSON_DEPTH } from "./unsafe-values.js";

let api: TestApi;
let root: ApiSession;
let rep: ApiSession;
let admin: ApiSession;

beforeAll(async () => {
  api = await startTestApi({ accounts: 20 });
  root = await api.signIn("root");
  rep = await api.signIn("rep");
  admin = await api.signIn("admin");
});

afterAll(async () => {
  await api.close();
});

const fields = (body: ProblemBody): string[] => (body.errors ?? []).map((error) => error.field);

const nested = (levels: number): unknown => {
  let value: unknown = "leaf";
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe("lone UTF-16 surrogates", () => {
  it("answers 422 naming the field on every kind of write, storing nothing", async () => {
    const account = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await api.handle.db
      .selectFrom("players")
      .select(["lastname", "updated"])
      .where("id", "=", rep.player)
      .executeTakeFirstOrThrow();
    const cases = [
      api.call<ProblemBody>("replacePlayerPreferences", {
        as: root,
        path: { id: root.player },
        body: { note: "bad \ud800 half" },
      }),
      api.call<ProblemBody>("updatePlayer", {
        as: root,
        path: { id: rep.player },
        body: { lastname: "Doe\udc00" },
      }),
      api.call<ProblemBody>("createTeam", {
        as: root,
        body: { title: "Squad \ud800", parent: root.team },
      }),
      api.call<ProblemBody>("saveAccountChanges", {
        as: root,
        body: {
          Reason: "Fix the e-mail",
          Changes: [{ ID: account.id, Field: "Email", Value: "x\ud800@example.org" }],
        },
      }),
    ];
    const answers = await Promise.all(cases);
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
    expect(answers.map((answer) => fields(answer.body))).toEqual([
      ["/note"],
      ["/lastname"],
      ["/title"],
      ["/Changes/0/Value"],
    ]);
    expect(answers[0]?.body.errors?.[0]?.message).toBe("must not contain lone UTF-16 surrogates");
    const after = await api.handle.db
      .selectFrom("players")
      .select(["lastname", "updated"])
      .where("id", "=", rep.player)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("names a lone surrogate in a key, and keeps well-formed pairs (emoji)", async () => {
    const bad = await api.call<ProblemBody>("replacePlayerPreferences", {
      as: root,
      path: { id: root.player },
      body: { "k\ud800": 1 },
    });
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual(["/k\ud800"]);
    const good = await api.call<Record<string, unknown>>("replacePlayerPreferences", {
      as: root,
      path: { id: root.player },
      body: { note: "🙂 ok" },
    });
    expect(good.status).toBe(200);
    expect(good.body.note).toBe("🙂 ok");
  });
});

describe("bodies that are not UTF-8", () => {
  const url = () => api.url("replacePlayerPreferences", { path: { id: root.player } });

  it("answers 400 naming the body for invalid UTF-8 bytes, storing nothing", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"note":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await fetch(url(), {
      method: "PUT",
      headers: { authorization: root.authorization, "content-type": "application/json" },
      body: bytes,
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as ProblemBody;
    expect(problem.errors).toEqual([
      { field: "body", message: "is not valid UTF-8", code: "encoding" },
    ]);
    const stored = await api.call<Record<string, unknown>>("getPlayerPreferences", {
      as: root,
      path: { id: root.player },
    });
    expect(JSON.stringify(stored.body)).not.toContain("\ufffd");
  });

  it("answers 400 naming the content type for a body labelled with another charset", async () => {
    const response = await fetch(url(), {
      method: "PUT",
      headers: {
        authorization: root.authorization,
        "content-type": "application/json; charset=iso-8859-1",
      },
      body: '{"note":"caf\xe9"}',
    });
    expect(response.status).toBe(400);
    expect(fields((await response.json()) as ProblemBody)).toEqual(["header.Content-Type"]);
  });

  it("still reads bodies labelled charset=utf-8", async () => {
    const response = await fetch(url(), {
      method: "PUT",
      headers: {
        authorization: root.authorization,
        "content-type": "application/json; charset=UTF-8",
      },
      body: JSON.stringify({ note: "café" }),
    });
    expect(response.status).toBe(200);
  });
});

describe("deeply nested JSON", () => {
  it("answers 422 naming the field for 3 000 levels in preferences and in metadata", async () => {
    const preferences = await api.call<ProblemBody>("replacePlayerPreferences", {
      as: root,
      path: { id: root.player },
      body: { deep: nested(3000) },
    });
    expect(preferences.status).toBe(422);
    expect(preferences.body.errors?.[0]?.field.startsWith("/deep/")).toBe(true);
    expect(preferences.body.errors?.[0]?.code).toBe("maxDepth");
    const metadata = await api.call<ProblemBody>("updatePlayer", {
      as: root,
      path: { id: rep.player },
      body: { metadata: { deep: nested(3000) } },
    });
    expect(metadata.status).toBe(422);
    expect(metadata.body.errors?.[0]?.field.startsWith("/metadata/deep/")).toBe(true);
  });

  it("accepts nesting up to the limit", async () => {
    const answer = await api.call("replacePlayerPreferences", {
      as: root,
      path: { id: root.player },
      body: { deep: nested(MAX_JSON_DEPTH - 2) },
    });
    expect(answer.status).toBe(200);
  });
});

/** Sends raw HTTP/1.1 and answers the head and body as text. */
function rawRequest(head: string): Promise<{ head: string; body: string }> {
  const { hostname, port } = new URL(api.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [top = "", ...rest] = text.split("\r\n\r\n");
      resolve({ head: top, body: rest.join("\r\n\r\n") });
    });
    socket.end(head);
  });
}

describe("methods, headers and unbuilt operations", () => {
  it("answers a body method (QUERY) on a path without it with 405 and Allow", async () => {
    const { head, body } = await rawRequest(
      `QUERY /api/players/ HTTP/1.1\r\nHost: x\r\nAuthorization: ${root.authorization}\r\nConnection: close\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 405/);
    expect(head).toMatch(/^allow: GET, HEAD, PUT$/im);
    expect(head).toMatch(/^content-type: application\/problem\+json/im);
    expect((JSON.parse(body) as ProblemBody).status).toBe(405);
  });

  it("answers an unknown path with a body method with 404, not 400", async () => {
    const { head } = await rawRequest(
      `QUERY /api/no-such-thing/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 404/);
  });

  it("answers headers over 16 KiB with a 431 problem", async () => {
    const response = await fetch(api.url("listPlayers"), {
      headers: { authorization: root.authorization, "x-padding": "a".repeat(17 * 1024) },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as ProblemBody;
    expect(problem).toMatchObject({
      status: 431,
      type: "https://canvass.dev/problems/headers-too-large",
    });
  });

  it("checks the permission of the last operations built (custom reports, decision 0046)", async () => {
    // Every operation has a handler now; the 403-before-501 gate is tested in app.test.ts.
    const refused = await api.call<ProblemBody>("listCustomReports", { as: rep });
    expect(refused.status).toBe(403);
    const built = await api.call<ProblemBody>("listCustomReports", { as: admin });
    expect(built.status).toBe(200);
    const anonymous = await api.call<ProblemBody>("listCustomReports");
    expect(anonymous.status).toBe(401);
  });
});

describe("the contract says what the server accepts", () => {
  it("says in the schema that a dotless e-mail domain (v@io) is refused, as the server does", async () => {
    const contract = await testContract();
    const schemas = (contract.components as { schemas: Record<string, { description?: string }> })
      .schemas;
    expect(schemas.PlayerEmail?.description).toContain("`v@io` is refused");
    const answer = await api.call<ProblemBody>("checkUserExists", {
      as: root,
      body: { email: "v@io" },
    });
    expect(answer.status).toBe(422);
    expect(new Set(fields(answer.body))).toEqual(new Set(["/email"]));
    const fine = await api.call("checkUserExists", { as: root, body: { email: "v@io.example" } });
    expect(fine.status).toBe(200);
  });

  it("lists NUL, lone surrogates, nesting, 405 and 431 in the contract", async () => {
    const contract = await testContract();
    const info = (contract.info as { description: string }).description;
    expect(info).toContain("U+0000");
    expect(info).toContain("lone UTF-16 surrogate");
    expect(info).toContain("32 levels");
    expect(info).toContain("`405` with `Allow`");
    expect(info).toContain("`431`");
    const responses = (contract.components as { responses: Record<string, unknown> }).responses;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(["MethodNotAllowed", "HeaderFieldsTooLarge"]),
    );
  });
});
