import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, idOf, nextSecond, sessionFor, type DemoRole } from "./test-support.js";

type ChangeResult = Schema<"AccountChangeResult">;
type Account = Schema<"Account">;
type HistoryList = Schema<"HistoryList">;
type ResendTaskList = Schema<"ResendTaskList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 800 });
  as = await demoSessions(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

/** Submissions of a team (by title), newest first. */
async function accountsOfTeam(title: string, limit = 5): Promise<string[]> {
  const team = await idOf(api, "teams", "title", title);
  const rows = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .where("team", "=", team)
    .orderBy("received", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function accountRow(id: string) {
  return api.handle.db
    .selectFrom("accounts")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function historyCount(): Promise<number> {
  const row = await api.handle.db
    .selectFrom("history")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

async function save(session: ApiSession, body: unknown) {
  return api.call<ChangeResult & ProblemBody>("saveAccountChanges", { as: session, body });
}

function fieldsOf(body: ProblemBody): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

describe("saveAccountChanges", () => {
  it("applies every change in one go and writes one history entry per submission", async () => {
    const [first = "", second = ""] = await accountsOfTeam("Toronto Downtown", 2);
    const before = await accountRow(first);
    const answer = await save(as.admin, {
      Reason: "Donor called to correct the email and raise the amount.",
      Changes: [
        { ID: first, Field: "Email", Value: "ada.lovelace@example.org" },
        { ID: first, Field: "Amount", Value: 30 },
        { ID: first, Field: "SourceCode", Value: "PHONE" },
        { ID: second, Field: "Meta_emailValidated", Value: true },
        { ID: second, Field: "Frequency", Value: "yearly" },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.updated).toBe(2);
    expect([...answer.body.Accounts].sort()).toEqual([first, second].sort());
    const after = await accountRow(first);
    expect(after).toMatchObject({ email: "ada.lovelace@example.org", amount: 30 });
    expect(after.extra).toMatchObject({ SourceCode: "PHONE" });
    expect(await accountRow(second)).toMatchObject({
      meta_email_validated: true,
      frequency: "yearly",
    });
    const history = await api.handle.db
      .selectFrom("history")
      .selectAll()
      .where("target", "=", first)
      .where("action", "=", "update")
      .orderBy("created", "desc")
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({
      target_type: "account",
      author: as.admin.player,
      author_name: "Sam Admin",
      reason: "Donor called to correct the email and raise the amount.",
    });
    expect(history.changes).toEqual(
      expect.arrayContaining([
        {
          field: "Email",
          ...(before.email === null ? {} : { from: before.email }),
          to: "ada.lovelace@example.org",
        },
        { field: "Amount", from: before.amount, to: 30 },
      ]),
    );
  });

  it("writes nothing when a value is already the same", async () => {
    const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
    const row = await accountRow(id);
    const entries = await historyCount();
    const answer = await save(as.admin, {
      Reason: "No-op",
      Changes: [{ ID: id, Field: "Currency", Value: row.currency }],
    });
    expect(answer.body).toEqual({ updated: 0, Accounts: [] });
    expect(await historyCount()).toBe(entries);
  });

  it("clears a field with null", async () => {
    const [id = ""] = await accountsOfTeam("Vancouver West", 1);
    const answer = await save(as.manager, {
      Reason: "Donor asked us to forget the phone number.",
      Changes: [
        { ID: id, Field: "MobilePhone", Value: null },
        { ID: id, Field: "Phone", Value: null },
      ],
    });
    expect(answer.status).toBe(200);
    expect(await accountRow(id)).toMatchObject({ mobile_phone: null, phone: null });
  });

  it("writes nothing at all when one change is bad, and names it", async () => {
    const [first = "", second = ""] = await accountsOfTeam("New York Metro", 2);
    const before = [await accountRow(first), await accountRow(second)];
    const entries = await historyCount();
    const answer = await save(as.admin, {
      Reason: "Batch edit",
      Changes: [
        { ID: first, Field: "City", Value: "Albany" },
        { ID: second, Field: "Email", Value: "not an email" },
        { ID: second, Field: "Amount", Value: 12 },
      ],
    });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["/Changes/1/Value"]);
    expect([await accountRow(first), await accountRow(second)]).toEqual(before);
    expect(await historyCount()).toBe(entries);
  });

  async function historyOf(ids: readonly string[]) {
    return api.handle.db
      .selectFrom("history")
      .selectAll()
      .where("target", "in", [...ids])
      .orderBy("id")
      .execute();
  }

  it("applies a change whose Old is the stored value (numbers as numbers, empty as null)", async () => {
    const [id = ""] = await accountsOfTeam("Paris Rive Gauche", 1);
    const row = await accountRow(id);
    await api.handle.db
      .updateTable("accounts")
      .set({ amount: 25, address2: null })
      .where("id", "=", id)
      .execute();
    const answer = await save(as.admin, {
      Reason: "Donor raised the pledge",
      Changes: [
        { ID: id, Field: "Amount", Value: 40, Old: "25.00" },
        { ID: id, Field: "Address2", Value: "Unit 4", Old: "" },
        { ID: id, Field: "City", Value: "Burnaby", Old: row.city },
      ],
    });
    expect(answer.status).toBe(200);
    expect(await accountRow(id)).toMatchObject({ amount: 40, address2: "Unit 4", city: "Burnaby" });
    const [entry] = (await historyOf([id])).filter((e) => e.reason === "Donor raised the pledge");
    expect(entry).toMatchObject({
      author: as.admin.player,
      action: "update",
      reason: "Donor raised the pledge",
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "Amount", from: 25, to: 40 },
        { field: "Address2", to: "Unit 4" },
        { field: "City", from: row.city, to: "Burnaby" },
      ]),
    );
  });

  it("refuses the whole request with a 409 naming each stale Old, and writes nothing", async () => {
    const [first = "", second = ""] = await accountsOfTeam("Paris Rive Gauche", 3).then((ids) =>
      ids.slice(1),
    );
    const rows = [await accountRow(first), await accountRow(second)];
    const entries = await historyOf([first, second]);
    const answer = await save(as.admin, {
      Reason: "Correct both",
      Changes: [
        { ID: first, Field: "City", Value: "Surrey", Old: rows[0]?.city ?? null },
        { ID: second, Field: "Email", Value: "new@example.org", Old: "someone.else@example.org" },
        { ID: second, Field: "Amount", Value: 5 },
        { ID: first, Field: "Zip", Value: "V5K 0A1", Old: `${rows[0]?.zip ?? ""}x` },
      ],
    });
    expect(answer.status).toBe(409);
    expect(fieldsOf(answer.body)).toEqual(["/Changes/1/Old", "/Changes/3/Old"]);
    expect([await accountRow(first), await accountRow(second)]).toEqual(rows);
    expect(await historyOf([first, second])).toEqual(entries);
  });

  it("is all or nothing: several good changes with one bad (422) or one stale (409) change nothing", async () => {
    const ids = await accountsOfTeam("Madrid Centro", 4);
    const rows = await Promise.all(ids.map((id) => accountRow(id)));
    const entries = await historyOf(ids);
    const good = ids.flatMap((id, index) => [
      { ID: id, Field: "City", Value: `Town ${index}`, Old: rows[index]?.city ?? null },
      { ID: id, Field: "Amount", Value: 10 + index },
      { ID: id, Field: "Meta_emailValidated", Value: true },
    ]);
    const invalid = await save(as.admin, {
      Reason: "Batch",
      Changes: [...good, { ID: ids[0], Field: "Frequency", Value: "weekly" }],
    });
    expect(invalid.status).toBe(422);
    expect(fieldsOf(invalid.body)).toEqual([`/Changes/${good.length}/Value`]);
    const stale = await save(as.admin, {
      Reason: "Batch",
      Changes: [...good, { ID: ids[1], Field: "Amount", Value: 99, Old: -1 }],
    });
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale.body)).toEqual([`/Changes/${good.length}/Old`]);
    expect(await Promise.all(ids.map((id) => accountRow(id)))).toEqual(rows);
    expect(await historyOf(ids)).toEqual(entries);
    // The same good changes alone are written.
    const ok = await save(as.admin, { Reason: "Batch", Changes: good });
    expect(ok.status).toBe(200);
    expect(ok.body.updated).toBe(ids.length);
  });

  it("names every bad change: unknown and read-only fields, unknown ids, bad values", async () => {
    const [id = ""] = await accountsOfTeam("New York Metro", 1);
    const answer = await save(as.admin, {
      Reason: "Everything wrong",
      Changes: [
        { ID: id, Field: "NoSuchField", Value: "x" },
        { ID: id, Field: "Received", Value: "2026-11-21T00:00:00Z" },
        { ID: "ffffff00", Field: "City", Value: "Nowhere" },
        { ID: id, Field: "Currency", Value: null },
        { ID: id, Field: "Frequency", Value: "weekly" },
        { ID: id, Field: "Amount", Value: -5 },
        { ID: id, Field: "Country", Value: "Canada" },
        { ID: id, Field: "Meta_ccScanned", Value: "yes" },
      ],
    });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body).sort()).toEqual(
      [
        "/Changes/0/Field",
        "/Changes/1/Field",
        "/Changes/2/ID",
        "/Changes/3/Value",
        "/Changes/4/Value",
        "/Changes/5/Value",
        "/Changes/6/Value",
        "/Changes/7/Value",
      ].sort(),
    );
  });

  it("treats submissions outside the caller's scope as unknown", async () => {
    const [london = ""] = await accountsOfTeam("London Central", 1);
    const answer = await save(as.manager, {
      Reason: "Not mine",
      Changes: [{ ID: london, Field: "City", Value: "Leeds" }],
    });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["/Changes/0/ID"]);
    const own = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("player", "=", as.callcenter.player)
      .executeTakeFirstOrThrow();
    const mine = await save(as.callcenter, {
      Reason: "Typo",
      Changes: [{ ID: own.id, Field: "City", Value: "Halifax" }],
    });
    expect(mine.status).toBe(200);
    const theirs = await save(as.callcenter, {
      Reason: "Typo",
      Changes: [{ ID: london, Field: "City", Value: "Leeds" }],
    });
    expect(fieldsOf(theirs.body)).toEqual(["/Changes/0/ID"]);
  });

  it.each(["rep", "client"] as const)("is refused to %s (403)", async (role) => {
    const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
    const answer = await save(as[role], {
      Reason: "x",
      Changes: [{ ID: id, Field: "City", Value: "X" }],
    });
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toMatch(/EditSubmissions|may not change accounts/);
  });

  it("is refused to an operator restricted by noupdatesubmissions", async () => {
    const team = await idOf(api, "teams", "title", "Operations");
    await api.handle.db
      .updateTable("teams")
      .set({ restrictions: ["noupdatesubmissions"] })
      .where("id", "=", team)
      .execute();
    try {
      const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
      const answer = await save(as.admin, {
        Reason: "x",
        Changes: [{ ID: id, Field: "City", Value: "X" }],
      });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/noupdatesubmissions/);
    } finally {
      await api.handle.db
        .updateTable("teams")
        .set({ restrictions: [] })
        .where("id", "=", team)
        .execute();
    }
  });

  it("refuses a body without a reason before reading it", async () => {
    const answer = await save(as.admin, { Changes: [{ ID: "abcdef", Field: "City", Value: "X" }] });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["/Reason"]);
  });
});

describe("reassignAccount", () => {
  async function reassign(session: ApiSession, id: string, playerId: string) {
    return api.call<Account & ProblemBody>("reassignAccount", {
      as: session,
      path: { id },
      query: { playerId },
    });
  }

  async function repOf(title: string): Promise<{ id: string; team: string; full_name: string }> {
    return api.handle.db
      .selectFrom("players")
      .innerJoin("teams", "teams.id", "players.team")
      .select(["players.id", "players.team", "players.full_name"])
      .where("teams.title", "=", title)
      .where("players.role", "=", "rep")
      .orderBy("players.id")
      .executeTakeFirstOrThrow();
  }

  it("credits the submission to the player and their team, with history", async () => {
    const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
    const before = await accountRow(id);
    const target = await repOf("Vancouver West");
    const answer = await reassign(as.admin, id, target.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ID: id,
      Player: target.id,
      Team: target.team,
      TeamName: "Vancouver West",
      PlayerName: target.full_name,
    });
    const entry = await api.handle.db
      .selectFrom("history")
      .selectAll()
      .where("target", "=", id)
      .where("action", "=", "reassign")
      .executeTakeFirstOrThrow();
    expect(entry.changes).toEqual([
      { field: "Player", from: before.player, to: target.id },
      { field: "Team", from: before.team, to: target.team },
    ]);
  });

  it("is a 404 for an unknown submission or player, and for either outside a manager's scope", async () => {
    const [toronto = ""] = await accountsOfTeam("Toronto Downtown", 1);
    const [london = ""] = await accountsOfTeam("London Central", 1);
    const vancouver = await repOf("Vancouver West");
    const londoner = await repOf("London Central");
    expect((await reassign(as.admin, "ffffff00", vancouver.id)).status).toBe(404);
    expect((await reassign(as.admin, toronto, "nope00")).status).toBe(404);
    const before = await accountRow(toronto);
    expect((await reassign(as.manager, toronto, londoner.id)).status).toBe(404);
    expect((await reassign(as.manager, london, vancouver.id)).status).toBe(404);
    expect(await accountRow(toronto)).toEqual(before);
    expect((await reassign(as.manager, toronto, vancouver.id)).status).toBe(200);
  });

  it.each(["client", "callcenter", "rep"] as const)("is refused to %s (403)", async (role) => {
    const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
    const answer = await reassign(as[role], id, as.rep.player);
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toMatch(/ReassignSubmissions|may not change accounts/);
  });
});

describe("deleteAccount", () => {
  it("lets the root team delete a submission, its cancellations and its id", async () => {
    const cancelled = await api.handle.db
      .selectFrom("cancels")
      .select("account")
      .executeTakeFirstOrThrow();
    const id = cancelled.account;
    const answer = await api.call("deleteAccount", { as: as.root, path: { id } });
    expect(answer.status).toBe(204);
    const left = await Promise.all([
      api.handle.db.selectFrom("accounts").select("id").where("id", "=", id).execute(),
      api.handle.db.selectFrom("cancels").select("id").where("account", "=", id).execute(),
      api.handle.db.selectFrom("ids").select("id").where("id", "=", id).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    const entry = await api.handle.db
      .selectFrom("history")
      .select(["action", "author", "changes"])
      .where("target", "=", id)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: "delete", author: as.root.player, changes: [] });
    expect((await api.call("deleteAccount", { as: as.root, path: { id } })).status).toBe(404);
  });

  it.each(["admin", "manager", "client", "callcenter", "rep"] as const)(
    "is refused to %s outside the root team (403)",
    async (role) => {
      const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
      const answer = await api.call<ProblemBody>("deleteAccount", { as: as[role], path: { id } });
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/DeleteSubmissions/);
      expect((await accountRow(id)).id).toBe(id);
    },
  );
});

describe("listResendTasks and resendAccountTask", () => {
  async function taskedAccount(player?: string): Promise<string> {
    let query = api.handle.db
      .selectFrom("account_tasks")
      .innerJoin("accounts", "accounts.id", "account_tasks.account")
      .select("accounts.id");
    if (player !== undefined) query = query.where("accounts.player", "=", player);
    const row = await query.orderBy("accounts.id").executeTakeFirstOrThrow();
    return row.id;
  }

  it("lists a submission's tasks, runs one again and shows it sent", async () => {
    const id = await taskedAccount();
    await nextSecond();
    const list = await api.call<ResendTaskList>("listResendTasks", { as: as.admin, path: { id } });
    expect(list.status).toBe(200);
    expect(list.body.Count).toBe(list.body.Result.length);
    expect(list.body.Count).toBeGreaterThan(0);
    const task = list.body.Result[0]?.task ?? "";
    const stamp = list.headers.get("last-modified") ?? "";
    expect(
      (
        await api.call("listResendTasks", {
          as: as.admin,
          path: { id },
          headers: { "If-Modified-Since": stamp },
        })
      ).status,
    ).toBe(304);
    const run = await api.call("resendAccountTask", { as: as.admin, path: { id, task } });
    expect(run).toMatchObject({ status: 202, body: { ok: true } });
    // Issue 25: the task runs through the job queue; it shows pending until the job has run.
    const job = await api.handle.db
      .selectFrom("job_runs")
      .select("id")
      .where("kind", "=", "resend-task")
      .where(sql<boolean>`payload ->> 'account' = ${id}`)
      .executeTakeFirstOrThrow();
    let finished = "";
    for (let tries = 0; tries < 200 && !["done", "failed"].includes(finished); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await api.call<{ status: string }>("getJob", {
        as: as.admin,
        path: { id: job.id },
      });
      finished = answer.body.status;
    }
    expect(finished).toBe("done");
    const after = await api.call<ResendTaskList>("listResendTasks", { as: as.admin, path: { id } });
    expect(after.body.Result.find((entry) => entry.task === task)).toEqual({
      task,
      status: "sent",
      lastSent: api.deps.now().toISOString(),
    });
    const entry = await api.handle.db
      .selectFrom("history")
      .select(["action", "changes"])
      .where("target", "=", id)
      .where("action", "=", "resend")
      .executeTakeFirstOrThrow();
    expect(entry.changes).toEqual([{ field: task, from: list.body.Result[0]?.status, to: "sent" }]);
  });

  /** Runs `task` of submission `id` again and waits for its (new) job; answers its status. */
  async function resendAndWait(id: string, task: string): Promise<string> {
    const jobs = () =>
      api.handle.db
        .selectFrom("job_runs")
        .select(["id", "status"])
        .where("kind", "=", "resend-task")
        .where(sql<boolean>`payload ->> 'account' = ${id}`)
        .where(sql<boolean>`payload ->> 'task' = ${task}`)
        .execute();
    const before = new Set((await jobs()).map((job) => job.id));
    const run = await api.call("resendAccountTask", { as: as.admin, path: { id, task } });
    expect(run.status).toBe(202);
    let finished = "";
    for (let tries = 0; tries < 200 && !["done", "failed"].includes(finished); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = (await jobs()).find((job) => !before.has(job.id))?.status ?? "";
    }
    return finished;
  }

  it("sends an e-mail task's template again to the submission, logged against it", async () => {
    const id = await taskedAccount();
    const { campaign } = await api.handle.db
      .selectFrom("accounts")
      .select("campaign")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const { raw_processes: tasks } = await api.handle.db
      .selectFrom("campaigns")
      .select("raw_processes")
      .where("id", "=", campaign)
      .executeTakeFirstOrThrow();
    const task = tasks[0]?.type ?? "";
    const template = await api.handle.db
      .selectFrom("email_templates")
      .select(["id", "active_version"])
      .where("active_version", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const taskSettings = (settings: string) =>
      JSON.stringify(tasks.map((entry) => (entry.type === task ? { ...entry, settings } : entry)));
    const setTasks = (json: string) =>
      api.handle.db
        .updateTable("campaigns")
        .set({ raw_processes: sql`${json}::jsonb` })
        .where("id", "=", campaign)
        .execute();
    const { email } = await api.handle.db
      .selectFrom("accounts")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const address = `resend-${id}@example.test`;
    await api.handle.db
      .updateTable("accounts")
      .set({ email: address })
      .where("id", "=", id)
      .execute();
    await setTasks(taskSettings(`emails/templates/${template.id}/`));
    try {
      expect(await resendAndWait(id, task)).toBe("done");
      const messages = await api.handle.db
        .selectFrom("email_messages")
        .select(["to_address", "template", "version", "campaign", "subject", "status"])
        .where("account", "=", id)
        .execute();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        to_address: address,
        template: template.id,
        version: template.active_version,
        campaign,
        status: "sent",
      });
      const outbox = await api.handle.db
        .selectFrom("outbox")
        .select(["subject", "body"])
        .where("to_address", "=", address)
        .execute();
      expect(outbox.map((row) => row.subject)).toEqual([messages[0]?.subject]);
      expect(messages[0]?.subject).not.toMatch(/\{\{/);
      const after = await api.call<ResendTaskList>("listResendTasks", {
        as: as.admin,
        path: { id },
      });
      expect(after.body.Result.find((entry) => entry.task === task)?.status).toBe("sent");

      // A submission without an address gets nothing: the task is failed, and the history says so.
      await api.handle.db.updateTable("accounts").set({ email: "" }).where("id", "=", id).execute();
      expect(await resendAndWait(id, task)).toBe("done");
      const failed = await api.call<ResendTaskList>("listResendTasks", {
        as: as.admin,
        path: { id },
      });
      expect(failed.body.Result.find((entry) => entry.task === task)?.status).toBe("failed");
      const entries = await api.handle.db
        .selectFrom("history")
        .select("changes")
        .where("target", "=", id)
        .where("action", "=", "resend")
        .execute();
      expect(entries.map((entry) => entry.changes)).toContainEqual([
        { field: task, from: "sent", to: "failed" },
      ]);
      expect(
        await api.handle.db
          .selectFrom("email_messages")
          .select("id")
          .where("account", "=", id)
          .execute(),
      ).toHaveLength(1);
    } finally {
      await setTasks(JSON.stringify(tasks));
      await api.handle.db.updateTable("accounts").set({ email }).where("id", "=", id).execute();
    }
  });

  it("is a 404 for an unknown task or submission, or one outside the caller's scope", async () => {
    const id = await taskedAccount();
    expect(
      (await api.call("resendAccountTask", { as: as.admin, path: { id, task: "noSuchTask" } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call("listResendTasks", { as: as.admin, path: { id: "ffffff00" } })).status,
    ).toBe(404);
    const own = await taskedAccount(as.rep.player);
    expect((await api.call("listResendTasks", { as: as.rep, path: { id: own } })).status).toBe(200);
    const other = await api.handle.db
      .selectFrom("account_tasks")
      .innerJoin("accounts", "accounts.id", "account_tasks.account")
      .select("accounts.id")
      .where("accounts.player", "<>", as.rep.player)
      .executeTakeFirstOrThrow();
    expect((await api.call("listResendTasks", { as: as.rep, path: { id: other.id } })).status).toBe(
      404,
    );
  });

  it.each(["client", "rep"] as const)("refuses to run tasks for %s (403)", async (role) => {
    const id = await taskedAccount();
    const answer = await api.call<ProblemBody>("resendAccountTask", {
      as: as[role],
      path: { id, task: "sendReceipt" },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toMatch(/ResendSubmissionTasks|may not change accounts/);
  });
});

describe("listHistory", () => {
  async function history(session: ApiSession, query: Record<string, string | number> = {}) {
    return api.call<HistoryList>("listHistory", { as: session, query });
  }

  it("lists an entity's changes newest first, with the reason of submission changes", async () => {
    const [id = ""] = await accountsOfTeam("Toronto Downtown", 1);
    await save(as.admin, {
      Reason: "First",
      Changes: [{ ID: id, Field: "City", Value: "Oshawa" }],
    });
    api.setNow(new Date(api.deps.now().getTime() + 60_000));
    await save(as.manager, {
      Reason: "Second",
      Changes: [{ ID: id, Field: "City", Value: "Ajax" }],
    });
    const answer = await history(as.admin, { Target: id });
    expect(answer.status).toBe(200);
    const updates = answer.body.Result.filter((entry) => entry.Action === "update");
    expect(updates.slice(0, 2)).toMatchObject([
      { Target: id, TargetType: "account", AuthorName: "Mona Manager", Reason: "Second" },
      { Target: id, AuthorID: as.admin.player, Reason: "First" },
    ]);
    expect(answer.body.Count).toBe(answer.body.Result.length);
    const byAuthor = await history(as.admin, { Target: id, AuthorID: as.manager.player });
    expect(byAuthor.body.Result.every((entry) => entry.AuthorID === as.manager.player)).toBe(true);
    expect(byAuthor.body.Count).toBeGreaterThan(0);
  });

  it("pages with Page and PageSize and answers 304 while unchanged", async () => {
    await nextSecond();
    const all = await history(as.root, { PageSize: 10 });
    const second = await history(as.root, { PageSize: 3, Page: 2 });
    expect(second.body.Result.map((entry) => entry.id)).toEqual(
      all.body.Result.slice(3, 6).map((entry) => entry.id),
    );
    expect(second.body.Count).toBe(await historyCount());
    const stamp = all.headers.get("last-modified") ?? "";
    const again = await api.call("listHistory", {
      as: as.root,
      query: { PageSize: 10 },
      headers: { "If-Modified-Since": stamp },
    });
    expect(again.status).toBe(304);
  });

  it("leaves out entries about entities the caller may not see", async () => {
    const root = as.root.player;
    expect((await history(as.root, { Target: root })).body.Count).toBeGreaterThan(0);
    expect((await history(as.admin, { Target: root })).body.Count).toBe(0);
    const [london = ""] = await accountsOfTeam("London Central", 1);
    await save(as.admin, { Reason: "EU", Changes: [{ ID: london, Field: "City", Value: "Bath" }] });
    expect((await history(as.admin, { Target: london })).body.Count).toBeGreaterThan(0);
    expect((await history(as.manager, { Target: london })).body.Count).toBe(0);
    const europe = await sessionFor(api, "manager.eu");
    expect((await history(europe, { Target: london })).body.Count).toBeGreaterThan(0);
    const managerView = await history(as.manager, { PageSize: 1000 });
    const types = new Set(managerView.body.Result.map((entry) => entry.TargetType));
    for (const type of types) expect(["account", "player", "team", "campaign"]).toContain(type);
    const winter = await idOf(api, "campaigns", "title", "Winter Appeal");
    const water = await idOf(api, "campaigns", "title", "Clean Water Doorstep");
    expect((await history(as.client, { Target: winter })).body.Count).toBeGreaterThan(0);
    expect((await history(as.client, { Target: water })).body.Count).toBe(0);
  });

  it.each(["callcenter", "rep"] as const)("is refused to %s (403)", async (role) => {
    expect((await history(as[role])).status).toBe(403);
  });
});
