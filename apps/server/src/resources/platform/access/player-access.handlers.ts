/**
 * `getPlayerAccess` (designed for issue 20, decision 0045): the inputs of one user's permissions
 * for the /configuration explainer — role, root team or not, the team's and the client's
 * restriction flags and the team's exemptions. Root team only (ViewConfiguration).
 */
import { isRestrictionFlag, type RestrictionFlag } from "@canvass/sdk/permissions";
import { principalOf, requireNamed } from "../../../auth/index.js";
import { notFound, type HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";

const flags = (list: readonly string[] | null): RestrictionFlag[] =>
  (list ?? []).filter(isRestrictionFlag);

export function playerAccessHandlers(deps: ServerDeps): HandlerMap {
  return {
    getPlayerAccess: async (ctx) => {
      requireNamed(principalOf(ctx), "ViewConfiguration");
      const row = await deps.db
        .selectFrom("players as p")
        .innerJoin("teams as t", "t.id", "p.team")
        .leftJoin("clients as c", "c.id", "p.client")
        .select([
          "p.id",
          "p.username",
          "p.role",
          "p.status",
          "t.parent as team_parent",
          "t.restrictions as team_restrictions",
          "t.permissions as team_permissions",
          "c.restrictions as client_restrictions",
        ])
        .where("p.id", "=", ctx.params.id)
        .executeTakeFirst();
      if (row === undefined) throw notFound(`No user ${ctx.params.id}.`);
      return {
        status: 200,
        body: {
          id: row.id,
          username: row.username,
          role: row.role,
          active: row.status === 1,
          isRootTeam: row.team_parent === null,
          teamRestrictions: flags(row.team_restrictions),
          clientRestrictions: flags(row.client_restrictions),
          teamPermissions: flags(row.team_permissions),
        },
      };
    },
  };
}
