/**
 * The users a caller sees (decision 0006), as a SQL condition on a `players` alias: root and
 * admin every user at or below their rank; managers the users of their team's subtree at or
 * below their rank; clients the client users of their own client; reps and call-centre agents
 * themselves and their own role in their team.
 */
import { sql, type RawBuilder } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { DataScope } from "../../auth/index.js";
import { inList } from "./row-scope.js";

export function playerScopeCondition(
  principal: Principal,
  scope: DataScope,
  alias: string,
): RawBuilder<unknown> {
  const role = sql.raw(`${alias}.role`);
  const conditions: RawBuilder<unknown>[] = [sql`${role} = ANY(${[...scope.roles]}::text[])`];
  switch (principal.player.role) {
    case "root":
    case "admin":
      break;
    case "manager":
      conditions.push(inList(`${alias}.team`, scope.teams ?? []));
      break;
    case "client":
      conditions.push(
        principal.player.client === null
          ? sql`FALSE`
          : sql`${sql.raw(`${alias}.client`)} = ${principal.player.client}`,
      );
      break;
    case "callcenter":
    case "rep":
      conditions.push(
        sql`(${sql.raw(`${alias}.id`)} = ${principal.player.id} OR ${sql.raw(`${alias}.team`)} = ${principal.player.team})`,
      );
      break;
  }
  return sql`(${sql.join(conditions, sql` AND `)})`;
}
