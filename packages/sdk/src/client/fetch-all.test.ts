import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer, RecordedRequest } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import type { CanvassClient } from "./create-client";
import { FETCH_ALL_PAGE_SIZE } from "../settings/constants";
import type { FetchAllPage } from "./fetch-all";
import type { Result } from "./result";

function pagesOf(total: number, key: "Accounts" | "Result", countOf = total) {
  return (req: RecordedRequest) => {
    const page = Number(req.query.get("Page"));
    const size = Number(req.query.get("PageSize"));
    const from = (page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
      ID: `id${from + i}`,
    }));
    return { body: { [key]: items, Count: countOf } };
  };
}

async function collect<T>(
  pages: AsyncIterable<Result<FetchAllPage<T>>>,
): Promise<Result<FetchAllPage<T>>[]> {
  const out: Result<FetchAllPage<T>>[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe("client.fetchAll (against a loopback server)", () => {
  let server: LoopbackServer;
  let client: CanvassClient;

  beforeEach(async () => {
    server = await startLoopbackServer();
    ({ client } = createLoopbackClient(server));
  });
  afterEach(() => server.close());

  it("reads pages of 1000 from Accounts until Count is reached", async () => {
    server.on("GET", "/api/query/accounts/", pagesOf(2500, "Accounts"));
    const pages = await collect(
      client.fetchAll("queryAccounts", { params: { query: { Campaign: "c1" } } }),
    );
    const sent = server.requestsTo("GET", "/api/query/accounts/");
    expect(
      sent.map((r) => [r.query.get("Page"), r.query.get("PageSize"), r.query.get("Campaign")]),
    ).toEqual([
      ["1", "1000", "c1"],
      ["2", "1000", "c1"],
      ["3", "1000", "c1"],
    ]);
    const items = pages.flatMap((p) => (p.ok ? p.data.items : []));
    expect(items).toHaveLength(2500);
    expect(items[2499]?.ID).toBe("id2499");
    expect(pages[0]).toMatchObject({ ok: true, data: { page: 1, count: 2500 } });
    expect(FETCH_ALL_PAGE_SIZE).toBe(1000);
  });

  it("reads items from Result for other lists", async () => {
    server.on("GET", "/api/players/", pagesOf(1000, "Result"));
    const pages = await collect(client.fetchAll("listPlayers"));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.ok && pages[0].data.items).toHaveLength(1000);
  });

  it("stops on an empty page even if Count says more", async () => {
    server.on("GET", "/api/players/", pagesOf(1500, "Result", 99999));
    const pages = await collect(client.fetchAll("listPlayers"));
    expect(pages.map((p) => (p.ok ? p.data.items.length : -1))).toEqual([1000, 500, 0]);
  });

  it("yields the failure of a page and stops", async () => {
    let calls = 0;
    const ok = pagesOf(3000, "Result");
    server.on("GET", "/api/players/", (req) => {
      calls += 1;
      return calls === 2 ? { status: 500 } : ok(req);
    });
    const pages = await collect(client.fetchAll("listPlayers"));
    expect(pages.map((p) => p.ok)).toEqual([true, false]);
    expect(pages[1]).toMatchObject({ ok: false, error: { kind: "http", status: 500 } });
  });
});
