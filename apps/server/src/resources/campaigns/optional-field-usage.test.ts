import type { Schema } from "@canvass/sdk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import {
  campaignId,
  expectProblem,
  sessionsByRole,
  setFeature,
  type DemoRole,
} from "./test-support.js";

type Usage = Schema<"OptionalFieldUsage">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 300 });
  as = await sessionsByRole(api);
}, 180_000);
afterAll(() => api.close());

/** The same count, asked of the database directly. */
async function countWhere(column: "gender" | "city", value: string, campaign?: string) {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM accounts WHERE ${sql.ref(column)} = ${value}
    AND (${campaign ?? null}::text IS NULL OR campaign = ${campaign ?? null})`.execute(
    api.handle.db,
  );
  return Number(result.rows[0]?.n);
}

describe("GET /accounts/optfields/usage/", () => {
  it("counts the submissions holding each value of a field, most used first", async () => {
    const answer = await api.call<Usage>("getOptionalFieldUsage", {
      as: as.admin,
      query: { field: "Gender" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBeGreaterThan(0);
    const counts = answer.body.Result.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const row of answer.body.Result) {
      expect(row.count).toBe(await countWhere("gender", row.value));
    }
  });

  it("narrows the count to the given campaigns", async () => {
    const street = await campaignId(api, "Street Fundraising Spring");
    const answer = await api.call<Usage>("getOptionalFieldUsage", {
      as: as.root,
      query: { field: "City", Campaign: street },
    });
    expect(answer.status).toBe(200);
    for (const row of answer.body.Result) {
      expect(row.count).toBe(await countWhere("city", row.value, street));
    }
  });

  it("answers an empty list for a configured field nobody filled in", async () => {
    const answer = await api.call<Usage>("getOptionalFieldUsage", {
      as: as.admin,
      query: { field: "Meta_favouriteColour" },
    });
    expect(answer.body).toEqual({ Result: [], Count: 0 });
  });

  it("refuses a field without text choices (422 naming it), other roles and a hidden area", async () => {
    expectProblem(
      await api.call("getOptionalFieldUsage", { as: as.admin, query: { field: "Amount" } }),
      422,
      "field",
    );
    expectProblem(
      await api.call("getOptionalFieldUsage", { as: as.admin, query: { field: "CampaignName" } }),
      422,
      "field",
    );
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expectProblem(
        await api.call("getOptionalFieldUsage", { as: as[role], query: { field: "Gender" } }),
        403,
      );
    }
    await setFeature(api, "hide_field_opts", true);
    try {
      expectProblem(
        await api.call("getOptionalFieldUsage", { as: as.admin, query: { field: "Gender" } }),
        403,
      );
    } finally {
      await setFeature(api, "hide_field_opts", false);
    }
  });
});
