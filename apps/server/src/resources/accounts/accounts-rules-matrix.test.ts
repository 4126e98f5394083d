/**
 * Every submission action by operator (issue #18: "every action is enforced on the server by
 * role, flag and scope"): the demo user of each role (root team admin, admin, manager, client,
 * call centre, rep) and an admin restricted by each submission flag (`noupdatesubmissions`,
 * `nosubdetails`, `nosubpay`, `nosublocation`, `nosubassets`). The expected answer of each row
 * is the SDK's named permission for that operator (`can`), so the test states the one rule and
 * checks that the server keeps it: which fields the list returns, lookup by id, change
 * requests, reassign (never to a player outside the operator's scope), resend, delete and the
 * signature file.
 */
import type { Schema } from "@canvass/sdk/contract";
import {
  can,
  createPermissionContext,
  type NamedPermission,
  type PermissionContext,
} from "@canvass/sdk/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRichSubmissions } from "../../db/index.js";
import { accountFieldVisibility } from "./account-fields.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, idOf, sessionFor, type DemoRole } from "./test-support.js";

type AccountList = Schema<"AccountList">;
type ResendTaskList = Schema<"ResendTaskList">;

const FLAGS = [
  "noupdatesubmissions",
  "nosubdetails",
  "nosubpay",
  "nosublocation",
  "nosubassets",
] as const;
const OPERATORS = [
  "root",
  "admin",
  "manager",
  "client",
  "callcenter",
  "rep",
  ...FLAGS.map((flag) => `admin+${flag}` as const),
] as const;
type Operator = (typeof OPERATORS)[number];

let api: TestApi;
let as: Record<Operator, ApiSession>;
let context: Record<Operator, PermissionContext>;

/** The SDK's permission context of a signed-in operator, from what the database holds. */
async function contextOf(session: ApiSession): Promise<PermissionContext> {
  const row = await api.handle.db
    .selectFrom("players as p")
    .innerJoin("teams as t", "t.id", "p.team")
    .leftJoin("clients as c", "c.id", "p.client")
    .select([
      "p.id",
      "p.role",
      "t.parent",
      "t.restrictions",
      "t.permissions",
      "c.restrictions as client_restrictions",
    ])
    .where("p.id", "=", session.player)
    .executeTakeFirstOrThrow();
  return createPermissionContext({
    role: row.role,
    isRootTeam: row.parent === null,
    teamRestrictions: row.restrictions,
    teamPermissions: row.permissions,
    clientRestrictions: row.client_restrictions ?? [],
    features: await api.deps.features.current(),
    selfId: row.id,
  });
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 300 });
  const demo: Record<DemoRole, ApiSession> = await demoSessions(api);
  const operations = await idOf(api, "teams", "title", "Operations");
  const flagged: [Operator, ApiSession][] = [];
  for (const flag of FLAGS) {
    const team = await api.call<{ id: string }>("createTeam", {
      as: demo.root,
      body: { title: `Restricted ${flag}`, parent: operations, restrictions: [flag] },
    });
    expect(team.status).toBe(201);
    const username = `matrix.${flag}`;
    const player = await api.call("createPlayer", {
      as: demo.root,
      body: {
        firstname: "Matrix",
        lastname: flag,
        username,
        email: `${username}@example.org`,
        password: "correct-horse-battery",
        role: "admin",
        team: team.body.id,
      },
    });
    expect(player.status).toBe(201);
    flagged.push([`admin+${flag}`, await sessionFor(api, username)]);
  }
  as = { ...demo, ...Object.fromEntries(flagged) } as Record<Operator, ApiSession>;
  // Reps and call-centre agents see their own submissions: give them enough to act on.
  for (const [offset, session] of [demo.rep, demo.callcenter].entries()) {
    const rows = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("player", "not in", [demo.rep.player, demo.callcenter.player])
      .orderBy("id")
      .offset(offset * 30)
      .limit(30)
      .execute();
    await api.handle.db
      .updateTable("accounts")
      .set({ player: session.player, team: session.team })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
  }
  const entries = await Promise.all(
    OPERATORS.map(async (operator) => [operator, await contextOf(as[operator])] as const),
  );
  context = Object.fromEntries(entries) as Record<Operator, PermissionContext>;
}, 120_000);

afterAll(async () => {
  await api.close();
});

function holds(operator: Operator, permission: NamedPermission): boolean {
  return can(context[operator], permission);
}

/** Submissions in the operator's scope, newest first (as the list gives them). */
async function ownIds(operator: Operator, count: number): Promise<string[]> {
  const answer = await api.call<AccountList>("queryAccounts", {
    as: as[operator],
    query: { Fields: "ID", PageSize: count },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.Accounts.length).toBe(count);
  return answer.body.Accounts.map((account) => account.ID);
}

/** A submission the operator's list does not show (outside the scope), when there is one. */
async function foreignId(operator: Operator): Promise<string | undefined> {
  const all = await api.handle.db.selectFrom("accounts").select("id").execute();
  const mine = new Set(await ownIds(operator, 1).then(() => listAll(operator)));
  return all.map((row) => row.id).find((id) => !mine.has(id));
}

async function listAll(operator: Operator): Promise<string[]> {
  const answer = await api.call<AccountList>("queryAccounts", {
    as: as[operator],
    query: { Fields: "ID", PageSize: 1000 },
  });
  return answer.body.Accounts.map((account) => account.ID);
}

describe.each(OPERATORS)("%s", (operator) => {
  it("sees the fields its permissions show, and only those", async () => {
    const answer = await api.call<AccountList>("queryAccounts", {
      as: as[operator],
      query: { PageSize: 300 },
    });
    expect(answer.status).toBe(200);
    const keys = new Set(answer.body.Accounts.flatMap((account) => Object.keys(account)));
    const groups = {
      details: holds(operator, "ViewSubDetails"),
      payment: holds(operator, "ViewSubPayment"),
      location: holds(operator, "ViewSubLocation"),
    };
    for (const [group, field] of [
      ["details", "Email"],
      ["details", "Name"],
      ["payment", "PaymentStatus"],
      ["payment", "TransactionID"],
      ["location", "City"],
    ] as const) {
      expect(accountFieldVisibility(field)).toBe(group);
      expect(keys.has(field), field).toBe(groups[group]);
    }
    for (const key of keys) {
      const group = accountFieldVisibility(key);
      if (group !== undefined) expect(groups[group], key).toBe(true);
    }
  });

  it("looks submissions up by id within its scope only", async () => {
    expect(holds(operator, "ViewSubLookup")).toBe(true);
    const [id = ""] = await ownIds(operator, 1);
    const found = await api.call<AccountList>("queryAccounts", {
      as: as[operator],
      query: { ID: id, Fields: "ID" },
    });
    expect(found.body.Accounts.map((account) => account.ID)).toEqual([id]);
    const foreign = await foreignId(operator);
    if (foreign !== undefined) {
      const hidden = await api.call<AccountList>("queryAccounts", {
        as: as[operator],
        query: { ID: `${id},${foreign}`, Fields: "ID" },
      });
      expect(hidden.body.Accounts.map((account) => account.ID)).toEqual([id]);
    }
  });

  it("saves a change request only with EditSubmissions", async () => {
    const [id = ""] = await ownIds(operator, 1);
    const answer = await api.call("saveAccountChanges", {
      as: as[operator],
      body: { Reason: "matrix", Changes: [{ ID: id, Field: "Status", Value: `by ${operator}` }] },
    });
    expect(answer.status).toBe(holds(operator, "EditSubmissions") ? 200 : 403);
    const row = await api.handle.db
      .selectFrom("accounts")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status === `by ${operator}`).toBe(holds(operator, "EditSubmissions"));
  });

  it("reassigns only with ReassignSubmissions, and never to a player outside its scope", async () => {
    const [, id = ""] = await ownIds(operator, 2);
    const self = await api.call("reassignAccount", {
      as: as[operator],
      path: { id },
      query: { playerId: as[operator].player },
    });
    expect(self.status).toBe(holds(operator, "ReassignSubmissions") ? 200 : 403);
    if (!holds(operator, "ReassignSubmissions")) return;
    // A rep of London Central: outside a manager's North America subtree.
    const london = await idOf(api, "teams", "title", "London Central");
    const outsider = await api.handle.db
      .selectFrom("players")
      .select("id")
      .where("team", "=", london)
      .where("role", "=", "rep")
      .executeTakeFirstOrThrow();
    const away = await api.call("reassignAccount", {
      as: as[operator],
      path: { id },
      query: { playerId: outsider.id },
    });
    expect(away.status).toBe(operator === "manager" ? 404 : 200);
    const row = await api.handle.db
      .selectFrom("accounts")
      .select("player")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.player).toBe(operator === "manager" ? as[operator].player : outsider.id);
  });

  it("resends a task only with ResendSubmissionTasks", async () => {
    const ids = await ownIds(operator, 20);
    let task: { id: string; name: string } | undefined;
    for (const id of ids) {
      const tasks = await api.call<ResendTaskList>("listResendTasks", {
        as: as[operator],
        path: { id },
      });
      expect(tasks.status).toBe(200);
      const first = tasks.body.Result[0];
      if (first !== undefined) {
        task = { id, name: first.task };
        break;
      }
    }
    if (task === undefined) throw new Error(`no task among ${operator}'s submissions`);
    const answer = await api.call("resendAccountTask", {
      as: as[operator],
      path: { id: task.id, task: task.name },
    });
    expect(answer.status).toBe(holds(operator, "ResendSubmissionTasks") ? 202 : 403);
  });

  it("gets a submission's signature only with ViewSubAssets", async () => {
    const rich = await findRichSubmissions(api.handle.db);
    const mine = new Set(await listAll(operator));
    const item = rich.find((candidate) => mine.has(candidate.id));
    if (item === undefined) throw new Error(`no rich submission in ${operator}'s scope`);
    const answer = await api.call("getAccountSignatureAsset", {
      as: as[operator],
      path: { id: item.id },
    });
    expect(answer.status).toBe(holds(operator, "ViewSubAssets") ? 200 : 403);
  });

  it("deletes only with DeleteSubmissions (root team)", async () => {
    const [, , id = ""] = await ownIds(operator, 3);
    const answer = await api.call("deleteAccount", { as: as[operator], path: { id } });
    expect(answer.status).toBe(holds(operator, "DeleteSubmissions") ? 204 : 403);
    const left = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(left === undefined).toBe(holds(operator, "DeleteSubmissions"));
  });
});

describe("the rules the table relies on", () => {
  it("differ between operators (the table is not trivially uniform)", () => {
    expect(holds("root", "DeleteSubmissions")).toBe(true);
    expect(holds("admin", "DeleteSubmissions")).toBe(false);
    expect(holds("admin+noupdatesubmissions", "EditSubmissions")).toBe(false);
    expect(holds("admin+nosubdetails", "ViewSubDetails")).toBe(false);
    expect(holds("admin+nosubpay", "ViewSubPayment")).toBe(false);
    expect(holds("admin+nosublocation", "ViewSubLocation")).toBe(false);
    expect(holds("admin+nosubassets", "ViewSubAssets")).toBe(false);
    expect(holds("rep", "EditSubmissions")).toBe(false);
    expect(holds("manager", "ReassignSubmissions")).toBe(true);
  });
});
