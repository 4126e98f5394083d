/**
 * Finds one team the caller may see, or answers 404 (ids outside the caller's scope are not
 * confirmed). Writes pass their transaction and lock the row.
 */
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import type { TeamRow } from "../team-row.js";
import { campaignScope, teamColumns } from "./team-columns.js";
import { teamInScope, teamScope } from "./team-scope.js";

export async function visibleTeam(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<TeamRow> {
  let query = db
    .selectFrom("teams")
    .select(teamColumns(await campaignScope(db, principal)))
    .where("teams.id", "=", id);
  if (options.lock === true) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row !== undefined && teamInScope(await teamScope(db, principal), row.id)) return row;
  throw notFound(`There is no team ${id} that you may see.`);
}
