/**
 * Every list of the server behaves alike (decision 0013), tested over HTTP for each list
 * operation of the contract that is built: a page past the end is 200 with no rows and the real
 * `Count`; an undeclared query parameter is a 400 naming it; `Sort` takes exactly the contract's
 * `x-sortable` fields (both directions) and refuses any other with a 400 naming `query.Sort`.
 */
import { isSortableOperation, sortableOf, type OperationId } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOperations, type ContractOperation } from "../../http/operations.js";
import { testContract } from "../../http/test-server.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionFor } from "../../testing/lookups.js";

interface Problem {
  readonly errors?: readonly { readonly field: string }[];
}

type ListBody = Record<string, unknown> & { readonly Count: number };

let api: TestApi;
let root: ApiSession;
/** A team and a campaign linked to it, and a client (the `{id}` of the sub-lists). */
let linked: { readonly team: string; readonly campaign: string; readonly client: string };
/** The lists the server builds today (the others answer 501 until their issue). */
const built: ContractOperation[] = [];

function itemsOf(body: ListBody): unknown[] {
  const items = body.Accounts ?? body.Result;
  if (!Array.isArray(items)) throw new Error(`no items in ${JSON.stringify(body).slice(0, 80)}`);
  return items;
}

function callList<T>(op: ContractOperation, query: Record<string, string | number> = {}) {
  const id = op.path.startsWith("/campaigns/{id}")
    ? linked.campaign
    : op.path.startsWith("/clients/{id}")
      ? linked.client
      : linked.team;
  return api.call<T>(op.operationId as OperationId, {
    as: root,
    path: { id },
    query,
    unchecked: true,
  });
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 30 });
  root = await sessionFor(api, "root");
  const pair = await api.handle.db
    .selectFrom("team_campaigns")
    .select(["team", "campaign"])
    .executeTakeFirstOrThrow();
  const client = await api.handle.db.selectFrom("clients").select("id").executeTakeFirstOrThrow();
  linked = { ...pair, client: client.id };
  // The contract's list operations: GETs that take `Page`.
  const lists = readOperations(await testContract()).filter(
    (op) => op.method === "GET" && op.parameters.some((p) => p.in === "query" && p.name === "Page"),
  );
  for (const op of lists) {
    if ((await callList(op)).status !== 501) built.push(op);
  }
}, 180_000);
afterAll(() => api.close());

describe("every list", () => {
  it("covers the lists phase 1 built", () => {
    const names = built.map((op) => op.operationId);
    for (const name of [
      "listActivities",
      "listCampaignOptions",
      "listHistory",
      "listTeamCampaignOptions",
      "listPlayers",
      "listTeams",
      "listCampaigns",
      "queryAccounts",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("answers a page past the end with 200, no rows and the real Count", async () => {
    for (const op of built) {
      const first = await callList<ListBody>(op, { PageSize: 1000 });
      expect(first.status, op.operationId).toBe(200);
      for (const Page of [999_999, Number.MAX_SAFE_INTEGER]) {
        const past = await callList<ListBody>(op, { Page, PageSize: 1000 });
        expect(past.status, `${op.operationId} Page=${Page}`).toBe(200);
        expect(itemsOf(past.body), op.operationId).toEqual([]);
        expect(past.body.Count, op.operationId).toBe(first.body.Count);
      }
    }
  });

  it("refuses a query parameter it does not declare, naming it", async () => {
    for (const op of built) {
      const answer = await callList<Problem>(op, { zzz: "1", page: 2 });
      expect(answer.status, op.operationId).toBe(400);
      const fields = answer.body.errors?.map((error) => error.field);
      expect(fields, op.operationId).toEqual(expect.arrayContaining(["query.zzz", "query.page"]));
    }
  });

  it("sorts by every field of the contract's x-sortable, both ways, and by nothing else", async () => {
    for (const op of built) {
      const id = op.operationId;
      const takesSort = op.parameters.some((p) => p.in === "query" && p.name === "Sort");
      expect(takesSort, `${id}: Sort without x-sortable`).toBe(isSortableOperation(id));
      if (!isSortableOperation(id)) continue;
      for (const field of sortableOf(id).fields) {
        for (const Sort of [field, `-${field}`]) {
          const answer = await callList<ListBody>(op, { Sort, PageSize: 5 });
          expect(answer.status, `${id} Sort=${Sort}`).toBe(200);
        }
      }
      const bad = await callList<Problem>(op, { Sort: "notAField" });
      expect(bad.status, id).toBe(400);
      expect(
        bad.body.errors?.map((error) => error.field),
        id,
      ).toContain("query.Sort");
    }
  });
});
