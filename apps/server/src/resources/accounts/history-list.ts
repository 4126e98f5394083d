/**
 * `GET /history/`: change history, newest first, filtered by `Target` and `AuthorID`, paged by
 * `Page`/`PageSize`, with entries about entities the caller may not see left out:
 *
 * - root: everything; admin: everything but entries about users above their rank;
 * - manager and client: entries about submissions, users, teams and campaigns in their scope
 *   (decision 0006; a client reads every team), nothing about other kinds of entity or about
 *   entities that no longer exist.
 *
 * A submission change's reason is returned as `Reason`. One statement builds the page as JSON
 * text and counts the entries.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import { dataScope, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import type { PageWindow } from "../lists/index.js";
import { playerScopeCondition } from "./player-scope.js";
import { inList, rowScope, scopeConditions } from "./row-scope.js";

export interface HistoryQuery {
  readonly Target?: string | undefined;
  readonly AuthorID?: string | undefined;
}

const ENTRY_JSON = `'{' || concat_ws(',',
  '"id":' || to_json(h.id)::text,
  '"Target":' || to_json(h.target)::text,
  '"TargetType":' || to_json(h.target_type)::text,
  '"AuthorID":' || to_json(h.author)::text,
  '"AuthorName":' || to_json(h.author_name)::text,
  '"Action":' || to_json(h.action)::text,
  '"Changes":' || h.changes::text,
  '"Reason":' || to_json(h.reason)::text,
  '"Created":' || rtrim(to_json(h.created AT TIME ZONE 'UTC')::text, '"') || 'Z"') || '}'`;

/** The entries the caller may see, as a condition on `h` (`undefined`: all of them). */
async function visibleEntries(
  db: Kysely<Database>,
  principal: Principal,
): Promise<RawBuilder<unknown> | undefined> {
  const role = principal.player.role;
  if (role === "root") return undefined;
  const users = await dataScope(db, principal);
  const players = playerScopeCondition(principal, users, "pl");
  if (role === "admin") {
    return sql`(h.target_type <> 'player' OR NOT EXISTS (
      SELECT 1 FROM players pl WHERE pl.id = h.target AND NOT ${players}))`;
  }
  const rows = await rowScope(db, principal);
  const accounts = [sql`r.id = h.target`, ...scopeConditions(rows)];
  const teams = rows.teams === undefined ? sql`TRUE` : inList("h.target", rows.teams);
  const campaigns = rows.campaigns === undefined ? sql`TRUE` : inList("h.target", rows.campaigns);
  return sql`(
    (h.target_type = 'account' AND EXISTS (
      SELECT 1 FROM accounts r WHERE ${sql.join(accounts, sql` AND `)}))
    OR (h.target_type = 'player' AND EXISTS (
      SELECT 1 FROM players pl WHERE pl.id = h.target AND ${players}))
    OR (h.target_type = 'team' AND EXISTS (SELECT 1 FROM teams WHERE id = h.target) AND ${teams})
    OR (h.target_type = 'campaign' AND EXISTS (SELECT 1 FROM campaigns WHERE id = h.target)
      AND ${campaigns}))`;
}

/** One page of history as the contract's `HistoryList` JSON text. */
export async function historyPage(
  db: Kysely<Database>,
  principal: Principal,
  query: HistoryQuery,
  window: PageWindow,
): Promise<string> {
  const conditions: RawBuilder<unknown>[] = [];
  if (query.Target !== undefined) conditions.push(sql`h.target = ${query.Target}`);
  if (query.AuthorID !== undefined) conditions.push(sql`h.author = ${query.AuthorID}`);
  const visible = await visibleEntries(db, principal);
  if (visible !== undefined) conditions.push(visible);
  const where = conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
  const { limit: pageSize, offset } = window;
  const { rows } = await sql<{ items: string; count: number }>`
    SELECT (
        SELECT '[' || coalesce(string_agg(s.j, ',' ORDER BY s.created DESC, s.id DESC), '') || ']'
        FROM (
          SELECT ${sql.raw(ENTRY_JSON)} AS j, h.created, h.id FROM history h WHERE ${where}
          ORDER BY h.created DESC, h.id DESC LIMIT ${pageSize} OFFSET ${offset}
        ) s
      ) AS items,
      (SELECT count(*)::int FROM history h WHERE ${where}) AS count`.execute(db);
  const row = rows[0];
  return `{"Result":${row?.items ?? "[]"},"Count":${row?.count ?? 0}}`;
}
