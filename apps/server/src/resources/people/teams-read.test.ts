import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import type { Team } from "../team-row.js";
import { sessionsFor, type Problem } from "./test-support.js";

interface TeamList {
  readonly Result: Team[];
  readonly Count: number;
}

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let ids: Record<string, string>;
let campaigns: Record<string, string>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 40 });
  as = await sessionsFor(api, USERS);
  const teams = await api.handle.db.selectFrom("teams").select(["id", "title"]).execute();
  ids = Object.fromEntries(teams.map((team) => [team.title, team.id]));
  const rows = await api.handle.db.selectFrom("campaigns").select(["id", "title"]).execute();
  campaigns = Object.fromEntries(rows.map((row) => [row.title, row.id]));
}, 180_000);
afterAll(() => api.close());

const team = (title: string): string => {
  const id = ids[title];
  if (id === undefined) throw new Error(`no team ${title}`);
  return id;
};
const campaign = (title: string): string => campaigns[title] ?? "missing";

async function links(id: string): Promise<string[]> {
  const rows = await api.handle.db
    .selectFrom("team_campaigns")
    .select("campaign")
    .where("team", "=", id)
    .orderBy("campaign")
    .execute();
  return rows.map((row) => row.campaign);
}

describe("listTeams", () => {
  it("scopes teams by role", async () => {
    const all = await api.handle.db.selectFrom("teams").select("id").execute();
    const list = (session: ApiSession, query = {}) =>
      api.call<TeamList>("listTeams", { as: session, query: { PageSize: 100, ...query } });
    expect((await list(as.root)).body.Count).toBe(all.length);
    expect((await list(as.client)).body.Count).toBe(all.length);
    const manager = await list(as.manager);
    expect(manager.body.Result.map((t) => t.title).sort()).toEqual([
      "New York Metro",
      "North America Field",
      "Toronto Downtown",
      "Vancouver West",
    ]);
    expect((await list(as.rep)).body.Result.map((t) => t.title)).toEqual(["Toronto Downtown"]);
    expect((await list(as.callcenter)).body.Result.map((t) => t.title)).toEqual([
      "Remote Call Centre",
    ]);
  });

  it("shows a client only their client's campaigns on each team", async () => {
    const answer = await api.call<TeamList>("listTeams", {
      as: as.client,
      query: { q: "toronto" },
    });
    expect(answer.body.Result[0]?.campaigns).toEqual([campaign("Winter Appeal")]);
    const root = await api.call<TeamList>("listTeams", { as: as.root, query: { q: "toronto" } });
    expect(root.body.Result[0]?.campaigns.sort()).toEqual(
      [campaign("Winter Appeal"), campaign("Street Fundraising Spring")].sort(),
    );
  });

  it("filters by parent and text, sorts and pages", async () => {
    const children = await api.call<TeamList>("listTeams", {
      as: as.root,
      query: { parent: team("North America Field") },
    });
    expect(children.body.Count).toBe(3);
    const fields = await api.call<TeamList>("listTeams", {
      as: as.root,
      query: { q: "FIELD", Sort: "-title" },
    });
    expect(fields.body.Result.map((t) => t.title)).toEqual([
      "North America Field",
      "Latin America Field",
      "Europe Field",
      "Asia Pacific Field",
    ]);
    const page = await api.call<TeamList>("listTeams", {
      as: as.root,
      query: { q: "field", PageSize: 3, Page: 2 },
    });
    expect(page.body).toMatchObject({ Count: 4, Result: [{ title: "North America Field" }] });
    const bad = await api.call<Problem>("listTeams", { as: as.root, query: { Sort: "secret" } });
    expect(bad.status).toBe(400);
  });

  it("answers 304 when nothing changed", async () => {
    const first = await api.call("listTeams", { as: as.rep });
    const stamp = first.headers.get("last-modified") ?? "";
    const again = await api.call("listTeams", {
      as: as.rep,
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});

describe("getTeam", () => {
  it("answers teams in scope and 404 outside", async () => {
    const toronto = await api.call<Team>("getTeam", {
      as: as.manager,
      path: { id: team("Toronto Downtown") },
    });
    expect(toronto.status).toBe(200);
    expect(toronto.body).toMatchObject({
      title: "Toronto Downtown",
      parent: team("North America Field"),
      role: "rep",
    });
    expect(toronto.body.campaigns.sort()).toEqual(await links(team("Toronto Downtown")));
    expect(
      (await api.call("getTeam", { as: as.manager, path: { id: team("London Central") } })).status,
    ).toBe(404);
    expect(
      (await api.call("getTeam", { as: as.rep, path: { id: team("Vancouver West") } })).status,
    ).toBe(404);
    expect(
      (await api.call("getTeam", { as: as.client, path: { id: team("London Central") } })).status,
    ).toBe(200);
    expect((await api.call("getTeam", { as: as.root, path: { id: "nosuch" } })).status).toBe(404);
  });

  it("answers 304 with If-Modified-Since", async () => {
    const id = team("Toronto Downtown");
    const first = await api.call("getTeam", { as: as.rep, path: { id } });
    const stamp = first.headers.get("last-modified") ?? "";
    expect(stamp).not.toBe("");
    const again = await api.call("getTeam", {
      as: as.rep,
      path: { id },
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});

describe("listTeamCampaigns", () => {
  it("lists the team's campaigns by title, paged", async () => {
    const id = team("Toronto Downtown");
    const answer = await api.call<{ Result: { title: string; teams: string[] }[]; Count: number }>(
      "listTeamCampaigns",
      { as: as.rep, path: { id } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Result.map((c) => c.title)).toEqual([
      "Street Fundraising Spring",
      "Winter Appeal",
    ]);
    for (const item of answer.body.Result) expect(item.teams).toContain(id);
    const page = await api.call<{ Result: { title: string }[]; Count: number }>(
      "listTeamCampaigns",
      {
        as: as.rep,
        path: { id },
        query: { PageSize: 1, Page: 2 },
      },
    );
    expect(page.body).toMatchObject({ Count: 2, Result: [{ title: "Winter Appeal" }] });
  });

  it("shows a client only their client's campaigns", async () => {
    const answer = await api.call<{ Result: { title: string }[] }>("listTeamCampaigns", {
      as: as.client,
      path: { id: team("Toronto Downtown") },
    });
    expect(answer.body.Result.map((c) => c.title)).toEqual(["Winter Appeal"]);
  });

  it("answers 404 outside the scope, and 304 when unchanged", async () => {
    expect(
      (await api.call("listTeamCampaigns", { as: as.rep, path: { id: team("London Central") } }))
        .status,
    ).toBe(404);
    const id = team("London Central");
    const first = await api.call("listTeamCampaigns", { as: as.admin, path: { id } });
    const stamp = first.headers.get("last-modified") ?? "";
    const again = await api.call("listTeamCampaigns", {
      as: as.admin,
      path: { id },
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});

interface TreeNode {
  readonly id: string;
  readonly title: string;
  readonly parent: string | null;
  readonly role: string;
  readonly players: number;
  readonly activePlayers: number;
  readonly subteams: number;
}

describe("getTeamTree", () => {
  const tree = async (session: ApiSession) => {
    const answer = await api.call<{ nodes: TreeNode[] }>("getTeamTree", { as: session });
    expect(answer.status).toBe(200);
    return answer.body.nodes;
  };
  const byTitle = (nodes: readonly TreeNode[]) =>
    Object.fromEntries(nodes.map((node) => [node.title, node]));

  it("gives root every team with its parent, role and counts", async () => {
    const nodes = await tree(as.root);
    const teams = await api.handle.db.selectFrom("teams").select(["id", "parent"]).execute();
    expect(nodes).toHaveLength(teams.length);
    const players = await api.handle.db.selectFrom("players").select(["team", "status"]).execute();
    for (const node of nodes) {
      const own = players.filter((player) => player.team === node.id);
      expect(node.players).toBe(own.length);
      expect(node.activePlayers).toBe(own.filter((player) => player.status === 1).length);
      expect(node.subteams).toBe(teams.filter((team) => team.parent === node.id).length);
    }
    const titled = byTitle(nodes);
    expect(titled["Canvass HQ"]).toMatchObject({ parent: null, role: "root" });
    expect(titled["North America Field"]).toMatchObject({
      parent: team("Canvass HQ"),
      role: "manager",
      subteams: 3,
    });
    expect(nodes.map((node) => node.title.toLowerCase())).toEqual(
      nodes.map((node) => node.title.toLowerCase()).sort(),
    );
  });

  it("keeps a manager to their subtree, their own team keeping its parent outside it", async () => {
    const nodes = await tree(as.manager);
    expect(nodes.map((node) => node.title).sort()).toEqual([
      "New York Metro",
      "North America Field",
      "Toronto Downtown",
      "Vancouver West",
    ]);
    const titled = byTitle(nodes);
    expect(titled["North America Field"]?.parent).toBe(team("Canvass HQ"));
    expect(nodes.some((node) => node.id === team("Canvass HQ"))).toBe(false);
  });

  it("counts only the players the caller could list", async () => {
    const [rep] = await tree(as.rep);
    expect(rep).toMatchObject({ title: "Toronto Downtown", subteams: 0 });
    const listed = await api.call<{ Count: number }>("listPlayers", {
      as: as.rep,
      query: { Team: team("Toronto Downtown") },
    });
    expect(rep?.players).toBe(listed.body.Count);
    const root = byTitle(await tree(as.root));
    const client = byTitle(await tree(as.client));
    expect(Object.keys(client)).toHaveLength(Object.keys(root).length);
    // A client sees the client users of their own client only, not the other clients' users.
    expect(client["Client Partners"]?.players).toBe(1);
    expect(root["Client Partners"]?.players).toBeGreaterThan(1);
    expect((await tree(as.callcenter)).map((node) => node.title)).toEqual(["Remote Call Centre"]);
  });

  it("answers 304 when neither teams nor players changed", async () => {
    const first = await api.call("getTeamTree", { as: as.manager });
    const stamp = first.headers.get("last-modified") ?? "";
    expect(stamp).not.toBe("");
    const again = await api.call("getTeamTree", {
      as: as.manager,
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});
