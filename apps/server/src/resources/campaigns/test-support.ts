/**
 * Helpers for this area's integration tests: sessions minted straight from the token service (so
 * the tests never depend on the sign-in handler), seeded ids by name, and problem assertions.
 */
import { sql } from "kysely";
import { expect } from "vitest";
import { toJson } from "../../db/index.js";
import type { ApiAnswer, TestApi } from "../../testing/api-harness.js";

export {
  DEMO_ROLES as ROLES,
  campaignId,
  clientId,
  sessionFor,
  sessionsByRole,
  teamId,
  type DemoRole,
} from "../../testing/lookups.js";

/** Sets the restriction flags of a user's team (the authenticator reads them per request). */
export async function setTeamRestrictions(
  api: TestApi,
  username: string,
  restrictions: readonly string[],
): Promise<void> {
  const player = await api.handle.db
    .selectFrom("players")
    .select("team")
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
  await api.handle.db
    .updateTable("teams")
    .set({ restrictions })
    .where("id", "=", player.team)
    .execute();
}

/** Turns a feature switch of the host's settings on or off, and drops the cached features. */
export async function setFeature(api: TestApi, name: string, on: boolean): Promise<void> {
  await api.handle.db
    .updateTable("settings")
    .set({
      data: sql<string>`jsonb_set(data, ${sql.val(`{features,${name}}`)}::text[], ${toJson(on)}::jsonb)`,
    })
    .where("key", "=", "client")
    .execute();
  api.deps.features.invalidate();
}

/**
 * Waits until the last change of any table is in a past second. `Last-Modified` has one-second
 * resolution, and a change in the current second is stamped a second early (so a later change in
 * that second is not missed); a 304 check must start after that second.
 */
export async function settle(api: TestApi): Promise<void> {
  const row = await api.handle.db
    .selectFrom("table_changes")
    .select(sql<Date | null>`max(modified)`.as("modified"))
    .executeTakeFirst();
  const modified = row?.modified?.getTime() ?? 0;
  const wait = (Math.floor(modified / 1000) + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 20));
}

/** Expects a problem answer with this status (and, when given, an error on this field). */
export function expectProblem(answer: ApiAnswer, status: number, field?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = answer.body as { status?: number; errors?: { field: string }[] };
  expect(body.status).toBe(status);
  if (field !== undefined) {
    expect(body.errors?.map((error) => error.field)).toContain(field);
  }
}

/** The rows of a table, for "nothing was written" assertions. */
export async function countRows(
  api: TestApi,
  table:
    | "campaigns"
    | "team_campaigns"
    | "clients"
    | "client_campaigns"
    | "campaign_options"
    | "team_campaign_options"
    | "optional_field_options"
    | "ids",
): Promise<number> {
  const row = await api.handle.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return row.count;
}
