import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import type { CanvassClient } from "./create-client";
import { toFormData } from "./form-data";
import type { Sleep } from "./sleep";

describe("retries (against a loopback server)", () => {
  let server: LoopbackServer;
  let client: CanvassClient;
  let delays: number[];

  beforeEach(async () => {
    server = await startLoopbackServer();
    delays = [];
    const sleep: Sleep = (ms) => {
      delays.push(ms);
      return Promise.resolve();
    };
    ({ client } = createLoopbackClient(server, { sleep }));
  });
  afterEach(() => server.close());

  const upload = () =>
    client.call("uploadIncomingAccounts", {
      body: { file: '{"ID":"3fa9c1d2"}' },
      bodySerializer: toFormData,
    });

  it("retries the incoming upload on 5xx, waiting 1000, 2000 and 3000 ms", async () => {
    let attempts = 0;
    server.on("POST", "/api/accounts/incoming/", () => {
      attempts += 1;
      return attempts < 4
        ? { status: 503 }
        : { status: 202, body: { received: 1, ids: ["3fa9c1d2"] } };
    });
    expect(await upload()).toEqual({ ok: true, data: { received: 1, ids: ["3fa9c1d2"] } });
    expect(delays).toEqual([1000, 2000, 3000]);
    const bodies = server.requestsTo("POST", "/api/accounts/incoming/").map((r) => r.body);
    expect(bodies).toHaveLength(4);
    for (const body of bodies) expect(body).toContain('{"ID":"3fa9c1d2"}');
  });

  it("fails after the 3rd retry", async () => {
    server.on("POST", "/api/accounts/incoming/", { status: 500 });
    expect(await upload()).toMatchObject({ ok: false, error: { kind: "http", status: 500 } });
    expect(server.requestsTo("POST", "/api/accounts/incoming/")).toHaveLength(4);
  });

  it("does not retry the upload on a 4xx", async () => {
    server.on("POST", "/api/accounts/incoming/", { status: 422 });
    await upload();
    expect(server.requestsTo("POST", "/api/accounts/incoming/")).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it("never retries any other operation", async () => {
    server.on("POST", "/api/accounts/", { status: 503 });
    server.on("GET", "/api/players/", { status: 503 });
    await client.call("saveAccountChanges", { body: { Reason: "fix", Changes: [] } });
    await client.call("listPlayers");
    expect(server.requests).toHaveLength(2);
    expect(delays).toEqual([]);
  });
});
