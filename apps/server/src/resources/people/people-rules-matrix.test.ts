/**
 * Every rank and flag rule of the people endpoints as tables, one row per role (issue #8:
 * "server tests for every rank and flag rule"). The expected answers are written out here, not
 * computed from the SDK's rules, so a change of a rule shows as a failing row. Cases that need
 * more than a status (histories, sessions, scope by team) live in the per-endpoint files
 * (`players-*.test.ts`, `teams-*.test.ts`, `players-bulk.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import type { Player } from "../player-row.js";
import type { Team } from "../team-row.js";
import { counts, playerId, sessionsFor, teamId, type Problem } from "./test-support.js";

const ROLES = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
type RoleName = (typeof ROLES)[number];
/** The demo user of each role is named after it. */
const USERS = [...ROLES, "admin2fa"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let team: Record<"hq" | "ops" | "na" | "toronto" | "vancouver" | "london" | "callcentre", string>;
let serial = 0;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
  team = {
    hq: await teamId(api, "Canvass HQ"),
    ops: await teamId(api, "Operations"),
    na: await teamId(api, "North America Field"),
    toronto: await teamId(api, "Toronto Downtown"),
    vancouver: await teamId(api, "Vancouver West"),
    london: await teamId(api, "London Central"),
    callcentre: await teamId(api, "Remote Call Centre"),
  };
}, 180_000);
afterAll(() => api.close());

function newUser(role: string, teamId = team.toronto) {
  serial += 1;
  return {
    firstname: "Mat",
    lastname: `Rix${serial}`,
    username: `mat.rix${serial}`,
    email: `mat.rix${serial}@example.org`,
    password: "correct-horse-battery",
    role,
    team: teamId,
  };
}

function newTeam(parent = team.toronto) {
  serial += 1;
  return { title: `Matrix squad ${serial}`, parent };
}

/** A user made by root for a test to act on. */
async function userMadeByRoot(role: string, teamId = team.toronto): Promise<Player> {
  const answer = await api.call<Player>("createPlayer", {
    as: as.root,
    body: newUser(role, teamId),
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function updatePlayer(caller: ApiSession, id: string, body: Record<string, unknown>) {
  return api.call<Player & Problem>("updatePlayer", { as: caller, path: { id }, body });
}

async function updateTeam(caller: ApiSession, id: string, body: Record<string, unknown>) {
  return api.call<Team & Problem>("updateTeam", { as: caller, path: { id }, body });
}

describe("seeing a user's profile: at or below the caller's rank, in their scope", () => {
  // Each demo user's team: root HQ, admin Operations, manager North America, client Client
  // Partners (client Acme), callcenter Remote Call Centre, rep Toronto (North America).
  const SEES: Record<RoleName, readonly RoleName[]> = {
    root: ["root", "admin", "manager", "client", "callcenter", "rep"],
    admin: ["admin", "manager", "client", "callcenter", "rep"],
    manager: ["manager", "rep"],
    client: ["client"],
    callcenter: ["callcenter"],
    rep: ["rep"],
  };
  it.each(ROLES)("%s", async (caller) => {
    const statuses: Record<string, number> = {};
    for (const target of ROLES) {
      const answer = await api.call("getPlayer", {
        as: as[caller],
        path: { id: await playerId(api, target) },
      });
      statuses[target] = answer.status;
    }
    expect(statuses).toEqual(
      Object.fromEntries(
        ROLES.map((target) => [target, SEES[caller].includes(target) ? 200 : 404]),
      ),
    );
  });
});

describe("creating users: only roles strictly below the caller's", () => {
  const GIVES: Record<"root" | "admin" | "manager", readonly RoleName[]> = {
    root: ["admin", "manager", "client", "callcenter", "rep"],
    admin: ["manager", "client", "callcenter", "rep"],
    manager: ["client", "callcenter", "rep"],
  };
  const cases = (["root", "admin", "manager"] as const).flatMap((caller) =>
    ROLES.map((role) => [caller, role, GIVES[caller].includes(role)] as const),
  );
  it.each(cases)("%s giving %s: allowed %s", async (caller, role, allowed) => {
    const before = await counts(api, ["players", "ids", "history"]);
    const answer = await api.call<Player & Problem>("createPlayer", {
      as: as[caller],
      body: newUser(role),
    });
    if (allowed) {
      expect(answer.status).toBe(201);
      expect(answer.body.role).toBe(role);
      return;
    }
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: "/role", message: `${role} is not a valid role` }),
    ]);
    expect(await counts(api, ["players", "ids", "history"])).toEqual(before);
  });

  it("applies the same rule to every row of a bulk creation", async () => {
    const answer = await api.call<{ valid: number; rejected: { row: number }[] }>(
      "checkPlayersBulk",
      {
        as: as.manager,
        body: { rows: ROLES.map((role) => ({ ...newUser(role), password: undefined })) },
      },
    );
    expect(answer.body.valid).toBe(3);
    expect(answer.body.rejected.map((problem) => problem.row)).toEqual([0, 1, 2]);
  });
});

describe("creating users and teams: admins and managers only", () => {
  const MAY_CREATE: Record<RoleName, boolean> = {
    root: true,
    admin: true,
    manager: true,
    client: false,
    callcenter: false,
    rep: false,
  };
  it.each(ROLES)("%s", async (caller) => {
    const user = await api.call("createPlayer", { as: as[caller], body: newUser("rep") });
    const teamAnswer = await api.call("createTeam", { as: as[caller], body: newTeam() });
    const rows = [{ ...newUser("rep"), password: undefined }];
    const check = await api.call("checkPlayersBulk", { as: as[caller], body: { rows } });
    const bulk = await api.call("createPlayersBulk", {
      as: as[caller],
      body: { rows, mode: "validOnly" },
    });
    const statuses = [user.status, teamAnswer.status, check.status, bulk.status];
    expect(statuses).toEqual(MAY_CREATE[caller] ? [201, 201, 200, 200] : [403, 403, 403, 403]);
  });
});

/**
 * Sets flags on a team through the API (by `setter`: an admin, or root for an admin's own team),
 * runs `run`, and puts the team's lists back.
 */
async function withFlags(
  setter: ApiSession,
  teamId: string,
  flags: { readonly restrictions: readonly string[]; readonly permissions?: readonly string[] },
  run: () => Promise<void>,
): Promise<void> {
  const before = await api.handle.db
    .selectFrom("teams")
    .select(["restrictions", "permissions"])
    .where("id", "=", teamId)
    .executeTakeFirstOrThrow();
  const set = await updateTeam(setter, teamId, {
    restrictions: [...new Set([...before.restrictions, ...flags.restrictions])],
    permissions: [...new Set([...before.permissions, ...(flags.permissions ?? [])])],
  });
  expect(set.status).toBe(200);
  try {
    await run();
  } finally {
    const restored = await updateTeam(setter, teamId, {
      restrictions: before.restrictions,
      permissions: before.permissions,
    });
    expect(restored.status).toBe(200);
  }
}

/** The calls a flag takes away, each answering its success status when allowed. */
type Attempt = (caller: ApiSession) => Promise<number[]>;

const createsPlayers: Attempt = async (caller) => {
  const rows = [{ ...newUser("rep"), password: undefined }];
  return [
    (await api.call("createPlayer", { as: caller, body: newUser("rep") })).status,
    (await api.call("checkPlayersBulk", { as: caller, body: { rows } })).status,
    (await api.call("createPlayersBulk", { as: caller, body: { rows, mode: "validOnly" } })).status,
  ];
};
const CREATED_PLAYERS = [201, 200, 200];

const createsTeams: Attempt = async (caller) => [
  (await api.call("createTeam", { as: caller, body: newTeam() })).status,
];

/** Edits a user below the caller (a fresh rep), and its status. */
const updatesOthers: Attempt = async (caller) => {
  const target = await userMadeByRoot("rep");
  return [
    (await updatePlayer(caller, target.id, { firstname: "Flagged" })).status,
    (await updatePlayer(caller, target.id, { status: 0 })).status,
  ];
};

/** Edits the caller's own name. */
const updatesSelf: Attempt = async (caller) => [
  (await updatePlayer(caller, caller.player, { lastname: `Self${(serial += 1)}` })).status,
];

describe("restriction flags: set on the caller's team, lifted by the team's permissions", () => {
  const cases = [
    ["nocreateplayers", "manager", "admin", "na", createsPlayers, CREATED_PLAYERS],
    ["nocreateplayers", "admin", "root", "ops", createsPlayers, CREATED_PLAYERS],
    ["nocreateteams", "manager", "admin", "na", createsTeams, [201]],
    ["nocreateteams", "admin", "root", "ops", createsTeams, [201]],
    ["noupdateplayers", "manager", "admin", "na", updatesOthers, [200, 200]],
    ["noupdateplayers", "admin", "root", "ops", updatesOthers, [200, 200]],
    ["noupdateplayers", "rep", "admin", "toronto", updatesSelf, [200]],
    ["noupdateplayers", "callcenter", "admin", "callcentre", updatesSelf, [200]],
  ] as const;

  it.each(cases)("%s on the %s's team", async (flag, caller, setter, teamKey, attempt, allowed) => {
    await withFlags(as[setter], team[teamKey], { restrictions: [flag] }, async () => {
      expect(await attempt(as[caller])).toEqual(allowed.map(() => 403));
    });
    await withFlags(
      as[setter],
      team[teamKey],
      { restrictions: [flag], permissions: [flag] },
      async () => {
        expect(await attempt(as[caller])).toEqual(allowed);
      },
    );
    expect(await attempt(as[caller])).toEqual(allowed);
  });

  it("never restricts root, even with every flag on the root team", async () => {
    await withFlags(
      as.root,
      team.hq,
      { restrictions: ["nocreateplayers", "nocreateteams", "noupdateplayers"] },
      async () => {
        expect(await createsPlayers(as.root)).toEqual(CREATED_PLAYERS);
        expect(await createsTeams(as.root)).toEqual([201]);
        expect(await updatesOthers(as.root)).toEqual([200, 200]);
      },
    );
  });
});

describe("activating and deactivating: not yourself, not by rep, callcenter or client", () => {
  const fresh = (role: string, teamKey: keyof typeof team) => async () =>
    (await userMadeByRoot(role, team[teamKey])).id;
  const demo = (username: string) => () => playerId(api, username);
  const cases = [
    ["root", "a new admin", fresh("admin", "ops"), 200],
    ["admin", "a new manager", fresh("manager", "na"), 200],
    ["manager", "a new callcenter agent", fresh("callcenter", "vancouver"), 200],
    ["root", "themself", demo("root"), 403],
    ["admin", "themself", demo("admin"), 403],
    ["admin", "another admin", demo("admin2fa"), 403],
    ["rep", "a teammate", fresh("rep", "toronto"), 403],
    ["callcenter", "a teammate", fresh("callcenter", "callcentre"), 403],
  ] as const;

  it.each(cases)("%s deactivating %s: %s", async (caller, _who, target, status) => {
    const id = await target();
    const off = await updatePlayer(as[caller], id, { status: 0 });
    expect(off.status).toBe(status);
    const row = await api.handle.db
      .selectFrom("players")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(status === 200 ? 0 : 1);
    if (status === 200) {
      expect((await updatePlayer(as[caller], id, { status: 1 })).body.status).toBe(1);
    }
  });
});

describe("moving users to another team", () => {
  it("lets an admin move a user anywhere", async () => {
    const player = await userMadeByRoot("rep");
    const answer = await updatePlayer(as.admin, player.id, { team: team.london });
    expect(answer.status).toBe(200);
    expect(answer.body.team).toBe(team.london);
  });

  it("refuses a rep moving a teammate, and an unknown team with 422 naming /team", async () => {
    const player = await userMadeByRoot("rep");
    expect((await updatePlayer(as.rep, player.id, { team: team.vancouver })).status).toBe(403);
    const unknown = await updatePlayer(as.manager, player.id, { team: "nosuch" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.field).toBe("/team");
  });
});

describe("reparenting teams", () => {
  it("lets an admin move a team across regions and refuses a cycle with 422 naming /parent", async () => {
    const upper = await api.call<Team>("createTeam", { as: as.admin, body: newTeam() });
    const lower = await api.call<Team>("createTeam", {
      as: as.admin,
      body: newTeam(upper.body.id),
    });
    const moved = await updateTeam(as.admin, upper.body.id, { parent: team.london });
    expect(moved.status).toBe(200);
    const cycle = await updateTeam(as.admin, upper.body.id, { parent: lower.body.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors?.[0]?.field).toBe("/parent");
  });

  it("refuses a manager moving their own team under a sub-team or out of reach", async () => {
    const under = await updateTeam(as.manager, team.na, { parent: team.toronto });
    expect(under.status).toBe(422);
    expect(under.body.errors?.[0]?.field).toBe("/parent");
    const away = await updateTeam(as.manager, team.na, { parent: team.ops });
    expect(away.status).toBe(422);
  });
});
