/**
 * What the campaigns area's callers see: the client scope of decision 0006 as SQL (a client user
 * sees only the campaigns assigned to their client; anything else is a 404 for them) and the
 * teams whose people they see. The permission checks are the auth module's `requireRule`.
 */
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";

/** Whether the caller only sees the campaigns of their client (client users). */
export function isClientScoped(principal: Principal): boolean {
  return principal.player.role === "client";
}

/**
 * A condition on a campaign id column: true for the campaigns the caller sees (every campaign,
 * or for a client user the ones assigned to their client; none when they have no client).
 */
export function campaignVisible(
  principal: Principal,
  column: Expression<unknown>,
): RawBuilder<SqlBool> {
  if (!isClientScoped(principal)) return sql<SqlBool>`true`;
  const client = principal.player.client;
  if (client === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} IN (SELECT campaign FROM client_campaigns WHERE client = ${client})`;
}

/** 404 unless the campaign exists and the caller sees it. */
export async function requireVisibleCampaign(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<void> {
  const row = await db
    .selectFrom("campaigns as c")
    .select("c.id")
    .where("c.id", "=", id)
    .where(campaignVisible(principal, sql.ref("c.id")))
    .executeTakeFirst();
  if (row === undefined) throw notFound(`No campaign ${id}.`);
}

/**
 * A condition on a team id column: true for the teams whose people the caller sees (decision
 * 0006): every team for root, admin and client, a manager's own team and the teams below it, a
 * field user's own team.
 */
export function teamVisible(
  principal: Principal,
  column: Expression<unknown>,
): RawBuilder<SqlBool> {
  switch (principal.player.role) {
    case "root":
    case "admin":
    case "client":
      return sql<SqlBool>`true`;
    case "manager":
      return sql<SqlBool>`${column} IN (
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM teams WHERE id = ${principal.player.team}
          UNION
          SELECT child.id FROM teams child JOIN tree ON child.parent = tree.id
        )
        SELECT id FROM tree)`;
    case "callcenter":
    case "rep":
      return sql<SqlBool>`${column} = ${principal.player.team}`;
  }
}
