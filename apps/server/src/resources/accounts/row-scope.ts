/**
 * The rows of submissions, cancels and check-ins a caller sees (decision 0006), from the shared
 * `dataScope`: managers the rows of their team's subtree, clients the rows of their client's
 * campaigns, reps and call-centre agents their own rows (whatever team they were on then),
 * root and admin everything. Rows outside the scope do not exist for the caller (404).
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import { dataScope, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";

export interface RowScope {
  readonly teams: readonly string[] | undefined;
  readonly campaigns: readonly string[] | undefined;
  readonly player: string | undefined;
  /** Identifies the scope in cache keys. */
  readonly signature: string;
}

export async function rowScope(db: Kysely<Database>, principal: Principal): Promise<RowScope> {
  const scope = await dataScope(db, principal);
  const own = scope.player !== undefined;
  const teams = own ? undefined : scope.teams;
  const campaigns = own ? undefined : scope.campaigns;
  return {
    teams,
    campaigns,
    player: scope.player,
    signature: JSON.stringify([teams, campaigns, scope.player]),
  };
}

/** `column = value` for one value, `column = ANY(values)` for several, FALSE for none. */
export function inList(column: string, values: readonly string[]): RawBuilder<unknown> {
  if (values.length === 0) return sql`FALSE`;
  if (values.length === 1) return sql`${sql.raw(column)} = ${values[0]}`;
  return sql`${sql.raw(column)} = ANY(${[...values]}::text[])`;
}

/** The scope as conditions on a row alias's `team`, `campaign` and `player` columns. */
export function scopeConditions(scope: RowScope, alias = "r"): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (scope.teams !== undefined) conditions.push(inList(`${alias}.team`, scope.teams));
  if (scope.campaigns !== undefined) conditions.push(inList(`${alias}.campaign`, scope.campaigns));
  if (scope.player !== undefined)
    conditions.push(sql`${sql.raw(`${alias}.player`)} = ${scope.player}`);
  return conditions;
}
