/**
 * `saveAccountChanges` holds every change to the host's `accountValidators` (portal settings),
 * through the SDK's rule the console's editor uses: a value that breaks one is a 422 naming the
 * change's value, and nothing of the request is written.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "./test-support.js";

type ChangeResult = Schema<"AccountChangeResult">;

const PORTAL = "assets/settings/portal.json";
const VALIDATORS = {
  City: { required: true, minLength: 2, maxLength: 20, pattern: "^[A-Z]" },
  Amount: { minimum: 5, maximum: 500 },
};

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let id: string;

async function writePortalSettings(change: (file: Record<string, unknown>) => unknown) {
  const row = await api.handle.db
    .selectFrom("assets")
    .select("bytes")
    .where("path", "=", PORTAL)
    .executeTakeFirstOrThrow();
  const file = JSON.parse(Buffer.from(row.bytes).toString("utf8")) as Record<string, unknown>;
  const next = change(file);
  const bytes = new TextEncoder().encode(typeof next === "string" ? next : JSON.stringify(next));
  await api.handle.db.updateTable("assets").set({ bytes }).where("path", "=", PORTAL).execute();
}

beforeAll(async () => {
  api = await startTestApi({ accounts: 50 });
  as = await demoSessions(api);
  await writePortalSettings((file) => ({
    ...file,
    options: { ...(file.options as object), accountValidators: VALIDATORS },
  }));
  const row = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  id = row.id;
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function stored() {
  const row = await api.handle.db
    .selectFrom("accounts")
    .select(["city", "amount"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const history = await sql<{ n: number }>`SELECT count(*)::int AS n FROM history
    WHERE target = ${id}`.execute(api.handle.db);
  return { ...row, history: history.rows[0]?.n };
}

async function save(changes: readonly { Field: string; Value: string | number | null }[]) {
  return api.call<ChangeResult & ProblemBody>("saveAccountChanges", {
    as: as.admin,
    body: { Reason: "Validator check", Changes: changes.map((change) => ({ ID: id, ...change })) },
  });
}

const CASES = [
  { kind: "required", field: "City", valid: "Berlin", invalid: null, code: "required" },
  { kind: "minLength", field: "City", valid: "Oz", invalid: "O", code: "tooShort" },
  { kind: "maxLength", field: "City", valid: "Llanfair", invalid: "L".repeat(21), code: "tooLong" },
  { kind: "pattern", field: "City", valid: "Quebec", invalid: "quebec", code: "pattern" },
  { kind: "minimum", field: "Amount", valid: 5, invalid: 4.99, code: "number" },
  { kind: "maximum", field: "Amount", valid: 500, invalid: 500.01, code: "number" },
] as const;

describe("saveAccountChanges and the host's accountValidators", () => {
  for (const { kind, field, valid, invalid, code } of CASES) {
    it(`${kind}: saves a valid ${field} and refuses an invalid one, writing nothing`, async () => {
      const saved = await save([{ Field: field, Value: valid }]);
      expect(saved.status).toBe(200);
      expect(saved.body.Accounts).toEqual([id]);
      const before = await stored();
      expect(before[field === "City" ? "city" : "amount"]).toBe(valid);

      // A valid change beside the invalid one is not written either.
      const other =
        field === "City" ? { Field: "Amount", Value: 42 } : { Field: "City", Value: "Paris" };
      const refused = await save([other, { Field: field, Value: invalid }]);
      expect(refused.status).toBe(422);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field: "/Changes/1/Value", code }),
      ]);
      expect(refused.body.errors?.[0]?.message).toContain(field);
      expect(await stored()).toEqual(before);
    });
  }

  it("skips a malformed validator and keeps the others", async () => {
    await writePortalSettings((file) => ({
      ...file,
      options: {
        ...(file.options as object),
        accountValidators: { City: { minLength: "two" }, Amount: { maximum: 50 } },
      },
    }));
    const city = await save([{ Field: "City", Value: "X" }]);
    expect(city.status).toBe(200);
    const amount = await save([{ Field: "Amount", Value: 51 }]);
    expect(amount.status).toBe(422);
    expect(amount.body.errors?.[0]).toMatchObject({ field: "/Changes/0/Value", code: "number" });
  });

  it("saves with the defaults when the settings file is not readable JSON", async () => {
    await writePortalSettings(() => "{ not json");
    const answer = await save([{ Field: "Amount", Value: 1 }]);
    expect(answer.status).toBe(200);
    expect((await stored()).amount).toBe(1);
  });
});
