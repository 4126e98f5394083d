import { TEAM_REFUSAL_MESSAGES } from "@canvass/sdk/permissions";
import { TEAM_DELETE_BLOCKER_MESSAGES } from "@canvass/sdk/teams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import type { Team } from "../team-row.js";
import { counts, sessionsFor, type Problem } from "./test-support.js";

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
const WRITTEN = ["teams", "team_campaigns", "ids", "history"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let ids: Record<string, string>;
let campaigns: Record<string, string>;
let serial = 0;

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

async function create(session: ApiSession, body: Record<string, unknown>) {
  return api.call<Team & Problem>("createTeam", { as: session, body });
}

async function createdUnder(parent: string, body: Record<string, unknown> = {}): Promise<Team> {
  serial += 1;
  const answer = await create(as.manager, { title: `Squad ${serial}`, parent, ...body });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function update(session: ApiSession, id: string, body: Record<string, unknown>) {
  return api.call<Team & Problem>("updateTeam", { as: session, path: { id }, body });
}

async function links(id: string): Promise<string[]> {
  const rows = await api.handle.db
    .selectFrom("team_campaigns")
    .select("campaign")
    .where("team", "=", id)
    .orderBy("campaign")
    .execute();
  return rows.map((row) => row.campaign);
}

describe("createTeam", () => {
  it("creates a team under a team of the manager's subtree", async () => {
    const answer = await create(as.manager, {
      title: "Toronto East",
      parent: team("Toronto Downtown"),
      campaigns: [campaign("Winter Appeal"), campaign("Winter Appeal")],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: "Toronto East",
      parent: team("Toronto Downtown"),
      role: "rep",
      campaigns: [campaign("Winter Appeal")],
      permissions: [],
      restrictions: [],
    });
    const registered = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", answer.body.id)
      .executeTakeFirst();
    expect(registered?.type).toBe("team");
    const history = await api.handle.db
      .selectFrom("history")
      .select(["action", "target_type"])
      .where("target", "=", answer.body.id)
      .execute();
    expect(history).toEqual([{ action: "create", target_type: "team" }]);
  });

  it("refuses a title already used under the same parent with 409", async () => {
    const before = await counts(api, WRITTEN);
    const answer = await create(as.manager, {
      title: "VANCOUVER west",
      parent: team("North America Field"),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errors?.[0]?.field).toBe("/title");
    expect(await counts(api, WRITTEN)).toEqual(before);
    const elsewhere = await create(as.manager, {
      title: "Vancouver West",
      parent: team("Toronto Downtown"),
    });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses a parent outside the subtree, unknown campaigns and a role above the caller", async () => {
    const before = await counts(api, WRITTEN);
    const outside = await create(as.manager, { title: "Lost", parent: team("London Central") });
    expect(outside.status).toBe(422);
    expect(outside.body.errors?.[0]?.field).toBe("/parent");
    const unknown = await create(as.admin, { title: "Lost", parent: "nosuch" });
    expect(unknown.body.errors?.[0]?.field).toBe("/parent");
    const missing = await create(as.manager, {
      title: "Lost",
      parent: team("Toronto Downtown"),
      campaigns: [campaign("Winter Appeal"), "nosuch"],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(["/campaigns/1"]);
    const role = await create(as.manager, {
      title: "Lost",
      parent: team("Toronto Downtown"),
      role: "admin",
    });
    expect(role.status).toBe(422);
    expect(role.body.errors?.[0]).toMatchObject({
      field: "/role",
      message: "admin is not a valid role",
    });
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("lets only admins set restriction flags", async () => {
    const flags = { permissions: ["norunexports"], restrictions: ["nosubpay"] };
    const manager = await create(as.manager, {
      title: "Flagged",
      parent: team("Toronto Downtown"),
      ...flags,
    });
    expect(manager.status).toBe(403);
    const admin = await create(as.admin, {
      title: "Flagged",
      parent: team("Toronto Downtown"),
      ...flags,
    });
    expect(admin.status).toBe(201);
    expect(admin.body).toMatchObject(flags);
  });
});

describe("updateTeam", () => {
  it("replaces the campaigns and renames", async () => {
    const squad = await createdUnder(team("Toronto Downtown"), {
      campaigns: [campaign("Winter Appeal")],
    });
    const both = [campaign("Phone Drive"), campaign("Giving Tuesday")];
    const answer = await update(as.manager, squad.id, { campaigns: both, title: "Renamed squad" });
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe("Renamed squad");
    expect(await links(squad.id)).toEqual([...both].sort());
    const cleared = await update(as.manager, squad.id, { campaigns: [] });
    expect(cleared.body.campaigns).toEqual([]);
    expect(await links(squad.id)).toEqual([]);
  });

  it("moves a team within the subtree, and refuses cycles and moves outside", async () => {
    const upper = await createdUnder(team("Toronto Downtown"));
    const lower = await createdUnder(upper.id);
    const moved = await update(as.manager, upper.id, { parent: team("Vancouver West") });
    expect(moved.status).toBe(200);
    expect(moved.body.parent).toBe(team("Vancouver West"));
    const actions = await api.handle.db
      .selectFrom("history")
      .select("action")
      .where("target", "=", upper.id)
      .execute();
    expect(actions.map((a) => a.action)).toContain("move");
    const before = await counts(api, WRITTEN);
    for (const parent of [lower.id, upper.id]) {
      const cycle = await update(as.manager, upper.id, { parent, title: "Never" });
      expect(cycle.status).toBe(422);
      expect(cycle.body.errors?.[0]?.field).toBe("/parent");
    }
    const outside = await update(as.manager, upper.id, { parent: team("London Central") });
    expect(outside.status).toBe(422);
    const root = await update(as.admin, team("Canvass HQ"), { parent: team("Operations") });
    expect(root.status).toBe(422);
    expect(root.body.errors?.[0]?.field).toBe("/parent");
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("keeps restriction flags to admins, and not on their own team", async () => {
    const toronto = team("Toronto Downtown");
    expect((await update(as.manager, toronto, { restrictions: ["nosubpay"] })).status).toBe(403);
    const own = await update(as.admin, team("Operations"), { permissions: ["nocreatecampaigns"] });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(TEAM_REFUSAL_MESSAGES.ownTeam);
    const admin = await update(as.admin, toronto, { restrictions: ["nosubpay"] });
    expect(admin.status).toBe(200);
    expect(admin.body.restrictions).toEqual(["nosubpay"]);
  });

  it("keeps the root team to root: an admin may not rename it or change its flags (403)", async () => {
    const hq = team("Canvass HQ");
    const before = await counts(api, WRITTEN);
    const changes = [
      { title: "Renamed HQ" },
      { restrictions: ["nosubpay"] },
      { permissions: ["nosubpay"] },
      { role: "admin" },
      { campaigns: [campaign("Winter Appeal")] },
    ];
    for (const body of changes) {
      const answer = await update(as.admin, hq, body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
      expect(answer.body.detail).toBe(TEAM_REFUSAL_MESSAGES.rootTeam);
    }
    expect(await counts(api, WRITTEN)).toEqual(before);
    const stored = await api.call<Team>("getTeam", { as: as.root, path: { id: hq } });
    expect(stored.body.title).toBe("Canvass HQ");
    expect(stored.body.restrictions).toEqual([]);
    // Root may; a team under the root team stays the admin's to create.
    const renamed = await update(as.root, hq, { title: "Canvass Head Office" });
    expect(renamed.status).toBe(200);
    expect((await update(as.root, hq, { title: "Canvass HQ" })).status).toBe(200);
    const child = await create(as.admin, { title: "Admin's top team", parent: hq });
    expect(child.status).toBe(201);
  });

  it("refuses a duplicate title with 409 and writes nothing of the request", async () => {
    const squad = await createdUnder(team("Toronto Downtown"), {
      campaigns: [campaign("Winter Appeal")],
    });
    const before = await counts(api, WRITTEN);
    const answer = await update(as.manager, squad.id, {
      title: "Toronto East",
      campaigns: [campaign("Phone Drive")],
    });
    expect(answer.status).toBe(409);
    expect(await links(squad.id)).toEqual([campaign("Winter Appeal")]);
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("answers 404 outside the scope and 403 to field roles", async () => {
    expect((await update(as.manager, team("London Central"), { title: "Mine" })).status).toBe(404);
    for (const caller of ["client", "callcenter", "rep"] as const) {
      expect((await update(as[caller], team("Toronto Downtown"), { title: "Mine" })).status).toBe(
        403,
      );
    }
  });
});

describe("deleteTeam", () => {
  it("deletes an empty team", async () => {
    const squad = await createdUnder(team("Toronto Downtown"), {
      campaigns: [campaign("Winter Appeal")],
    });
    expect((await api.call("deleteTeam", { as: as.manager, path: { id: squad.id } })).status).toBe(
      204,
    );
    expect((await api.call("getTeam", { as: as.manager, path: { id: squad.id } })).status).toBe(
      404,
    );
    expect(await links(squad.id)).toEqual([]);
  });

  it("refuses teams with users, sub-teams or submissions with 409", async () => {
    const before = await counts(api, WRITTEN);
    const users = await api.call<Problem>("deleteTeam", {
      as: as.manager,
      path: { id: team("Toronto Downtown") },
    });
    expect(users.status).toBe(409);
    expect(users.body.detail).toContain("users");
    expect(users.body.errors).toContainEqual({
      field: "path.id",
      code: "users",
      message: TEAM_DELETE_BLOCKER_MESSAGES.users,
    });
    const children = await api.call<Problem>("deleteTeam", {
      as: as.admin,
      path: { id: team("Europe Field") },
    });
    expect(children.body.detail).toContain("sub-teams");
    expect(children.body.errors?.map((error) => error.code)).toContain("sub-teams");
    const squad = await createdUnder(team("Toronto Downtown"));
    const account = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .executeTakeFirstOrThrow();
    await api.handle.db
      .updateTable("accounts")
      .set({ team: squad.id })
      .where("id", "=", account.id)
      .execute();
    const submissions = await api.call<Problem>("deleteTeam", {
      as: as.manager,
      path: { id: squad.id },
    });
    expect(submissions.status).toBe(409);
    expect(submissions.body.detail).toContain("submissions");
    expect(submissions.body.errors?.map((error) => [error.field, error.code])).toEqual([
      ["path.id", "submissions"],
    ]);
    expect((await counts(api, WRITTEN)).teams).toBe((before.teams ?? 0) + 1);
  });

  it("refuses the root team, field roles, and teams outside the scope", async () => {
    const root = await api.call<Problem>("deleteTeam", {
      as: as.root,
      path: { id: team("Canvass HQ") },
    });
    expect(root.status).toBe(403);
    for (const caller of ["client", "callcenter", "rep"] as const) {
      expect(
        (await api.call("deleteTeam", { as: as[caller], path: { id: team("Toronto Downtown") } }))
          .status,
      ).toBe(403);
    }
    expect(
      (await api.call("deleteTeam", { as: as.manager, path: { id: team("Madrid Centro") } }))
        .status,
    ).toBe(404);
  });
});
