import type { Role } from "@canvass/sdk/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import type { Player } from "../player-row.js";
import { campaignId } from "../../testing/lookups.js";
import { memberOf, playerId, sessionsFor, teamId, type Problem } from "./test-support.js";

interface PlayerList {
  readonly Result: Player[];
  readonly Count: number;
}

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let teams: Record<"na" | "toronto" | "london" | "partners" | "callcentre", string>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
  teams = {
    na: await teamId(api, "North America Field"),
    toronto: await teamId(api, "Toronto Downtown"),
    london: await teamId(api, "London Central"),
    partners: await teamId(api, "Client Partners"),
    callcentre: await teamId(api, "Remote Call Centre"),
  };
}, 180_000);
afterAll(() => api.close());

async function list(session: ApiSession, query: Record<string, string | number> = {}) {
  return api.call<PlayerList>("listPlayers", { as: session, query: { PageSize: 1000, ...query } });
}

async function allPlayers() {
  return api.handle.db
    .selectFrom("players")
    .select(["id", "role", "team", "client", "username"])
    .execute();
}

describe("listPlayers", () => {
  it("gives root every user and admin every user but root", async () => {
    const everyone = await allPlayers();
    const root = await list(as.root);
    expect(root.status).toBe(200);
    expect(root.body.Count).toBe(everyone.length);
    const admin = await list(as.admin);
    expect(admin.body.Count).toBe(everyone.filter((p) => p.role !== "root").length);
    expect(admin.body.Result.some((p) => p.role === "root")).toBe(false);
  });

  it("keeps a manager to their subtree and rank", async () => {
    const answer = await list(as.manager);
    expect(answer.status).toBe(200);
    const allowed: Role[] = ["manager", "client", "callcenter", "rep"];
    for (const player of answer.body.Result) expect(allowed).toContain(player.role);
    const subtree = new Set([
      teams.na,
      teams.toronto,
      await teamId(api, "Vancouver West"),
      await teamId(api, "New York Metro"),
    ]);
    for (const player of answer.body.Result) expect(subtree.has(player.team)).toBe(true);
    const usernames = answer.body.Result.map((p) => p.username);
    expect(usernames).toContain("manager");
    expect(usernames).toContain("rep");
    expect(usernames).not.toContain("manager.eu");
  });

  it("shows a client only the client users of their client", async () => {
    const answer = await list(as.client);
    expect(answer.body.Result.map((p) => p.username)).toEqual(["client"]);
    expect(answer.body.Count).toBe(1);
  });

  it("shows reps and call-centre agents only their own role in their own team", async () => {
    const reps = await list(as.rep);
    expect(reps.body.Result.length).toBeGreaterThan(1);
    for (const player of reps.body.Result) {
      expect(player).toMatchObject({ role: "rep", team: teams.toronto });
    }
    const agents = await list(as.callcenter);
    for (const player of agents.body.Result) {
      expect(player).toMatchObject({ role: "callcenter", team: teams.callcentre });
    }
  });

  it("answers players as the contract shows them, without secrets", async () => {
    const answer = await list(as.root, { q: "mona" });
    const [mona] = answer.body.Result;
    expect(mona).toMatchObject({
      username: "manager",
      firstname: "Mona",
      lastname: "Manager",
      full_name: "Mona Manager",
      email: "manager@canvass.example",
      role: "manager",
      status: 1,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password/);
  });

  it("filters by team, role, status and text", async () => {
    const toronto = await list(as.root, { Team: teams.toronto });
    expect(toronto.body.Count).toBeGreaterThan(0);
    for (const player of toronto.body.Result) expect(player.team).toBe(teams.toronto);
    const managers = await list(as.root, { role: "manager" });
    expect(managers.body.Result.map((p) => p.role)).toEqual(
      managers.body.Result.map(() => "manager"),
    );
    const inactive = await list(as.root, { status: 0 });
    for (const player of inactive.body.Result) expect(player.status).toBe(0);
    const none = await list(as.root, { q: "100%_no-such-name" });
    expect(none.body).toEqual({ Result: [], Count: 0 });
  });

  it("filters by campaign: the users of the teams linked to it, in the caller's scope", async () => {
    const campaign = await campaignId(api, "Winter Appeal");
    const linked = await api.handle.db
      .selectFrom("team_campaigns")
      .select("team")
      .where("campaign", "=", campaign)
      .execute();
    const teamsOf = new Set(linked.map((link) => link.team));
    expect(teamsOf.size).toBeGreaterThan(1);
    const everyone = await allPlayers();
    const root = await list(as.root, { Campaign: campaign });
    expect(root.status).toBe(200);
    expect(root.body.Count).toBe(everyone.filter((p) => teamsOf.has(p.team)).length);
    for (const player of root.body.Result) expect(teamsOf.has(player.team)).toBe(true);
    const manager = await list(as.manager, { Campaign: campaign, role: "rep" });
    expect(manager.body.Count).toBeGreaterThan(0);
    expect(manager.body.Count).toBeLessThan(root.body.Count);
    for (const player of manager.body.Result) {
      expect(teamsOf.has(player.team)).toBe(true);
      expect(player.team).not.toBe(teams.london);
    }
    const none = await list(as.root, { Campaign: "nosuch" });
    expect(none.body).toEqual({ Result: [], Count: 0 });
  });

  it("pages and sorts", async () => {
    const all = await list(as.root, { Sort: "username" });
    const names = all.body.Result.map((p) => p.username);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const page = await list(as.root, { Sort: "username", Page: 2, PageSize: 3 });
    expect(page.body.Result.map((p) => p.username)).toEqual(names.slice(3, 6));
    expect(page.body.Count).toBe(all.body.Count);
    const past = await list(as.root, { Page: 999, PageSize: 10 });
    expect(past.body).toEqual({ Result: [], Count: all.body.Count });
    const descending = await list(as.root, { Sort: "-Created", PageSize: 5 });
    const created = descending.body.Result.map((p) => p.Created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("refuses an unknown sort field with 400 naming query.Sort", async () => {
    const answer = await api.call<Problem>("listPlayers", {
      as: as.root,
      query: { Sort: "password_hash" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toBe("query.Sort");
  });

  it("answers 304 when nothing changed since If-Modified-Since", async () => {
    const first = await list(as.manager);
    const stamp = first.headers.get("last-modified");
    expect(stamp).not.toBeNull();
    const again = await api.call("listPlayers", {
      as: as.manager,
      headers: { "if-modified-since": stamp ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("getPlayer", () => {
  it("answers users at or below the caller's rank in their scope", async () => {
    const rep = await playerId(api, "rep");
    const teammate = await memberOf(api, "Toronto Downtown");
    expect((await api.call("getPlayer", { as: as.rep, path: { id: rep } })).status).toBe(200);
    expect((await api.call("getPlayer", { as: as.rep, path: { id: teammate } })).status).toBe(200);
    expect((await api.call("getPlayer", { as: as.manager, path: { id: rep } })).status).toBe(200);
    const admin = await playerId(api, "admin");
    expect((await api.call("getPlayer", { as: as.root, path: { id: admin } })).status).toBe(200);
  });

  // Rank by rank for every pair of roles: people-rules-matrix.test.ts. Here: the scope.
  it.each([
    ["manager", "manager.eu"],
    ["client", "client.northwind"],
  ] as const)("answers 404 to %s for %s (outside their scope)", async (caller, target) => {
    const answer = await api.call<Problem>("getPlayer", {
      as: as[caller],
      path: { id: await playerId(api, target) },
    });
    expect(answer.status).toBe(404);
  });

  it("answers 404 for an unknown id, and a manager for a rep of another region", async () => {
    expect((await api.call("getPlayer", { as: as.root, path: { id: "nosuch" } })).status).toBe(404);
    const londoner = await memberOf(api, "London Central");
    expect((await api.call("getPlayer", { as: as.manager, path: { id: londoner } })).status).toBe(
      404,
    );
  });

  it("answers 304 with the player's Last-Modified", async () => {
    const id = await playerId(api, "rep");
    const first = await api.call("getPlayer", { as: as.manager, path: { id } });
    const stamp = first.headers.get("last-modified") ?? "";
    expect(stamp).not.toBe("");
    const again = await api.call("getPlayer", {
      as: as.manager,
      path: { id },
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});

describe("listTeamPlayers", () => {
  it("lists a team's own players that the caller may see", async () => {
    const answer = await api.call<PlayerList>("listTeamPlayers", {
      as: as.manager,
      path: { id: teams.toronto },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBeGreaterThan(1);
    for (const player of answer.body.Result) expect(player.team).toBe(teams.toronto);
    const na = await api.call<PlayerList>("listTeamPlayers", {
      as: as.manager,
      path: { id: teams.na },
    });
    expect(na.body.Result.map((p) => p.username)).toEqual(["manager"]);
  });

  it("filters by the caller's player scope", async () => {
    const answer = await api.call<PlayerList>("listTeamPlayers", {
      as: as.client,
      path: { id: teams.partners },
    });
    expect(answer.body.Result.map((p) => p.username)).toEqual(["client"]);
  });

  it.each([
    ["manager", "london"],
    ["rep", "london"],
    ["callcenter", "toronto"],
  ] as const)("answers 404 to %s for the %s team", async (caller, team) => {
    const answer = await api.call("listTeamPlayers", { as: as[caller], path: { id: teams[team] } });
    expect(answer.status).toBe(404);
  });

  it("pages", async () => {
    const answer = await api.call<PlayerList>("listTeamPlayers", {
      as: as.root,
      path: { id: teams.toronto },
      query: { PageSize: 2, Page: 2 },
    });
    expect(answer.body.Result).toHaveLength(2);
    expect(answer.body.Count).toBeGreaterThanOrEqual(4);
  });
});
