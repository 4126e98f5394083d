/**
 * The list engine on 20 000 submissions: the statements it really runs (built by
 * `pageStatement` / `countStatement` from a parsed request, as the handler builds them) use the
 * list indexes — no sequential scan of `accounts` for a first page, a deep cursor page, a deep
 * `Page` or a count — and counts above the bound are cached, exact until the table changes.
 */
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/index.js";
import { seedDemo } from "../../db/index.js";
import { openTestDatabase } from "../../db/testing.js";
import { ACCOUNT_LIST } from "./account-fields.js";
import { encodeCursor } from "../lists/index.js";
import { CountCache, STALE_MS } from "../lists/index.js";
import { countStatement, listConditions, pageStatement, runList } from "./list-query.js";
import { readListRequest, type ListQueryInput } from "./list-params.js";
import type { RowScope } from "./row-scope.js";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const EVERYTHING: RowScope = {
  teams: undefined,
  campaigns: undefined,
  player: undefined,
  signature: "",
};

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

let handle: DatabaseHandle;
let campaign: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { accounts: 20_000, now: NOW });
  const row = await handle.db
    .selectFrom("campaigns")
    .select("id")
    .where("title", "=", "Winter Appeal")
    .executeTakeFirstOrThrow();
  campaign = row.id;
}, 300_000);

afterAll(async () => {
  await handle.close();
});

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

async function plan(statement: RawBuilder<unknown>): Promise<PlanNode[]> {
  const { rows } = await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (FORMAT JSON) ${statement}`.execute(
    handle.db,
  );
  const raw = rows[0]?.["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const root = parsed[0]?.Plan;
  if (root === undefined) throw new Error("no plan");
  return nodes(root);
}

function accountScans(all: PlanNode[]): PlanNode[] {
  return all.filter((node) => node["Relation Name"] === "accounts");
}

/** The submission indexes a plan reads (index scans and bitmap index scans). */
function indexes(all: PlanNode[]): string[] {
  return all.flatMap((node) => {
    const name = node["Index Name"];
    return name?.startsWith("accounts_") === true ? [name] : [];
  });
}

function request(query: ListQueryInput) {
  return readListRequest(ACCOUNT_LIST, query, new Set());
}

const RANGE = { After: "2026-08-21T00:00:00.000Z", Before: "2026-11-21T23:59:59.999Z" };

describe("the submission list's SQL (EXPLAIN)", () => {
  it("reads a first page of a campaign and date range from the campaign index", async () => {
    const listed = request({ Campaign: campaign, ...RANGE, PageSize: 100 });
    const all = await plan(
      pageStatement(
        ACCOUNT_LIST,
        listed,
        listConditions(ACCOUNT_LIST, listed, EVERYTHING),
        undefined,
      ),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toContain("accounts_campaign_received");
  });

  it("seeks a deep cursor page on the same index", async () => {
    const base = request({ Campaign: campaign, ...RANGE, PageSize: 1000 });
    const cursor = encodeCursor(
      { sort: base.sort.text, filterHash: base.filterHash },
      "8000abcd",
      "2026-10-01T10:00:00Z",
    );
    const listed = request({ Campaign: campaign, ...RANGE, PageSize: 1000, Cursor: cursor });
    expect(listed.cursor).toEqual({ id: "8000abcd", key: "2026-10-01T10:00:00Z" });
    const all = await plan(
      pageStatement(
        ACCOUNT_LIST,
        listed,
        listConditions(ACCOUNT_LIST, listed, EVERYTHING),
        undefined,
      ),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toContain("accounts_campaign_received");
  });

  it("pages deep without a cursor through the index first (ids only)", async () => {
    const listed = request({ Campaign: campaign, PageSize: 100, Page: 20 });
    const all = await plan(
      pageStatement(
        ACCOUNT_LIST,
        listed,
        listConditions(ACCOUNT_LIST, listed, EVERYTHING),
        undefined,
      ),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toEqual(
      expect.arrayContaining(["accounts_campaign_received", "accounts_pkey"]),
    );
  });

  it("sorts by the processing date on its own index", async () => {
    const listed = request({
      Campaign: campaign,
      DateField: "Processed",
      Sort: "-TransactionProcessed",
      ...RANGE,
    });
    const all = await plan(
      pageStatement(
        ACCOUNT_LIST,
        listed,
        listConditions(ACCOUNT_LIST, listed, EVERYTHING),
        undefined,
      ),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toContain("accounts_campaign_processed");
  });

  it("keeps a rep's list on the player index", async () => {
    const player = await handle.db
      .selectFrom("players")
      .select("id")
      .where("username", "=", "rep")
      .executeTakeFirstOrThrow();
    const own: RowScope = { ...EVERYTHING, player: player.id };
    const listed = request({ PageSize: 100 });
    const all = await plan(
      pageStatement(ACCOUNT_LIST, listed, listConditions(ACCOUNT_LIST, listed, own), undefined),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toContain("accounts_player_received");
  });

  it("counts a campaign's date range from the index only", async () => {
    const listed = request({ Campaign: campaign, ...RANGE });
    const all = await plan(
      countStatement(ACCOUNT_LIST, listConditions(ACCOUNT_LIST, listed, EVERYTHING)),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).toEqual(["Index Only Scan"]);
    expect(indexes(all)).toEqual(["accounts_campaign_received"]);
  });
});

describe("the submission list's payment status (EXPLAIN)", () => {
  it("reads a status's first page and its CSV chunks from the status index in date order", async () => {
    const listed = request({ PaymentStatus: "failed", PageSize: 1000 });
    const conditions = listConditions(ACCOUNT_LIST, listed, EVERYTHING);
    for (const statement of [
      pageStatement(ACCOUNT_LIST, listed, conditions, undefined),
      pageStatement(ACCOUNT_LIST, listed, conditions, undefined, false),
    ]) {
      const all = await plan(statement);
      expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexes(all)).toContain("accounts_payment_status_received");
    }
  });
});

describe("the submission list's payment status within a campaign (EXPLAIN)", () => {
  it("pages and counts a campaign's status and dates from the campaign-status index only", async () => {
    const listed = request({ Campaign: campaign, PaymentStatus: "failed", ...RANGE });
    const conditions = listConditions(ACCOUNT_LIST, listed, EVERYTHING);
    const count = await plan(countStatement(ACCOUNT_LIST, conditions));
    expect(accountScans(count).map((node) => node["Node Type"])).toEqual(["Index Only Scan"]);
    expect(indexes(count)).toEqual(["accounts_campaign_status_received"]);
    const page = await plan(pageStatement(ACCOUNT_LIST, listed, conditions, undefined));
    expect(accountScans(page).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(page)).toContain("accounts_campaign_status_received");
  });
});

describe("the submission list's free text q (EXPLAIN)", () => {
  async function rareTerm(): Promise<{ email: string; id: string }> {
    const row = await handle.db
      .selectFrom("accounts")
      .select(["id", "email"])
      .where("email", "is not", null)
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    return { email: (row.email ?? "").split("@")[0] ?? "", id: row.id };
  }

  it("finds a name or e-mail and a transaction id through their trigram indexes", async () => {
    const { email } = await rareTerm();
    const listed = request({ q: email, PageSize: 100 });
    for (const statement of [
      countStatement(ACCOUNT_LIST, listConditions(ACCOUNT_LIST, listed, EVERYTHING)),
      pageStatement(
        ACCOUNT_LIST,
        listed,
        listConditions(ACCOUNT_LIST, listed, EVERYTHING),
        undefined,
      ),
    ]) {
      const all = await plan(statement);
      expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexes(all)).toEqual(
        expect.arrayContaining(["accounts_details_text_trgm", "accounts_transaction_id_trgm"]),
      );
    }
  });

  it("reads an id prefix from the primary key", async () => {
    const { id } = await rareTerm();
    const listed = request({ q: id.slice(0, 5) });
    const all = await plan(
      countStatement(ACCOUNT_LIST, listConditions(ACCOUNT_LIST, listed, EVERYTHING)),
    );
    expect(accountScans(all).map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(indexes(all)).toContain("accounts_pkey");
  });
});

describe("the submission count above the exact bound", () => {
  it("counts once, then serves the cached count: exact until a change, approximate for a while after", async () => {
    let now = NOW.getTime();
    const context = { db: handle.db, now: () => new Date(now), counts: new CountCache() };
    const listed = request({ PageSize: 1, Fields: "ID" });
    const count = async () => {
      const answer = await runList(context, ACCOUNT_LIST, listed, EVERYTHING, undefined);
      if (answer.notModified) throw new Error("unexpected 304");
      return JSON.parse(answer.json) as { Count: number; CountApproximate?: boolean };
    };
    expect(await count()).toMatchObject({ Count: 20_000 });
    expect((await count()).CountApproximate).toBeUndefined();
    expect(context.counts.size).toBe(1);
    await handle.db
      .insertInto("accounts")
      .values({ id: "0000abcd", campaign, received: NOW })
      .execute();
    expect(await count()).toMatchObject({ Count: 20_000, CountApproximate: true });
    now += STALE_MS + 1;
    const fresh = await count();
    expect(fresh.Count).toBe(20_001);
    expect(fresh.CountApproximate).toBeUndefined();
    await handle.db.deleteFrom("accounts").where("id", "=", "0000abcd").execute();
  });

  it("estimates a free-text count above the bound from the planner, marked approximate", async () => {
    const context = { db: handle.db, now: () => NOW, counts: new CountCache() };
    const listed = request({ q: "a", PageSize: 1, Fields: "ID" });
    const exact = await handle.db
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) =>
        eb.or([
          eb(
            sql`lower(coalesce(name, '') || coalesce(email, '') || coalesce(phone, ''))`,
            "like",
            "%a%",
          ),
          eb(sql`lower(coalesce(mobile_phone, '') || coalesce(zip, ''))`, "like", "%a%"),
          eb(sql`lower(transaction_id)`, "like", "%a%"),
          eb("id", "like", "a%"),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(exact.n).toBeGreaterThan(10_000);
    const count = async () => {
      const answer = await runList(context, ACCOUNT_LIST, listed, EVERYTHING, undefined);
      if (answer.notModified) throw new Error("unexpected 304");
      return JSON.parse(answer.json) as { Count: number; CountApproximate?: boolean };
    };
    const first = await count();
    expect(first.CountApproximate).toBe(true);
    expect(first.Count).toBeGreaterThan(10_000);
    expect(Math.abs(first.Count - exact.n) / exact.n).toBeLessThan(0.5);
    expect(await count()).toEqual(first);
    expect(context.counts.size).toBe(1);
  });
});
