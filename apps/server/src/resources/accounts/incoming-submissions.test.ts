import { createCanvassClient, toFormData } from "@canvass/sdk/client";
import { silentLogger } from "@canvass/sdk/logging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { startFaultProxy, type FaultProxy } from "../../testing/fault-proxy.js";
import { sessionFor } from "../../testing/lookups.js";

let api: TestApi;
let rep: ApiSession;
let campaign: string;
let otherCampaign: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 50 });
  rep = await sessionFor(api, "rep");
  const campaigns = await api.handle.db
    .selectFrom("campaigns")
    .select("id")
    .orderBy("id")
    .limit(2)
    .execute();
  campaign = campaigns[0]?.id ?? "";
  otherCampaign = campaigns[1]?.id ?? "";
}, 120_000);

afterAll(async () => {
  await api.close();
});

function upload(content: unknown, as: ApiSession | null = rep, raw?: string) {
  const form = new FormData();
  const text = raw ?? JSON.stringify(content);
  form.append("file", new Blob([text], { type: "application/json" }), "submissions.json");
  return api.call<{
    received?: number;
    ids?: string[];
    errors?: { field: string; code: string }[];
  }>("uploadIncomingAccounts", { as: as ?? undefined, body: form });
}

async function countAccounts(): Promise<number> {
  const row = await api.handle.db
    .selectFrom("accounts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function stored(id: string) {
  return api.handle.db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

describe("uploadIncomingAccounts", () => {
  it("creates a submission with its fields, the caller's team and player, and history", async () => {
    const answer = await upload({
      ID: "aa00bb01",
      Campaign: campaign,
      FirstName: "Ada",
      LastName: "Lovelace",
      Email: "ada@example.org",
      Amount: 25,
      City: "London",
    });
    expect(answer.body).toEqual({ received: 1, ids: ["aa00bb01"] });
    expect(answer.status).toBe(202);
    const row = await stored("aa00bb01");
    expect(row).toMatchObject({
      campaign,
      team: rep.team,
      player: rep.player,
      name: "Ada Lovelace",
      email: "ada@example.org",
      city: "London",
    });
    expect(Number(row?.amount)).toBe(25);
    const history = await api.handle.db
      .selectFrom("history")
      .select(["action", "author"])
      .where("target", "=", "aa00bb01")
      .execute();
    expect(history).toEqual([{ action: "create", author: rep.player }]);
  });

  it("is idempotent by submission id: the same file again writes nothing new", async () => {
    const file = [
      { ID: "aa00bb02", Campaign: campaign, FirstName: "Grace" },
      { ID: "aa00bb03", Campaign: campaign, FirstName: "Alan" },
    ];
    expect((await upload(file)).status).toBe(202);
    const before = await countAccounts();
    const again = await upload(file);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ received: 2, ids: ["aa00bb02", "aa00bb03"] });
    expect(await countAccounts()).toBe(before);
  });

  it("refuses a file with any bad field as a whole, naming each field", async () => {
    const before = await countAccounts();
    const answer = await upload([
      { ID: "aa00bb04", Campaign: campaign, FirstName: "Fine" },
      { ID: "aa00bb05", Campaign: campaign, Amount: -5, Email: 12, Colour: "red" },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((error) => [error.field, error.code])).toEqual([
      ["/file/1/Amount", "number"],
      ["/file/1/Email", "type"],
      ["/file/1/Colour", "unknown"],
    ]);
    expect(await countAccounts()).toBe(before);
    expect(await stored("aa00bb04")).toBeUndefined();
  });

  it("refuses an unknown campaign and an id of another campaign's submission", async () => {
    const before = await countAccounts();
    const unknown = await upload([
      { ID: "aa00bb06", Campaign: campaign },
      { ID: "aa00bb07", Campaign: "nosuchcampaign" },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.map((error) => error.field)).toEqual(["/file/1/Campaign"]);
    const taken = await upload({ ID: "aa00bb01", Campaign: otherCampaign });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      expect.objectContaining({ field: "/file/ID", code: "taken" }),
    ]);
    expect(await countAccounts()).toBe(before);
  });

  it("answers 415 for a file that is not JSON, 400 without a file, 401 without a token", async () => {
    expect((await upload(undefined, rep, "ID;Campaign\n1;2")).status).toBe(415);
    const empty = await api.call("uploadIncomingAccounts", { as: rep, body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await upload({ ID: "aa00bb08", Campaign: campaign }, null)).status).toBe(401);
  });
});

describe("the SDK's retry against the real handler", () => {
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy(api.base);
  });
  afterAll(async () => {
    await proxy.close();
  });

  it("retries after a 503 whose request was handled, and one submission exists", async () => {
    const delays: number[] = [];
    const client = createCanvassClient({
      baseUrl: `${proxy.url}/api`,
      client: "demo",
      getSession: () => ({ playerId: rep.player, token: rep.token }),
      logger: silentLogger,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    const before = await countAccounts();
    proxy.failNext("POST", "/api/accounts/incoming/");
    const file = new Blob(
      [JSON.stringify({ ID: "aa00cc01", Campaign: campaign, FirstName: "Retry" })],
      {
        type: "application/json",
      },
    );
    const result = await client.call("uploadIncomingAccounts", {
      body: { file },
      bodySerializer: toFormData,
    });
    expect(result).toEqual({ ok: true, data: { received: 1, ids: ["aa00cc01"] } });
    expect(delays).toEqual([1000]);
    expect(proxy.forwarded.filter((key) => key === "POST /api/accounts/incoming/")).toHaveLength(2);
    expect(await countAccounts()).toBe(before + 1);
    const history = await api.handle.db
      .selectFrom("history")
      .select("id")
      .where("target", "=", "aa00cc01")
      .execute();
    expect(history).toHaveLength(1);
  });
});
