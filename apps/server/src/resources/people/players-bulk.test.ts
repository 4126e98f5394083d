import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { RESET_SUBJECT } from "../auth/password-reset.js";
import type { BulkRowProblem } from "./players-bulk-rows.js";
import { writeBulkPlayers } from "./players-bulk-write.js";
import { counts, sessionsFor, teamId, type Problem } from "./test-support.js";

interface Report {
  readonly total: number;
  readonly valid: number;
  readonly created: { row: number; id: string }[];
  readonly rejected: BulkRowProblem[];
}

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
const WRITTEN = ["players", "ids", "history", "password_resets", "outbox"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let toronto: string;
let vancouver: string;
let serial = 0;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
  toronto = await teamId(api, "Toronto Downtown");
  vancouver = await teamId(api, "Vancouver West");
}, 180_000);
afterAll(() => api.close());

function row(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstname: "Bea",
    lastname: `Bulk${serial}`,
    username: `bea.bulk${serial}`,
    email: `bea.bulk${serial}@example.org`,
    role: "rep",
    team: toronto,
    ...overrides,
  };
}

async function check(session: ApiSession, rows: readonly Record<string, unknown>[]) {
  return api.call<Report & Problem>("checkPlayersBulk", { as: session, body: { rows } });
}

async function create(
  session: ApiSession,
  rows: readonly Record<string, unknown>[],
  mode: "validOnly" | "allOrNothing" = "validOnly",
) {
  return api.call<Report & Problem>("createPlayersBulk", { as: session, body: { rows, mode } });
}

/** The codes of each rejected row's fields, by row: `{ 1: ["/email exists"] }`. */
function codes(rejected: readonly BulkRowProblem[]): Record<number, string[]> {
  return Object.fromEntries(
    rejected.map((problem) => [
      problem.row,
      problem.errors.map((error) => `${error.field} ${error.code ?? ""}`),
    ]),
  );
}

async function stored(username: string) {
  return api.handle.db
    .selectFrom("players")
    .selectAll()
    .where("username", "=", username)
    .executeTakeFirst();
}

describe("checkPlayersBulk", () => {
  it("names every bad row and field, and writes nothing", async () => {
    const before = await counts(api, WRITTEN);
    const rows = [
      row(),
      row({ email: "not-an-address", firstname: "" }),
      row({ role: "manager" }),
      row({ team: "toronto DOWNTOWN" }),
      row({ team: await teamId(api, "London Central") }),
      row({ username: "REP", email: "Manager@Canvass.Example" }),
      row({ username: "bea.twin", password: "short" }),
      row({ username: "Bea.Twin" }),
      row({ lastname: undefined, role: "emperor", team: "No Such Team" }),
    ];
    const answer = await check(as.manager, rows);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 9, valid: 2, created: [] });
    expect(codes(answer.body.rejected)).toEqual({
      1: ["/firstname minLength", "/email format"],
      2: ["/role role"],
      4: ["/team team"],
      5: ["/username exists", "/email exists"],
      6: ["/password minLength"],
      7: ["/username duplicate"],
      8: ["/lastname required", "/role enum", "/team team"],
    });
    expect(answer.body.rejected.find((problem) => problem.row === 2)?.errors[0]?.message).toBe(
      "manager is not a valid role",
    );
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("reports a title two teams in scope share as ambiguous, and takes ids over titles", async () => {
    const twins = await Promise.all(
      [toronto, vancouver].map((parent) =>
        api.call<{ id: string }>("createTeam", {
          as: as.manager,
          body: { title: "Night Shift", parent },
        }),
      ),
    );
    const [first] = twins;
    const answer = await check(as.manager, [
      row({ team: "night shift" }),
      row({ team: first?.body.id }),
    ]);
    expect(codes(answer.body.rejected)).toEqual({ 0: ["/team ambiguous"] });
    expect(answer.body.valid).toBe(1);
  });
});

describe("createPlayersBulk", () => {
  it("creates the valid rows only, each with its history, and reports the bad ones", async () => {
    const before = await counts(api, WRITTEN);
    const withPassword = row({ password: "correct-horse-battery", status: 0 });
    const withoutPassword = row({ team: "Vancouver West", role: "callcenter" });
    const answer = await create(as.manager, [
      withPassword,
      row({ role: "admin" }),
      withoutPassword,
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 3, valid: 2 });
    expect(answer.body.created.map((created) => created.row)).toEqual([0, 2]);
    expect(codes(answer.body.rejected)).toEqual({ 1: ["/role role"] });

    const first = await stored(withPassword.username);
    expect(first).toMatchObject({ id: answer.body.created[0]?.id, team: toronto, status: 0 });
    expect(await verifyPassword(first?.password_hash ?? "", "correct-horse-battery")).toBe(true);
    const second = await stored(withoutPassword.username);
    expect(second).toMatchObject({ team: vancouver, role: "callcenter", status: 1 });
    expect(second?.password_hash).toMatch(/^\$argon2id\$/);

    const history = await api.handle.db
      .selectFrom("history")
      .select(["target", "action", "author"])
      .where(
        "target",
        "in",
        answer.body.created.map((created) => created.id),
      )
      .execute();
    expect(history).toHaveLength(2);
    for (const entry of history) {
      expect(entry).toMatchObject({ action: "create", author: as.manager.player });
    }
    const ids = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", second?.id ?? "")
      .executeTakeFirst();
    expect(ids?.type).toBe("player");
    const after = await counts(api, WRITTEN);
    expect(after.players).toBe((before.players ?? 0) + 2);
    expect(after.history).toBe((before.history ?? 0) + 2);
    expect(after.outbox).toBe((before.outbox ?? 0) + 1);
  });

  it("sends a row without a password a reset message instead; no password signs it in", async () => {
    const fresh = row();
    const answer = await create(as.admin, [fresh]);
    expect(answer.body.valid).toBe(1);
    const mail = await api.handle.db
      .selectFrom("outbox")
      .select(["subject", "body"])
      .where("to_address", "=", fresh.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(RESET_SUBJECT);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? "";
    expect(token).not.toBe("");
    const refused = await api.call("signIn", {
      body: { username: fresh.username, password: "canvass-rep-demo" },
    });
    expect(refused.status).toBe(401);
    const reset = await api.call("completePasswordReset", {
      body: { token, password: "a-brand-new-password" },
    });
    expect(reset.status).toBe(204);
    const signedIn = await api.call<{ status: string }>("signIn", {
      body: { username: fresh.username, password: "a-brand-new-password" },
    });
    expect(signedIn.body.status).toBe("signedIn");
  });

  it("writes nothing in allOrNothing mode when a row is bad: 422 naming /rows/<i>/<field>", async () => {
    const before = await counts(api, WRITTEN);
    const good = row();
    const answer = await create(
      as.manager,
      [good, row({ email: "REP@canvass.example" }), row({ team: "nowhere" })],
      "allOrNothing",
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: "/rows/1/email", code: "exists" }),
      expect.objectContaining({ field: "/rows/2/team", code: "team" }),
    ]);
    expect(await counts(api, WRITTEN)).toEqual(before);
    expect(await stored(good.username)).toBeUndefined();
  });

  it("creates every row in allOrNothing mode when all are good", async () => {
    const rows = [row(), row({ team: "Toronto Downtown" })];
    const answer = await create(as.manager, rows, "allOrNothing");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, valid: 2, rejected: [] });
    for (const created of rows) expect(await stored(created.username)).toBeDefined();
  });
});

describe("writeBulkPlayers", () => {
  it("gives back rows taken or whose team went away between the check and the write", async () => {
    const before = await counts(api, ["players", "ids"]);
    const request = { headers: { authorization: as.admin.authorization } } as FastifyRequest;
    const principal = await api.deps.authenticator.authenticate(request);
    const base = {
      firstname: "Race",
      lastname: "Lost",
      password: undefined,
      role: "rep" as const,
      status: 1 as const,
    };
    const result = await api.handle.db.transaction().execute((trx) =>
      writeBulkPlayers(
        api.deps,
        trx,
        principal,
        [
          { ...base, row: 0, username: "race.kept", email: "race.kept@example.org", team: toronto },
          { ...base, row: 1, username: "REP", email: "race.taken@example.org", team: toronto },
          { ...base, row: 2, username: "race.gone", email: "race.gone@example.org", team: "gone" },
        ],
        new Map([
          [0, "$argon2id$kept"],
          [1, "$argon2id$taken"],
          [2, "$argon2id$gone"],
        ]),
        api.deps.now(),
      ),
    );
    expect(result.created.map((created) => created.row)).toEqual([0]);
    expect(codes(result.lost)).toEqual({ 1: ["/username exists"], 2: ["/team team"] });
    const after = await counts(api, ["players", "ids"]);
    expect(after.players).toBe((before.players ?? 0) + 1);
    // The skipped row's id is given back; the history entry, the kept row and its reset message
    // (the messages log, decision 0040: the row has no password) registered theirs.
    expect(after.ids).toBe((before.ids ?? 0) + 3);
  });
});
