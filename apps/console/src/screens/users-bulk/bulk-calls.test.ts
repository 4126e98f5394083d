// @vitest-environment node
import { isHttpError, isNetworkError } from "@canvass/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOST_CONFIG } from "../../boot/host-config";
import { createServices } from "../../services/services";
import { startLoopbackServer, type LoopbackServer } from "../../testing/loopback-server";
import { checkRows, createRows } from "./bulk-calls";

/** What the loopback API answers next: status and JSON body, and what it was sent. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const received: { method: string; url: string; body: unknown }[] = [];

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        body: text === "" ? undefined : (JSON.parse(text) as unknown),
      });
      const type = answer.status < 400 ? "application/json" : "application/problem+json";
      response.writeHead(answer.status, { "content-type": type }).end(JSON.stringify(answer.body));
    });
  });
});
afterAll(() => server.close());

function client(origin = server.origin) {
  const config = {
    ...DEFAULT_HOST_CONFIG,
    api: { baseUrl: `${origin}/api`, assetsUrl: `${origin}/assets`, loggingUrl: "" },
  };
  return createServices(config, {
    tokens: {
      read: () => ({ token: "t", playerId: "p" }),
      write: () => null,
      clear: () => undefined,
    },
  }).client;
}

const rows = [{ username: "jdoe", email: "jane@example.org" }];
const report = { total: 1, valid: 1, created: [{ row: 0, id: "p1" }], rejected: [] };

describe("bulk calls", () => {
  it("checks the rows and answers the report", async () => {
    answer = { status: 200, body: { ...report, created: [] } };
    const outcome = await checkRows(client(), rows);
    expect(outcome).toEqual({ kind: "report", report: { ...report, created: [] } });
    expect(received.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/players/bulk/check/",
      body: { rows },
    });
  });

  it("creates with the chosen mode", async () => {
    answer = { status: 200, body: report };
    expect(await createRows(client(), rows, "validOnly")).toEqual({ kind: "report", report });
    expect(received.at(-1)).toMatchObject({
      method: "PUT",
      url: "/api/players/bulk/",
      body: { rows, mode: "validOnly" },
    });
  });

  it("turns an all-or-nothing 422 into the rows' problems", async () => {
    answer = {
      status: 422,
      body: {
        type: "about:blank",
        title: "Some rows are not valid",
        status: 422,
        errors: [{ field: "/rows/0/email", message: "taken", code: "exists" }],
      },
    };
    expect(await createRows(client(), rows, "allOrNothing")).toEqual({
      kind: "refused",
      problems: [{ row: 0, errors: [{ field: "/email", message: "taken", code: "exists" }] }],
    });
  });

  it("reports a 500 and a lost connection as failures to retry", async () => {
    answer = { status: 500, body: { type: "about:blank", title: "Boom", status: 500 } };
    const failed = await checkRows(client(), rows);
    expect(failed.kind === "failed" && isHttpError(failed.error) && failed.error.status).toBe(500);
    const created = await createRows(client(), rows, "validOnly");
    expect(created.kind).toBe("failed");
    // Nothing listens on port 9 of the loopback address.
    const offline = await checkRows(client("http://127.0.0.1:9"), rows);
    expect(offline.kind === "failed" && isNetworkError(offline.error)).toBe(true);
  });
});
