import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionFor } from "../../testing/lookups.js";
import { startProviderServer, type ProviderServer } from "../../testing/provider-server.js";
import { goFundMeProvider } from "./gofundme-provider.js";

interface Batch {
  id: string;
  status: string;
  received: number;
  created: number;
  existing: number;
  failed: number;
  error: string | null;
  runs: number;
  completed: string | null;
  rows: {
    row: number;
    externalId: string | null;
    account: string | null;
    status: string;
    problems: { field: string; code?: string }[];
  }[];
}

let api: TestApi;
let provider: ProviderServer;
let admin: ApiSession;
let rep: ApiSession;
let campaign: string;

beforeAll(async () => {
  provider = await startProviderServer();
  process.env.CANVASS_GOFUNDME_URL = provider.url;
  process.env.CANVASS_GOFUNDME_TOKEN = provider.token;
  api = await startTestApi({ accounts: 20 });
  admin = await sessionFor(api, "admin");
  rep = await sessionFor(api, "rep");
  campaign = (
    await api.handle.db.selectFrom("campaigns").select("id").orderBy("id").executeTakeFirstOrThrow()
  ).id;
}, 120_000);

afterAll(async () => {
  await api.close();
  await provider.close();
});

async function run(body?: Record<string, unknown>, as = admin) {
  return api.call<{ ok: true; id: string }>("runExternalService", {
    as,
    path: { provider: "gofundme" },
    query: { Campaign: campaign },
    ...(body === undefined ? {} : { body }),
  });
}

async function finished(id: string): Promise<Batch> {
  for (let i = 0; i < 200; i += 1) {
    const answer = await api.call<Batch>("getIntegrationBatch", { as: admin, path: { id } });
    if (answer.body.status !== "running") return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`batch ${id} did not finish`);
}

async function accountsOfDonations(): Promise<number> {
  const row = await api.handle.db
    .selectFrom("integration_donations")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("fundraising-platform batches against a local provider server", () => {
  it("imports new donations, records each row and names the problems of bad ones", async () => {
    provider.setDonations(campaign, [
      {
        id: "d1",
        amount: 25,
        currency: "EUR",
        first_name: "Ada",
        last_name: "L",
        email: "ada@example.org",
      },
      { id: "d2", amount: "40.5", currency: "eur", first_name: "Bo", last_name: "K" },
      { id: "d3", amount: -10, currency: "EUR", first_name: "Neg" },
      { id: "d4", amount: 5, currency: "EUR", anonymous: true, first_name: "Hidden" },
      { id: "d5", amount: 5, currency: "EUR", first_name: "x".repeat(300) },
    ]);
    const started = await run();
    expect(started.status).toBe(202);
    const batch = await finished(started.body.id);
    expect(batch).toMatchObject({
      status: "done",
      received: 5,
      created: 3,
      existing: 0,
      failed: 2,
      runs: 1,
    });
    expect(batch.rows.map((row) => [row.externalId, row.status])).toEqual([
      ["d1", "created"],
      ["d2", "created"],
      ["d3", "failed"],
      ["d4", "created"],
      ["d5", "failed"],
    ]);
    expect(batch.rows[2]?.problems).toEqual([
      expect.objectContaining({ field: "/Amount", code: "number" }),
    ]);
    expect(batch.rows[4]?.problems).toEqual([
      expect.objectContaining({ field: "/FirstName", code: "tooLong" }),
    ]);
    const ada = await api.handle.db
      .selectFrom("accounts")
      .selectAll()
      .where("id", "=", batch.rows[0]?.account ?? "")
      .executeTakeFirstOrThrow();
    expect(ada).toMatchObject({
      campaign,
      first_name: "Ada",
      email: "ada@example.org",
      currency: "EUR",
    });
    const hidden = await api.handle.db
      .selectFrom("accounts")
      .select(["first_name"])
      .where("id", "=", batch.rows[3]?.account ?? "")
      .executeTakeFirstOrThrow();
    expect(hidden.first_name).toBeNull();
    expect(
      provider.requests.filter((path) => path.startsWith(`/fundraisers/${campaign}/`)),
    ).toHaveLength(3);
  });

  it("fails a batch when the provider errs, writes nothing, and re-runs it without duplicates", async () => {
    provider.setDonations(campaign, [
      { id: "d1", amount: 25, currency: "EUR", first_name: "Ada" },
      { id: "d6", amount: 12, currency: "EUR", first_name: "New" },
    ]);
    const before = await accountsOfDonations();
    provider.failNext(1, 500);
    const started = await run();
    const failed = await finished(started.body.id);
    expect(failed).toMatchObject({ status: "failed", received: 0, created: 0 });
    expect(failed.error).toContain("500");
    expect(await accountsOfDonations()).toBe(before);

    const rerun = await run({ batch: failed.id });
    expect(rerun.body.id).toBe(failed.id);
    const done = await finished(failed.id);
    expect(done).toMatchObject({
      status: "done",
      received: 2,
      created: 1,
      existing: 1,
      failed: 0,
      runs: 2,
      error: null,
    });
    expect(await accountsOfDonations()).toBe(before + 1);

    const list = await api.call<{ Result: Batch[]; Count: number }>("listIntegrationBatches", {
      as: admin,
      query: { PageSize: 10, Campaign: campaign },
    });
    expect(list.body.Count).toBe(2);
    expect(list.body.Result[0]?.id).toBe(failed.id);
  });

  it("completes a finished batch's task once; refuses unknown batches and providers", async () => {
    const list = await api.call<{ Result: Batch[] }>("listIntegrationBatches", { as: admin });
    const id = list.body.Result[0]?.id ?? "";
    const done = await api.call("completeBatchTask", {
      as: admin,
      query: { Campaign: campaign },
      body: { id },
    });
    expect(done.status).toBe(202);
    expect((await finished(id)).completed).not.toBeNull();
    const missing = await api.call("completeBatchTask", {
      as: admin,
      query: { Campaign: campaign },
      body: { id: "nosuch" },
    });
    expect(missing.status).toBe(404);
    const unknown = await api.call("runExternalService", {
      as: admin,
      path: { provider: "justgiving" },
      query: { Campaign: campaign },
    });
    expect(unknown.status).toBe(404);
    expect((await run({ batch: "nosuch" })).status).toBe(404);
  });

  it("the adapter reads every page, and refuses a wrong token as a provider error", async () => {
    provider.setDonations("fr-9", [
      { id: 1, amount: 5, currency: "EUR" },
      { id: 2, amount: 6, currency: "EUR" },
      { id: 3, amount: 7, currency: "EUR", anonymous: true, first_name: "Kept" },
    ]);
    const signal = new AbortController().signal;
    const good = goFundMeProvider({ url: provider.url, token: provider.token });
    const donations = await good.fetchDonations({
      campaign: campaign,
      options: { fundraiser: "fr-9" },
      signal,
    });
    expect(donations.map((donation) => donation.externalId)).toEqual(["1", "2", "3"]);
    expect(donations[2]?.values).toMatchObject({ Amount: 7, FirstName: null });
    const wrong = goFundMeProvider({ url: provider.url, token: "wrong" });
    await expect(
      wrong.fetchDonations({ campaign, options: { fundraiser: "fr-9" }, signal }),
    ).rejects.toThrow("GoFundMe answered 401 for page 1.");
  });

  it("needs ManageGoFundMeBatch", async () => {
    expect((await run(undefined, rep)).status).toBe(403);
    const list = await api.call("listIntegrationBatches", { as: rep });
    expect(list.status).toBe(403);
  });
});
