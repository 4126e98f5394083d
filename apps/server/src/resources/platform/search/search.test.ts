/** `searchAll` over HTTP: sections per role, data scope, limits, ids, and the indexes used. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataScope, type Principal } from "../../../auth/index.js";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import {
  campaignId,
  playerId,
  sessionFor,
  sessionsByRole,
  teamId,
  type DemoRole,
} from "../test-support.js";
import { accountIdQuery, accountNameQuery, playerQuery, teamQuery } from "./search-queries.js";

interface Results {
  accounts: { ID: string; FirstName: string; LastName: string; Email?: string }[];
  players: { id: string; firstname: string; lastname: string; email: string }[];
  teams: { id: string; title: string }[];
  campaigns: { id: string; title: string }[];
  exports: unknown[];
  exportOptions: unknown[];
  customreports: unknown[];
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
/** Submissions named Quixotic: of the demo rep, of a London rep, of the call-centre agent. */
const marked: Record<"toronto" | "london" | "callcentre", string> = {
  toronto: "",
  london: "",
  callcentre: "",
};

beforeAll(async () => {
  api = await startTestApi({ accounts: 120 });
  as = await sessionsByRole(api);
  const london = await teamId(api, "London Central");
  const londoner = await api.handle.db
    .selectFrom("players")
    .select("id")
    .where("team", "=", london)
    .executeTakeFirstOrThrow();
  const plan = [
    ["toronto", await playerId(api, "rep"), await teamId(api, "Toronto Downtown"), "Winter Appeal"],
    ["london", londoner.id, london, "Clean Water Doorstep"],
    [
      "callcentre",
      await playerId(api, "callcenter"),
      await teamId(api, "Remote Call Centre"),
      "Phone Drive",
    ],
  ] as const;
  const rows = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .orderBy("id")
    .limit(plan.length)
    .execute();
  for (const [index, [key, player, team, campaign]] of plan.entries()) {
    const id = rows[index]?.id ?? "";
    marked[key] = id;
    await api.handle.db
      .updateTable("accounts")
      .set({
        player,
        team,
        campaign: await campaignId(api, campaign),
        first_name: "Zebulon",
        last_name: `Quixotic ${key}`,
        email: `zeb.${key}@example.org`,
      })
      .where("id", "=", id)
      .execute();
  }
}, 180_000);

afterAll(() => api.close());

async function search(session: ApiSession, q: string, limit?: number): Promise<Results> {
  const answer = await api.call<Results>("searchAll", {
    as: session,
    query: limit === undefined ? { q } : { q, limit },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  return answer.body;
}

const ids = (items: { ID: string }[]) => items.map((item) => item.ID).sort();

describe("submissions section", () => {
  it("finds names case-insensitively, within each role's scope", async () => {
    const cases: [ApiSession, string[]][] = [
      [as.root, [marked.toronto, marked.london, marked.callcentre]],
      [as.admin, [marked.toronto, marked.london, marked.callcentre]],
      [as.manager, [marked.toronto]],
      [await sessionFor(api, "manager.eu"), [marked.london]],
      [as.client, [marked.toronto, marked.callcentre]],
      [await sessionFor(api, "client.northwind"), [marked.london]],
      [as.callcenter, [marked.callcentre]],
      [as.rep, [marked.toronto]],
    ];
    for (const [session, expected] of cases) {
      const results = await search(session, "QUIXOTIC");
      expect(ids(results.accounts), session.role).toEqual([...expected].sort());
    }
    const one = await search(as.root, "zeb.london@example");
    expect(one.accounts).toEqual([
      {
        ID: marked.london,
        FirstName: "Zebulon",
        LastName: "Quixotic london",
        Email: "zeb.london@example.org",
      },
    ]);
  });

  it("finds submissions by id prefix, and a comma-joined list of ids", async () => {
    const prefix = marked.london.slice(0, 6);
    expect(ids((await search(as.root, prefix.toUpperCase())).accounts)).toContain(marked.london);
    const list = await search(as.root, `${marked.toronto} , ${marked.london}`);
    expect(ids(list.accounts)).toEqual([marked.toronto, marked.london].sort());
    expect(ids((await search(as.rep, marked.london)).accounts)).toEqual([]);
  });

  it("answers the same hits in the same order: the most similar name first, then by id", async () => {
    // Rows renamed in descending id order sit in the table against id order; a search without
    // an order answers them as they lie.
    const rows = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("id", "not in", Object.values(marked))
      .orderBy("id", "desc")
      .limit(14)
      .execute();
    const [exact, ...ties] = rows.map((row) => row.id);
    for (const id of ties) {
      await api.handle.db
        .updateTable("accounts")
        .set({ first_name: "Ottoline", last_name: "Wexfordshire", email: null })
        .where("id", "=", id)
        .execute();
    }
    await api.handle.db
      .updateTable("accounts")
      .set({ first_name: "Wexford", last_name: "", email: null })
      .where("id", "=", exact ?? "")
      .execute();
    const expected = [exact, ...[...ties].sort()].slice(0, 10);
    const first = await search(as.root, "wexford");
    expect(first.accounts.map((hit) => hit.ID)).toEqual(expected);
    for (let round = 0; round < 3; round += 1) {
      expect((await search(as.root, "wexford")).accounts).toEqual(first.accounts);
    }
  });

  it("takes LIKE wildcards literally", async () => {
    const results = await search(as.root, "%_%");
    expect(results.accounts).toEqual([]);
    expect(results.players).toEqual([]);
  });
});

describe("players, teams and campaigns sections", () => {
  it("keeps users to each role's scope and rank", async () => {
    const names = async (session: ApiSession, q: string) =>
      (await search(session, q)).players.map((player) => player.lastname);
    expect(await names(as.admin, "Rita")).toEqual([]);
    expect(await names(as.root, "Rita")).toEqual(["Root"]);
    expect(await names(as.manager, "Remy")).toEqual(["Rep"]);
    expect(await names(as.manager, "Eric")).toEqual([]);
    expect(await names(as.client, "Carl")).toEqual(["Client"]);
    expect(await names(as.client, "Nina")).toEqual([]);
    expect(await names(as.client, "Remy")).toEqual([]);
    expect(await names(as.rep, "Mona")).toEqual([]);
    expect(await names(as.rep, "Remy")).toEqual(["Rep"]);
  });

  it("keeps teams to the subtree of a manager and the own team of a rep", async () => {
    const titles = async (session: ApiSession, q: string) =>
      (await search(session, q)).teams.map((team) => team.title);
    expect(await titles(as.root, "field")).toEqual([
      "Asia Pacific Field",
      "Europe Field",
      "Latin America Field",
      "North America Field",
    ]);
    expect(await titles(as.manager, "field")).toEqual(["North America Field"]);
    expect(await titles(as.client, "field")).toHaveLength(4);
    expect(await titles(as.rep, "field")).toEqual([]);
    expect(await titles(as.rep, "toronto")).toEqual(["Toronto Downtown"]);
  });

  it("keeps campaigns to a client's own, and finds entities by exact id", async () => {
    const titles = async (session: ApiSession, q: string) =>
      (await search(session, q)).campaigns.map((campaign) => campaign.title);
    expect(await titles(as.rep, "water")).toEqual(["Clean Water Doorstep"]);
    expect(await titles(as.client, "water")).toEqual([]);
    expect(await titles(as.client, "winter")).toEqual(["Winter Appeal"]);
    const winter = await campaignId(api, "Winter Appeal");
    expect(await titles(as.admin, winter)).toEqual(["Winter Appeal"]);
  });

  it("limits each section, and answers the sections without tables empty", async () => {
    const results = await search(as.root, "canvass.example", 2);
    expect(results.players).toHaveLength(2);
    expect(results.exports).toEqual([]);
    expect(results.exportOptions).toEqual([]);
    expect(results.customreports).toEqual([]);
    expect((await search(as.root, "canvass.example")).players).toHaveLength(10);
  });
});

describe("requests", () => {
  it("answers empty sections for a term under 3 characters once trimmed", async () => {
    const results = await search(as.root, "  ab  ");
    expect((Object.values(results) as unknown[][]).every((section) => section.length === 0)).toBe(
      true,
    );
  });

  it("answers 400 for a missing, short or over-long term or a bad limit, 401 anonymous", async () => {
    expect((await api.call("searchAll", { as: as.root })).status).toBe(400);
    expect((await api.call("searchAll", { as: as.root, query: { q: "ab" } })).status).toBe(400);
    expect(
      (await api.call("searchAll", { as: as.root, query: { q: "a".repeat(201) } })).status,
    ).toBe(400);
    expect(
      (await api.call("searchAll", { as: as.root, query: { q: "abc", limit: 51 } })).status,
    ).toBe(400);
    expect((await api.call("searchAll", { query: { q: "abc" } })).status).toBe(401);
  });
});

describe("indexes (EXPLAIN)", () => {
  interface PlanNode {
    "Node Type": string;
    "Relation Name"?: string;
    "Index Name"?: string;
    Plans?: PlanNode[];
  }
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
  async function plan(query: { explain(format: "json"): Promise<Record<string, unknown>[]> }) {
    const rows = await query.explain("json");
    const raw = rows[0]?.["QUERY PLAN"];
    const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const root = parsed[0]?.Plan;
    if (root === undefined) throw new Error("no plan");
    return nodesOf(root);
  }

  it("searches names, ids, users and teams through their indexes", async () => {
    const principalOf = (session: ApiSession) =>
      api.deps.authenticator.authenticate({
        headers: { authorization: session.authorization },
      } as never);
    const root = await principalOf(as.root);
    const manager = await principalOf(as.manager);
    const input = async (p: Principal, term: string) => ({
      principal: p,
      scope: await dataScope(api.handle.db, p),
      term,
      limit: 10,
    });
    const inputs = {
      names: await input(root, "smith"),
      prefix: await input(root, "3fa9c1"),
      players: await input(root, "remy"),
      teams: await input(root, "toronto"),
      scopedNames: await input(manager, "smith"),
      scopedPrefix: await input(manager, "3fa9c1"),
      scopedPlayers: await input(manager, "remy"),
      scopedTeams: await input(manager, "toronto"),
    };
    // At a few hundred rows a sequential scan is cheaper: the planner is told to avoid one, so
    // the plan shows whether a usable index exists. (One connection on PGlite: only `trx` here.)
    const plans = await api.handle.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return [
        await plan(accountNameQuery(trx, inputs.names)),
        await plan(accountIdQuery(trx, inputs.prefix, ["3fa9c1"])),
        await plan(playerQuery(trx, inputs.players)),
        await plan(teamQuery(trx, inputs.teams)),
        // Scoped (a manager): the planner may prefer the scope's own index; never a full scan.
        await plan(accountNameQuery(trx, inputs.scopedNames)),
        await plan(accountIdQuery(trx, inputs.scopedPrefix, ["3fa9c1"])),
        await plan(playerQuery(trx, inputs.scopedPlayers)),
        await plan(teamQuery(trx, inputs.scopedTeams)),
      ];
    });
    const [names, prefix, players, teams] = plans;
    const indexes = (nodes: PlanNode[] | undefined) =>
      (nodes ?? []).map((node) => node["Index Name"]).filter((name) => name !== undefined);
    const seqScans = (nodes: PlanNode[] | undefined) =>
      (nodes ?? []).filter((node) => node["Node Type"] === "Seq Scan");
    expect(indexes(names)).toContain("accounts_name_search_trgm");
    expect(indexes(prefix)).toContain("accounts_pkey");
    expect(indexes(players)).toContain("players_search_trgm");
    expect(indexes(teams)).toContain("teams_title_trgm");
    for (const nodes of plans) expect(seqScans(nodes)).toEqual([]);
  });
});
