/** Helpers of this area's integration tests (the campaigns area's, plus row counts of ours). */
import { sql } from "kysely";
import type { TestApi } from "../../testing/api-harness.js";

export {
  campaignId,
  expectProblem,
  sessionsByRole,
  setFeature,
  setTeamRestrictions,
  type DemoRole,
} from "../campaigns/test-support.js";

/** The rows of one of this area's tables, for "nothing was written" assertions. */
export async function countRows(
  api: TestApi,
  table: "source_codes" | "dash_pages" | "ids",
): Promise<number> {
  const row = await api.handle.db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
