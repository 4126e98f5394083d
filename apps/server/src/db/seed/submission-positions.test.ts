/**
 * The demo's sign-up points (`submission-positions.ts`): each rich submission answers a
 * `Latitude`/`Longitude` pair near its city through `queryAccounts`, other submissions none, a
 * caller without ViewSubLocation never sees them, and a non-number stored there reads as no value.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "../../resources/accounts/test-support.js";
import { findRichSubmissions, type RichSubmission } from "./index.js";

type AccountList = Schema<"AccountList">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let rich: RichSubmission[];

beforeAll(async () => {
  api = await startTestApi({ accounts: 300 });
  as = await demoSessions(api);
  rich = await findRichSubmissions(api.handle.db);
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function positions(session: ApiSession, ids: readonly string[]) {
  const answer = await api.call<AccountList>("queryAccounts", {
    as: session,
    query: { ID: ids.join(","), PageSize: 100 },
  });
  expect(answer.status).toBe(200);
  return answer.body.Accounts;
}

describe("the demo sign-up points", () => {
  it("give every rich submission a point, as numbers, and no other submission one", async () => {
    expect(rich.length).toBeGreaterThan(0);
    const accounts = await positions(
      as.admin,
      rich.map((item) => item.id),
    );
    expect(accounts).toHaveLength(rich.length);
    for (const account of accounts) {
      expect(account.Latitude).toEqual(expect.any(Number));
      expect(account.Longitude).toEqual(expect.any(Number));
      expect(Math.abs(account.Latitude as number)).toBeLessThanOrEqual(90);
      expect(Math.abs(account.Longitude as number)).toBeLessThanOrEqual(180);
    }
    const others = await api.call<AccountList>("queryAccounts", {
      as: as.admin,
      query: { PageSize: 100, Fields: "ID,Latitude,Longitude" },
    });
    const richIds = new Set(rich.map((item) => item.id));
    const plain = others.body.Accounts.filter((account) => !richIds.has(account.ID));
    expect(plain.length).toBeGreaterThan(0);
    for (const account of plain) expect(account).not.toHaveProperty("Latitude");
  });

  it("are hidden from a caller without ViewSubLocation (the client's nosublocation)", async () => {
    const seen = await positions(
      as.client,
      rich.map((item) => item.id),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const account of seen) {
      expect(account).not.toHaveProperty("Latitude");
      expect(account).not.toHaveProperty("City");
    }
  });

  it("read a stored non-number as no value", async () => {
    const id = rich[0]?.id ?? "";
    await sql`UPDATE accounts SET extra = extra || '{"Latitude": "north"}'::jsonb
      WHERE id = ${id}`.execute(api.handle.db);
    const [account] = await positions(as.admin, [id]);
    expect(account).not.toHaveProperty("Latitude");
    expect(account?.Longitude).toEqual(expect.any(Number));
  });

  it("are read-only: a change request naming one is refused", async () => {
    const id = rich[1]?.id ?? "";
    const answer = await api.call<{ errors?: { field: string }[] }>("saveAccountChanges", {
      as: as.admin,
      body: { Reason: "Move it", Changes: [{ ID: id, Field: "Latitude", Value: 1 }] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("/Changes/0/Field");
  });
});
