import { fieldLimits, type Schema } from "@canvass/sdk/contract";
import { dateRange } from "@canvass/sdk/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, idOf, nextSecond, type DemoRole } from "./test-support.js";

type AccountList = Schema<"AccountList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 600 });
  as = await demoSessions(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function list(
  session: ApiSession,
  query: Record<string, string | number | undefined> = {},
  headers: Record<string, string> = {},
) {
  return api.call<AccountList>("queryAccounts", { as: session, query, headers });
}

async function problem(session: ApiSession, query: Record<string, string | number>) {
  const answer = await api.call<ProblemBody>("queryAccounts", { as: session, query });
  return { status: answer.status, fields: (answer.body.errors ?? []).map((error) => error.field) };
}

/** Every id of a list, page by page through `NextCursor`. */
async function walkCursor(session: ApiSession, query: Record<string, string | number>) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = await list(session, { ...query, Cursor: cursor });
    expect(answer.status).toBe(200);
    ids.push(...answer.body.Accounts.map((account) => account.ID));
    cursor = answer.body.NextCursor;
    if (cursor === undefined) return ids;
  }
  throw new Error("too many pages");
}

/** Every id of a list, page by page through `Page`. */
async function walkPages(session: ApiSession, query: Record<string, string | number>) {
  const ids: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = await list(session, { ...query, Page: page });
    ids.push(...answer.body.Accounts.map((account) => account.ID));
    if (ids.length >= answer.body.Count) return ids;
  }
  throw new Error("too many pages");
}

async function countWhere(column: "campaign" | "team" | "player", values: string[]) {
  const row = await api.handle.db
    .selectFrom("accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(column, "in", values)
    .executeTakeFirstOrThrow();
  return row.n;
}

describe("queryAccounts: pages and order", () => {
  it("answers the newest 50 with the total count and a cursor", async () => {
    const answer = await list(as.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(600);
    expect(answer.body.CountApproximate).toBeUndefined();
    expect(answer.body.Accounts).toHaveLength(50);
    expect(answer.body.NextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const received = answer.body.Accounts.map((account) => account.Received ?? "");
    expect(received).toEqual([...received].sort().reverse());
    expect(answer.body.Accounts[0]).toMatchObject({
      ID: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      CampaignName: expect.any(String) as unknown,
      TeamName: expect.any(String) as unknown,
      Received: expect.stringMatching(/Z$/) as unknown,
    });
    expect(answer.headers.get("last-modified")).toMatch(/GMT$/);
  });

  it("pages with Page and PageSize", async () => {
    const twenty = await list(as.admin, { PageSize: 20 });
    const second = await list(as.admin, { PageSize: 10, Page: 2 });
    expect(second.body.Accounts.map((a) => a.ID)).toEqual(
      twenty.body.Accounts.slice(10, 20).map((a) => a.ID),
    );
    const beyond = await list(as.admin, { PageSize: 1000, Page: 5 });
    expect(beyond.body.Accounts).toEqual([]);
    expect(beyond.body.Count).toBe(600);
    expect(beyond.body.NextCursor).toBeUndefined();
  });

  it("walks every page by cursor to the same rows as by Page, in database order", async () => {
    const byCursor = await walkCursor(as.admin, { PageSize: 37 });
    const byPage = await walkPages(as.admin, { PageSize: 37 });
    const rows = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(byCursor).toEqual(rows.map((row) => row.id));
    expect(byPage).toEqual(byCursor);
  });

  it.each([
    ["-TransactionProcessed", { DateField: "Processed" }],
    ["Amount", {}],
    ["Campaign", {}],
    ["-PlayerName", {}],
    ["Processed", {}],
  ])("walks by cursor sorted by %s (NULLs and ties included)", async (Sort, extra) => {
    const query = { Sort, PageSize: 45, ...extra };
    const byCursor = await walkCursor(as.admin, query);
    const byPage = await walkPages(as.admin, query);
    expect(new Set(byCursor).size).toBe(600);
    expect(byCursor).toEqual(byPage);
  });

  it("sorts ascending and by campaign name", async () => {
    const amounts = await list(as.admin, { Sort: "Amount", PageSize: 1000, Fields: "Amount" });
    const values = amounts.body.Accounts.map((a) => a.Amount ?? -1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const names = await list(as.admin, {
      Sort: "-Campaign",
      PageSize: 1000,
      Fields: "CampaignName",
    });
    const titles = names.body.Accounts.map((a) => a.CampaignName ?? "");
    expect((titles[0] ?? "") >= (titles.at(-1) ?? "")).toBe(true);
  });

  it("refuses unknown and SQL-looking sorts with a 400 naming query.Sort", async () => {
    expect(await problem(as.admin, { Sort: "pg_sleep" })).toEqual({
      status: 400,
      fields: ["query.Sort"],
    });
    expect((await problem(as.admin, { Sort: "Received; DROP TABLE accounts" })).status).toBe(400);
    expect((await problem(as.admin, { Sort: "Reason" })).fields).toEqual(["query.Sort"]);
  });
});

describe("queryAccounts: cursors", () => {
  it("refuses a cursor that does not decode, or was issued for another sort or filters", async () => {
    const first = await list(as.admin, { PageSize: 5 });
    const cursor = first.body.NextCursor ?? "";
    expect(await problem(as.admin, { Cursor: "bm90LWEtY3Vyc29y" })).toEqual({
      status: 400,
      fields: ["query.Cursor"],
    });
    expect((await problem(as.admin, { Cursor: cursor, Sort: "Amount" })).fields).toEqual([
      "query.Cursor",
    ]);
    const campaign = await idOf(api, "campaigns", "title", "Winter Appeal");
    expect((await problem(as.admin, { Cursor: cursor, Campaign: campaign })).fields).toEqual([
      "query.Cursor",
    ]);
    const forged = Buffer.from(
      JSON.stringify([1, "-Received", "x", "abc", "2026-13-45T00:00:00Z"]),
    ).toString("base64url");
    expect((await problem(as.admin, { Cursor: forged })).status).toBe(400);
  });

  it("ignores Page when a cursor is given", async () => {
    const first = await list(as.admin, { PageSize: 5 });
    const next = await list(as.admin, { PageSize: 5, Page: 9, Cursor: first.body.NextCursor });
    const ten = await list(as.admin, { PageSize: 10 });
    expect(next.body.Accounts.map((a) => a.ID)).toEqual(
      ten.body.Accounts.slice(5).map((a) => a.ID),
    );
  });
});

describe("queryAccounts: filters", () => {
  it("filters by campaigns, teams, players and ids, combined with AND", async () => {
    const winter = await idOf(api, "campaigns", "title", "Winter Appeal");
    const online = await idOf(api, "campaigns", "title", "Online Giving");
    const toronto = await idOf(api, "teams", "title", "Toronto Downtown");
    const one = await list(as.admin, { Campaign: winter, PageSize: 1000, Fields: "Campaign" });
    expect(one.body.Count).toBe(await countWhere("campaign", [winter]));
    expect(new Set(one.body.Accounts.map((a) => a.Campaign))).toEqual(new Set([winter]));
    const two = await list(as.admin, { Campaign: `${winter},${online}` });
    expect(two.body.Count).toBe(await countWhere("campaign", [winter, online]));
    const team = await list(as.admin, { Team: toronto, Campaign: winter, PageSize: 1000 });
    expect(team.body.Accounts.every((a) => a.Team === toronto && a.Campaign === winter)).toBe(true);
    const rep = as.rep.player;
    const mine = await list(as.admin, { Player: rep });
    expect(mine.body.Count).toBe(await countWhere("player", [rep]));
    const ids = one.body.Accounts.slice(0, 3).map((a) => a.ID);
    const byId = await list(as.admin, { ID: ids.join(","), Fields: "ID" });
    expect(byId.body.Accounts.map((a) => a.ID).sort()).toEqual([...ids].sort());
    const none = await list(as.admin, { Campaign: "nope00" });
    expect(none.body).toEqual({ Accounts: [], Count: 0 });
  });

  it("applies After and Before to Received, or to TransactionProcessed with DateField=Processed", async () => {
    const After = "2026-11-01T00:00:00.000Z";
    const Before = "2026-11-10T23:59:59.999Z";
    const received = await list(as.admin, { After, Before, PageSize: 1000, Fields: "Received" });
    const expected = await api.handle.db
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("received", ">=", new Date(After))
      .where("received", "<=", new Date(Before))
      .executeTakeFirstOrThrow();
    expect(received.body.Count).toBe(expected.n);
    expect(received.body.Count).toBeGreaterThan(0);
    for (const account of received.body.Accounts) {
      const at = account.Received ?? "";
      expect(at >= After && at <= Before).toBe(true);
    }
    const processed = await list(as.admin, {
      After,
      Before,
      DateField: "Processed",
      Sort: "-TransactionProcessed",
      PageSize: 1000,
      Fields: "TransactionProcessed",
    });
    for (const account of processed.body.Accounts) {
      const at = account.TransactionProcessed ?? "";
      expect(new Date(at) >= new Date(After) && new Date(at) <= new Date(Before)).toBe(true);
    }
  });

  it("reads day ranges cut in the caller's time zone (23:30 local is still that day)", async () => {
    const campaign = await idOf(api, "campaigns", "title", "Winter Appeal");
    // 23:30 on 9 November in Toronto (UTC-5) is 04:30 UTC on the 10th.
    const late = "a0b1c2d3";
    const early = "a0b1c2d4";
    await api.handle.db
      .insertInto("accounts")
      .values([
        { id: late, campaign, received: "2026-11-10T04:30:00.000Z" },
        { id: early, campaign, received: "2026-11-10T05:30:00.000Z" },
      ])
      .execute();
    const ninthInToronto = dateRange("today", {
      now: new Date("2026-11-09T17:00:00Z"),
      timeZone: "America/Toronto",
    });
    const ninthInUtc = dateRange("today", {
      now: new Date("2026-11-09T17:00:00Z"),
      timeZone: "UTC",
    });
    const ids = `${late},${early}`;
    const toronto = await list(as.admin, { ...ninthInToronto, ID: ids });
    expect(toronto.body.Accounts.map((a) => a.ID)).toEqual([late]);
    const utc = await list(as.admin, { ...ninthInUtc, ID: ids });
    expect(utc.body.Accounts).toEqual([]);
    await api.handle.db.deleteFrom("accounts").where("id", "in", [late, early]).execute();
  });

  it("refuses an unknown time zone with a 400 naming query.timezone", async () => {
    expect(await problem(as.admin, { timezone: "Mars/Olympus_Mons" })).toEqual({
      status: 400,
      fields: ["query.timezone"],
    });
    expect((await list(as.admin, { timezone: "America/Los_Angeles" })).status).toBe(200);
  });
});

describe("queryAccounts: fields", () => {
  it("returns only the requested fields, plus ID", async () => {
    const answer = await list(as.admin, { Fields: "Name,Amount,CampaignName", PageSize: 5 });
    for (const account of answer.body.Accounts) {
      expect(
        Object.keys(account).every((key) => ["ID", "Name", "Amount", "CampaignName"].includes(key)),
      ).toBe(true);
      expect(account.CampaignName).toEqual(expect.any(String) as unknown);
    }
    const configured = await list(as.admin, { Fields: "SourceCode", PageSize: 200 });
    expect(configured.body.Accounts.some((account) => typeof account.SourceCode === "string")).toBe(
      true,
    );
  });

  it("refuses unknown fields with a 400 naming query.Fields", async () => {
    expect(await problem(as.admin, { Fields: "Name,NoSuchField" })).toEqual({
      status: 400,
      fields: ["query.Fields"],
    });
    expect((await problem(as.admin, { Fields: "_secret" })).fields).toEqual(["query.Fields"]);
  });

  const DETAILS = ["Name", "FirstName", "LastName", "Email", "Phone", "Address1", "Zip", "DOB"];
  const PAYMENT = ["PaymentStatus", "CardType", "CardLast4", "TransactionID", "Meta_failReasons"];
  const LOCATION = ["City", "Region", "Country"];

  async function keysSeenBy(session: ApiSession, Fields?: string): Promise<Set<string>> {
    const answer = await list(session, {
      PageSize: 200,
      ...(Fields === undefined ? {} : { Fields }),
    });
    expect(answer.body.Accounts.length).toBeGreaterThan(0);
    return new Set(answer.body.Accounts.flatMap((account) => Object.keys(account)));
  }

  it("leaves out what the caller's role and flags hide", async () => {
    const manager = await keysSeenBy(as.manager);
    for (const key of [...DETAILS, ...PAYMENT, ...LOCATION]) expect(manager).toContain(key);
    const rep = await keysSeenBy(as.rep);
    for (const key of [...DETAILS, ...PAYMENT]) expect(rep).not.toContain(key);
    for (const key of LOCATION) expect(rep).toContain(key);
    // Acme's client user: nosubdetails and nosubpay on the client, nosublocation by default.
    const client = await keysSeenBy(as.client);
    for (const key of [...DETAILS, ...PAYMENT, ...LOCATION]) expect(client).not.toContain(key);
    expect(client).toContain("Amount");
    // The call centre team is restricted by nosubpay.
    const callcenter = await keysSeenBy(as.callcenter);
    for (const key of PAYMENT) expect(callcenter).not.toContain(key);
    for (const key of DETAILS.filter((key) => key !== "DOB")) expect(callcenter).toContain(key);
  });

  it("leaves hidden fields out of Fields too, and refuses to sort by them", async () => {
    const rep = await keysSeenBy(as.rep, "Email,PaymentStatus,City");
    expect([...rep].sort()).toEqual(["City", "ID"]);
    expect(await problem(as.rep, { Sort: "Email" })).toEqual({
      status: 400,
      fields: ["query.Sort"],
    });
  });
});

describe("queryAccounts: scope", () => {
  it("gives reps and call-centre agents their own submissions only", async () => {
    for (const session of [as.rep, as.callcenter]) {
      const answer = await list(session, { PageSize: 1000, Fields: "Player" });
      expect(answer.body.Count).toBe(await countWhere("player", [session.player]));
      expect(answer.body.Count).toBeGreaterThan(0);
      expect(answer.body.Accounts.every((a) => a.Player === session.player)).toBe(true);
    }
  });

  it("gives managers their team's subtree and clients their client's campaigns", async () => {
    const subtree = await Promise.all(
      ["North America Field", "Toronto Downtown", "Vancouver West", "New York Metro"].map((title) =>
        idOf(api, "teams", "title", title),
      ),
    );
    const manager = await list(as.manager, { PageSize: 1000, Fields: "Team" });
    expect(manager.body.Count).toBe(await countWhere("team", subtree));
    expect(manager.body.Accounts.every((a) => subtree.includes(a.Team ?? ""))).toBe(true);
    const acme = await Promise.all(
      ["Winter Appeal", "Online Giving", "Phone Drive"].map((title) =>
        idOf(api, "campaigns", "title", title),
      ),
    );
    const client = await list(as.client, { PageSize: 1000, Fields: "Campaign" });
    expect(client.body.Count).toBe(await countWhere("campaign", acme));
    expect(client.body.Accounts.every((a) => acme.includes(a.Campaign ?? ""))).toBe(true);
    // A filter cannot widen the scope.
    const other = await idOf(api, "campaigns", "title", "Clean Water Doorstep");
    expect((await list(as.client, { Campaign: other })).body.Count).toBe(0);
  });

  it("needs a token", async () => {
    const answer = await api.call("queryAccounts", {});
    expect(answer.status).toBe(401);
  });
});

describe("queryAccounts: caching", () => {
  it("answers 304 while nothing changed, and 200 after a change", async () => {
    await nextSecond();
    const first = await list(as.admin, { PageSize: 1 });
    const stamp = first.headers.get("last-modified") ?? "";
    const again = await list(as.admin, { PageSize: 1 }, { "If-Modified-Since": stamp });
    expect(again.status).toBe(304);
    const id = first.body.Accounts[0]?.ID ?? "";
    // HTTP dates have one-second resolution: change the data in a later second than the read.
    await nextSecond();
    await api.handle.db
      .updateTable("accounts")
      .set({ status: "touched" })
      .where("id", "=", id)
      .execute();
    const after = await list(as.admin, { PageSize: 1 }, { "If-Modified-Since": stamp });
    expect(after.status).toBe(200);
    expect(after.body.Count).toBe(600);
    expect(after.body.CountApproximate).toBeUndefined();
  });
});

describe("queryAccounts: payment status, frequency and free text (issue #18)", () => {
  const PAYMENT_STATUSES = (fieldLimits("AccountPaymentFields", "PaymentStatus").enum ?? []).map(
    String,
  );
  const FREQUENCIES = (fieldLimits("AccountContact", "Frequency").enum ?? []).map(String);

  async function countIn(column: "payment_status" | "frequency", values: string[]) {
    const row = await api.handle.db
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "in", values)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  it("filters by payment statuses and frequencies (comma-joined, combined with AND)", async () => {
    const failed = await list(as.admin, {
      PaymentStatus: "failed,declined",
      PageSize: 1000,
      Fields: "PaymentStatus",
    });
    expect(failed.status).toBe(200);
    expect(failed.body.Count).toBe(await countIn("payment_status", ["failed", "declined"]));
    expect(failed.body.Count).toBeGreaterThan(0);
    expect(
      failed.body.Accounts.every((a) => ["failed", "declined"].includes(a.PaymentStatus ?? "")),
    ).toBe(true);
    const monthly = await list(as.admin, { Frequency: "monthly", PageSize: 1000 });
    expect(monthly.body.Count).toBe(await countIn("frequency", ["monthly"]));
    expect(monthly.body.Accounts.every((a) => a.Frequency === "monthly")).toBe(true);
    const both = await list(as.admin, {
      Frequency: "monthly",
      PaymentStatus: "approved",
      PageSize: 1000,
    });
    expect(both.body.Count).toBe(
      monthly.body.Accounts.filter((a) => a.PaymentStatus === "approved").length,
    );
  });

  it("takes every value of the contract's enums and names the parameter of an unknown one", async () => {
    for (const value of PAYMENT_STATUSES) {
      expect((await list(as.admin, { PaymentStatus: value, PageSize: 1 })).status).toBe(200);
    }
    for (const value of FREQUENCIES) {
      expect((await list(as.admin, { Frequency: value, PageSize: 1 })).status).toBe(200);
    }
    expect(await problem(as.admin, { PaymentStatus: "failed,bounced" })).toEqual({
      status: 400,
      fields: ["query.PaymentStatus"],
    });
    expect(await problem(as.admin, { Frequency: "weekly" })).toEqual({
      status: 400,
      fields: ["query.Frequency"],
    });
    expect((await problem(as.admin, { Frequency: "Monthly" })).fields).toEqual(["query.Frequency"]);
  });

  /** What `q` should find, computed here from every row. */
  async function expectedText(term: string, fields: "all" | "idOnly" = "all") {
    const rows = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "name", "email", "phone", "mobile_phone", "zip", "transaction_id"])
      .execute();
    const needle = term.trim().toLowerCase();
    return rows
      .filter(
        (row) =>
          row.id.startsWith(needle) ||
          (fields === "all" &&
            [row.name, row.email, row.phone, row.mobile_phone, row.zip, row.transaction_id].some(
              (text) => (text ?? "").toLowerCase().includes(needle),
            )),
      )
      .map((row) => row.id)
      .sort();
  }

  it("finds q in names, e-mails, phones, zips and transaction ids, ignoring case", async () => {
    const sample = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "email", "transaction_id", "zip"])
      .where("email", "is not", null)
      .where("transaction_id", "is not", null)
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const email = sample.email ?? "";
    const transaction = sample.transaction_id ?? "";
    for (const q of [
      email.slice(1, 7).toUpperCase(),
      transaction.slice(4, 12),
      sample.zip ?? "",
      sample.id.slice(0, 3),
      "  lovelace ",
    ]) {
      const answer = await list(as.admin, { q, PageSize: 1000, Fields: "ID" });
      expect(answer.status).toBe(200);
      expect(answer.body.Accounts.map((a) => a.ID).sort()).toEqual(await expectedText(q));
      expect(answer.body.Count).toBe(answer.body.Accounts.length);
    }
    const byEmail = await list(as.admin, { q: email.slice(1, 7), Fields: "ID", PageSize: 1000 });
    expect(byEmail.body.Accounts.map((a) => a.ID)).toContain(sample.id);
    // LIKE's wildcards are taken literally.
    expect((await list(as.admin, { q: "%%" })).body).toEqual({ Accounts: [], Count: 0 });
    expect((await list(as.admin, { q: "__" })).body).toEqual({ Accounts: [], Count: 0 });
  });

  it("pages a q filter by cursor as by Page", async () => {
    const byCursor = await walkCursor(as.admin, { q: "an", PageSize: 25 });
    expect(byCursor.length).toBeGreaterThan(25);
    expect(await walkPages(as.admin, { q: "an", PageSize: 25 })).toEqual(byCursor);
    expect([...byCursor].sort()).toEqual(await expectedText("an"));
  });

  it("does not let a caller find submissions by texts it may not see", async () => {
    const own = await api.handle.db
      .selectFrom("accounts")
      .select(["id", "email", "transaction_id"])
      .where("player", "=", as.rep.player)
      .where("email", "is not", null)
      .where("transaction_id", "is not", null)
      .orderBy("id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const byEmail = await list(as.rep, { q: own.email ?? "", Fields: "ID" });
    expect(byEmail.body.Count).toBe(0);
    const byTransaction = await list(as.rep, { q: own.transaction_id ?? "", Fields: "ID" });
    expect(byTransaction.body.Count).toBe(0);
    const byId = await list(as.rep, { q: own.id, Fields: "ID" });
    expect(byId.body.Accounts.map((a) => a.ID)).toEqual([own.id]);
    // The admin finds the same submission by its e-mail.
    const admin = await list(as.admin, { q: own.email ?? "", Fields: "ID", PageSize: 1000 });
    expect(admin.body.Accounts.map((a) => a.ID)).toContain(own.id);
  });
});

describe("queryAccounts: bad input is a 400 naming the parameter, never a 500", () => {
  it.each([
    [{ Page: 0 }, "query.Page"],
    [{ Page: -3 }, "query.Page"],
    [{ Page: "two" }, "query.Page"],
    [{ PageSize: 0 }, "query.PageSize"],
    [{ PageSize: 1001 }, "query.PageSize"],
    [{ PageSize: 100000000000 }, "query.PageSize"],
    [{ Sort: "NoSuchField" }, "query.Sort"],
    [{ Sort: "-_hidden" }, "query.Sort"],
    [{ Fields: "ID,NoSuchField" }, "query.Fields"],
    [{ Fields: "ID,,Name" }, "query.Fields"],
    [{ After: "yesterday" }, "query.After"],
    [{ After: "2026-02-30T00:00:00Z" }, "query.After"],
    [{ Before: "2026-11-21" }, "query.Before"],
    [{ Before: "2026-11-21T25:00:00Z" }, "query.Before"],
    [{ timezone: "Europe/Atlantis" }, "query.timezone"],
    [{ timezone: "../../etc/passwd" }, "query.timezone"],
    [{ DateField: "Created" }, "query.DateField"],
    [{ PaymentStatus: "FAILED" }, "query.PaymentStatus"],
    [{ Frequency: "monthly,," }, "query.Frequency"],
    [{ q: "x" }, "query.q"],
    [{ q: "x".repeat(101) }, "query.q"],
    [{ q: "ab\u0000cd" }, "query.q"],
    [{ ID: "not-an-id" }, "query.ID"],
    [{ Campaign: "bad id!" }, "query.Campaign"],
    [{ pagesize: 10 }, "query.pagesize"],
  ] as const)("%j names %s", async (query, field) => {
    const answer = await api.call<ProblemBody>("queryAccounts", {
      as: as.admin,
      query: query,
    });
    expect(answer.status).toBe(400);
    expect((answer.body.errors ?? []).map((error) => error.field)).toContain(field);
  });

  it("answers a page past the last with no rows and the real count (not an error)", async () => {
    const answer = await list(as.admin, { Page: 1_000_000, PageSize: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.body.Accounts).toEqual([]);
    expect(answer.body.Count).toBe(600);
  });
});
