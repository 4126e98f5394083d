import { currencyForCountry } from "@canvass/sdk/money";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connect.js";
import { verifyPassword } from "../passwords.js";
import type { Database } from "../schema.js";
import { openTestDatabase } from "../testing.js";
import { CAMPAIGN_DEFAULTS, isEmpty, resetDatabase, seedDemo } from "./index.js";
import type { SeedOptions, SeedResult } from "./index.js";

// Seeding the whole demo takes seconds alone and much longer beside the console e2e suite in CI.
const HOOK_TIMEOUT = 300_000;
const NOW = new Date("2026-11-21T12:00:00.000Z");
const OPTIONS: SeedOptions = { accounts: 4_000, seed: 42, now: NOW };
const ROLES = ["root", "admin", "manager", "client", "callcenter", "rep"];

/** A fingerprint of the seeded rows: ids and the main values of every table. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string; digest: string }>`
    SELECT 'ids' AS name, md5(string_agg(id || type, ',' ORDER BY id)) AS digest FROM ids
    UNION ALL SELECT 'teams', md5(string_agg(id || title || coalesce(parent, ''), ',' ORDER BY id)) FROM teams
    UNION ALL SELECT 'players', md5(string_agg(id || username || team, ',' ORDER BY id)) FROM players
    UNION ALL SELECT 'campaigns', md5(string_agg(id || title || type, ',' ORDER BY id)) FROM campaigns
    UNION ALL SELECT 'accounts', md5(string_agg(
      id || campaign || coalesce(player, '') || received::text || coalesce(amount::text, '') ||
      coalesce(email, '') || coalesce(payment_status, ''), ',' ORDER BY id)) FROM accounts
    UNION ALL SELECT 'cancels', md5(string_agg(id || account || created::text, ',' ORDER BY id)) FROM cancels
    UNION ALL SELECT 'checkins', md5(string_agg(id || player || created::text, ',' ORDER BY id)) FROM checkins
  `.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** Every node of an `EXPLAIN (FORMAT JSON)` plan. */
function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The plan nodes of a query, through Kysely's `explain("json")`. */
async function explain(query: {
  explain(format: "json"): Promise<Record<string, unknown>[]>;
}): Promise<PlanNode[]> {
  const rows = await query.explain("json");
  const raw = rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as
    { Plan: PlanNode }[] | undefined;
  const root = plan?.[0]?.Plan;
  if (root === undefined) throw new Error("no plan");
  return planNodes(root);
}

function accountScans(nodes: PlanNode[]): PlanNode[] {
  return nodes.filter((node) => node["Relation Name"] === "accounts");
}

/** The indexes a plan reads (a bitmap heap scan names its index on the child node). */
function indexNames(nodes: PlanNode[]): (string | undefined)[] {
  return nodes.map((node) => node["Index Name"]).filter((name) => name !== undefined);
}

const DATABASE_URL = process.env.DATABASE_URL ?? "";

/** The seed's tests on one database (opened, migrated and empty). */
function seedSuite(open: () => Promise<DatabaseHandle>): void {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let result: SeedResult;

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    expect(await isEmpty(db)).toBe(true);
    // seedDemo ends with VACUUM (ANALYZE): the plans below use its statistics.
    result = await seedDemo(db, OPTIONS);
  }, HOOK_TIMEOUT);

  afterAll(async () => {
    await handle.close();
  });

  it("returns a sign-in for every role, whose password matches", async () => {
    expect(new Set(result.logins.map((login) => login.role))).toEqual(new Set(ROLES));
    expect(result.logins.find((login) => login.totpSecret !== undefined)?.role).toBe("admin");
    const rep = result.logins.find((login) => login.role === "rep");
    const stored = await db
      .selectFrom("players")
      .select("password_hash")
      .where("username", "=", rep?.username ?? "")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash, rep?.password ?? "")).toBe(true);
  });

  it("creates players of every role", async () => {
    const roles = await db.selectFrom("players").select("role").distinct().execute();
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set(ROLES));
  });

  it("creates a root team and a hierarchy of 10+ teams", async () => {
    const teams = await db.selectFrom("teams").select(["id", "parent", "role"]).execute();
    expect(teams.length).toBeGreaterThanOrEqual(10);
    const roots = teams.filter((team) => team.parent === null);
    expect(roots).toHaveLength(1);
    expect(roots[0]?.role).toBe("root");
    const byId = new Map(teams.map((team) => [team.id, team]));
    const depth = (id: string): number => {
      const parent = byId.get(id)?.parent;
      return parent === null || parent === undefined ? 0 : 1 + depth(parent);
    };
    expect(Math.max(...teams.map((team) => depth(team.id)))).toBeGreaterThanOrEqual(2);
  });

  it("creates 12 campaigns, four of each type, with the creation defaults", async () => {
    const campaigns = await db.selectFrom("campaigns").selectAll().execute();
    expect(campaigns).toHaveLength(12);
    const types = campaigns.map((campaign) => campaign.type);
    for (const type of ["in-person", "self-serve", "voip"]) {
      expect(types.filter((value) => value === type)).toHaveLength(4);
    }
    for (const campaign of campaigns) {
      expect(campaign).toMatchObject({
        attempts: CAMPAIGN_DEFAULTS.attempts,
        timeout: CAMPAIGN_DEFAULTS.timeout,
        submit_mode: CAMPAIGN_DEFAULTS.submitMode,
        block_screenshot: CAMPAIGN_DEFAULTS.blockScreenshot,
        checkin_length: CAMPAIGN_DEFAULTS.checkinLength,
        range: CAMPAIGN_DEFAULTS.range,
        picture: CAMPAIGN_DEFAULTS.picture,
      });
    }
    const unassigned = await db
      .selectFrom("campaigns")
      .select("id")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("team_campaigns")
              .select("team")
              .whereRef("campaign", "=", "campaigns.id"),
          ),
        ),
      )
      .execute();
    expect(unassigned).toEqual([]);
  });

  it("creates 3 clients with campaign assignments and client users", async () => {
    const clients = await db
      .selectFrom("clients")
      .leftJoin("client_campaigns", "client_campaigns.client", "clients.id")
      .select([
        "clients.id",
        (eb) => eb.fn.count<number>("client_campaigns.campaign").as("assigned"),
      ])
      .groupBy("clients.id")
      .execute();
    expect(clients).toHaveLength(3);
    expect(clients.every((client) => client.assigned > 0)).toBe(true);
    const clientUsers = await db
      .selectFrom("players")
      .select("client")
      .where("role", "=", "client")
      .execute();
    expect(clientUsers.length).toBeGreaterThan(0);
    expect(clientUsers.every((user) => user.client !== null)).toBe(true);
  });

  it("creates the submissions over the last 18 months with varied payments", async () => {
    const stats = await db
      .selectFrom("accounts")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.min("received").as("first"),
        eb.fn.max("received").as("last"),
        sql<string[]>`array_agg(DISTINCT payment_status ORDER BY payment_status)`.as("statuses"),
        sql<string[]>`array_agg(DISTINCT frequency ORDER BY frequency)`.as("frequencies"),
        sql<number>`count(*) FILTER (WHERE payment_status IN ('declined', 'failed')
          AND (transaction_error_reason IS NULL OR cardinality(meta_fail_reasons) = 0))`.as(
          "failuresWithoutReason",
        ),
        sql<number>`count(*) FILTER (WHERE duplicates)`.as("duplicates"),
        sql<number>`count(*) FILTER (WHERE meta_cc_scanned)`.as("scanned"),
        sql<number>`count(*) FILTER (WHERE transcribed)`.as("transcribed"),
        sql<number>`count(*) FILTER (WHERE cancel_date IS NOT NULL)`.as("cancelled"),
      ])
      .executeTakeFirstOrThrow();
    expect(stats.total).toBe(OPTIONS.accounts);
    expect(stats.last.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - stats.first.getTime()).toBeGreaterThan(500 * 86_400_000);
    expect(NOW.getTime() - stats.first.getTime()).toBeLessThan(550 * 86_400_000);
    expect(stats.statuses).toEqual(["approved", "declined", "failed", "pending", "refunded"]);
    expect(stats.frequencies).toEqual(["monthly", "once", "quarterly", "yearly"]);
    expect(stats.failuresWithoutReason).toBe(0);
    expect(stats.duplicates).toBeGreaterThan(0);
    expect(stats.scanned).toBeGreaterThan(0);
    expect(stats.transcribed).toBeGreaterThan(0);
    expect(stats.cancelled).toBeGreaterThan(0);
  });

  it("prices each submission in its country's currency", async () => {
    const pairs = await db
      .selectFrom("accounts")
      .select(["country", "currency"])
      .distinct()
      .execute();
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    for (const pair of pairs) expect(pair.currency).toBe(currencyForCountry(pair.country));
  });

  it("registers every id in the global id space", async () => {
    const counts = await sql<{ missing: number; total: number }>`
      SELECT (SELECT count(*) FROM (
                SELECT id FROM accounts UNION ALL SELECT id FROM teams UNION ALL SELECT id FROM players
                UNION ALL SELECT id FROM campaigns UNION ALL SELECT id FROM clients
                UNION ALL SELECT id FROM cancels UNION ALL SELECT id FROM checkins
                UNION ALL SELECT id FROM chats UNION ALL SELECT id FROM activities
                UNION ALL SELECT id FROM history UNION ALL SELECT id FROM feedback
                UNION ALL SELECT id FROM campaign_options UNION ALL SELECT id FROM optional_field_options
              ) e WHERE NOT EXISTS (SELECT 1 FROM ids WHERE ids.id = e.id)) AS missing,
             (SELECT count(*) FROM ids) AS total`.execute(db);
    expect(counts.rows[0]).toEqual({ missing: 0, total: result.counts.ids });
    const account = await db
      .selectFrom("accounts")
      .innerJoin("ids", "ids.id", "accounts.id")
      .select("ids.type")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(account.type).toBe("account");
  });

  it("creates cancels, check-ins with pictures and locations, chats, activities and the rest", async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT (SELECT count(*) FROM cancels) AS cancels,
             (SELECT count(*) FROM checkins WHERE picture IS NOT NULL AND lat IS NOT NULL) AS pictures,
             (SELECT count(*) FROM checkins WHERE created > ${NOW}::timestamptz - interval '1 day') AS recent,
             (SELECT count(*) FROM chats) AS chats,
             (SELECT count(*) FROM activities) AS activities,
             (SELECT count(*) FROM history) AS history,
             (SELECT count(*) FROM feedback) AS feedback,
             (SELECT count(*) FROM account_tasks) AS tasks,
             (SELECT count(*) FROM preferences) AS preferences,
             (SELECT count(*) FROM settings) AS settings,
             (SELECT count(*) FROM assets WHERE content_type = 'image/png') AS pictures_assets,
             (SELECT count(*) FROM campaign_options) AS overrides`.execute(db);
    for (const [name, count] of Object.entries(rows[0] ?? {})) {
      expect({ name, positive: count > 0 }).toEqual({ name, positive: true });
    }
    const picture = await db
      .selectFrom("checkins")
      .select("picture")
      .where("picture", "is not", null)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect([...(picture.picture ?? []).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("refuses to seed a database that holds data", async () => {
    expect(await isEmpty(db)).toBe(false);
    await expect(seedDemo(db, { accounts: 1 })).rejects.toThrow(/not empty/);
  });

  describe("indexes (EXPLAIN)", () => {
    it("pages the list by campaign and date range from an index", async () => {
      const campaign = await db
        .selectFrom("campaigns")
        .select("id")
        .limit(1)
        .executeTakeFirstOrThrow();
      const nodes = await explain(
        db
          .selectFrom("accounts")
          .selectAll()
          .where("campaign", "=", campaign.id)
          .where("received", ">=", new Date(NOW.getTime() - 90 * 86_400_000))
          .where("received", "<=", NOW)
          .orderBy("received", "desc")
          .orderBy("id", "desc")
          .limit(100),
      );
      const scans = accountScans(nodes);
      expect(scans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexNames(nodes)).toContain("accounts_campaign_received");
    });

    it("seeks deep pages by keyset on the same index", async () => {
      const nodes = await explain(
        db
          .selectFrom("accounts")
          .select(["id", "received"])
          .where(sql<boolean>`(received, id) < (${NOW}::timestamptz, ${"ffffffff"})`)
          .orderBy("received", "desc")
          .orderBy("id", "desc")
          .limit(1000),
      );
      const scans = accountScans(nodes);
      expect(scans.map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexNames(nodes)).toContain("accounts_received");
    });

    it("counts a campaign's date range from an index only", async () => {
      const campaign = await db
        .selectFrom("campaigns")
        .select("id")
        .limit(1)
        .executeTakeFirstOrThrow();
      const nodes = await explain(
        db
          .selectFrom("accounts")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("campaign", "=", campaign.id)
          .where("received", ">=", new Date(NOW.getTime() - 30 * 86_400_000)),
      );
      // The seed's VACUUM set the visibility map, so the count never reads the table.
      expect(accountScans(nodes).map((node) => node["Node Type"])).toEqual(["Index Only Scan"]);
      expect(indexNames(nodes)).toEqual(["accounts_campaign_received"]);
    });

    it("searches names and e-mails through the trigram index, and ids by prefix", async () => {
      // At a few thousand rows a sequential scan is cheaper, so the planner is told to avoid
      // one: the plan then shows whether a usable index exists (else it still seq-scans).
      const plans = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return Promise.all([
          explain(
            trx
              .selectFrom("accounts")
              .select(["id", "first_name", "last_name", "email"])
              .where("name_search", "ilike", "%smith%")
              .limit(20),
          ),
          explain(trx.selectFrom("accounts").select("id").where("id", "like", "3fa%").limit(20)),
        ]);
      });
      const [search, prefix] = plans;
      expect(accountScans(search).map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexNames(search)).toContain("accounts_name_search_trgm");
      expect(accountScans(prefix).map((node) => node["Node Type"])).not.toContain("Seq Scan");
      expect(indexNames(prefix)).toContain("accounts_pkey");
    });
  });

  it(
    "is deterministic: the same seed gives the same ids and rows, another seed others",
    async () => {
      const first = await fingerprint(db);
      await resetDatabase(db);
      expect(await isEmpty(db)).toBe(true);
      await seedDemo(db, OPTIONS);
      expect(await fingerprint(db)).toEqual(first);
      await resetDatabase(db);
      await seedDemo(db, { ...OPTIONS, seed: 7, accounts: 200 });
      const other = await fingerprint(db);
      expect(other.teams).not.toBe(first.teams);
      expect(other.accounts).not.toBe(first.accounts);
    },
    HOOK_TIMEOUT,
  );

  it(
    "adds extra field users with their role's demo password, the rest of the data unchanged",
    async () => {
      const small = { ...OPTIONS, accounts: 200 };
      await resetDatabase(db);
      await seedDemo(db, small);
      const without = await fingerprint(db);
      const players = (await db.selectFrom("players").select("id").execute()).length;
      await resetDatabase(db);
      const seeded = await seedDemo(db, { ...small, players: 300 });
      const withExtra = await fingerprint(db);
      const others = (print: Record<string, string>) =>
        Object.entries(print).filter(([table]) => table !== "players" && table !== "ids");
      expect(others(withExtra)).toEqual(others(without));
      expect(withExtra.players).not.toBe(without.players);
      expect(seeded.counts.players).toBe(players + 300);
      const extra = await db
        .selectFrom("players")
        .select(["username", "email", "role", "password_hash"])
        .where("username", "~", "\\.[0-9]+$")
        .execute();
      expect(extra).toHaveLength(300);
      expect(new Set(extra.map((row) => row.role))).toEqual(new Set(["rep", "callcenter"]));
      const [first] = extra;
      expect(first?.email).toBe(`${first?.username ?? ""}@canvass.example`);
      expect(
        await verifyPassword(first?.password_hash ?? "", `canvass-${first?.role ?? ""}-demo`),
      ).toBe(true);
      const registered = await db
        .selectFrom("ids")
        .select("id")
        .where("type", "=", "player")
        .execute();
      expect(registered).toHaveLength(players + 300);
    },
    HOOK_TIMEOUT,
  );
}

// Each pass of `npm test` seeds on its own driver: the PGlite pass on PGlite, the PostgreSQL pass
// (DATABASE_URL) on PostgreSQL. The PostgreSQL pass used to seed on PGlite too, repeating the
// PGlite pass's half of this file unchanged (scripts/test.mjs).
describe(`seedDemo on ${DATABASE_URL === "" ? "PGlite" : "PostgreSQL (DATABASE_URL)"}`, () => {
  seedSuite(() => openTestDatabase());
});
