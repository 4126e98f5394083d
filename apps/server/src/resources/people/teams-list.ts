/**
 * `GET /teams/`: one page of the teams the caller may see, filtered by `q` (title) and `parent`,
 * sorted by title unless `Sort` says otherwise. `Last-Modified` follows the teams and their
 * campaign links.
 */
import { principalOf, requireResource } from "../../auth/index.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toTeam } from "../team-row.js";
import {
  countOf,
  listSort,
  orderBySql,
  readListPage,
  searchCondition,
  totalOf,
  type SortSql,
} from "../lists/index.js";
import { campaignScope, teamColumns } from "./team-columns.js";
import { teamScope } from "./team-scope.js";

/** The SQL of each field the contract lets `Sort` name. */
const TEAM_SORTS: SortSql<"listTeams"> = {
  title: ["lower(teams.title)"],
  id: ["teams.id"],
  parent: ["teams.parent"],
  role: ["teams.role"],
  updated: ["teams.updated"],
};

export function listTeams(deps: ServerDeps): OperationHandler<"listTeams"> {
  return async ({ query, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "teams", "get");
    const window = readListPage({ ...context, query });
    const order = orderBySql(listSort("listTeams", query.Sort), TEAM_SORTS, "teams.id");
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["teams", "team_campaigns"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const scope = await teamScope(deps.db, principal);
    let filtered = deps.db.selectFrom("teams");
    if (scope !== undefined) filtered = filtered.where("teams.id", "in", [...scope]);
    if (query.parent !== undefined) filtered = filtered.where("teams.parent", "=", query.parent);
    if (query.q !== undefined) {
      filtered = filtered.where(searchCondition("teams.title", query.q));
    }
    const rows = await filtered
      .select(teamColumns(await campaignScope(deps.db, principal)))
      .orderBy(order)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    const Count = await totalOf(rows.length, window, countOf(filtered));
    return { status: 200, body: { Result: rows.map(toTeam), Count }, headers: cache.headers };
  };
}
