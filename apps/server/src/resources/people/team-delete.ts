/**
 * `DELETE /teams/{id}/`: deletes an empty team the caller may see (admin or manager). The root
 * team cannot be deleted (403). A team with sub-teams, users or submissions is refused with 409
 * saying what to move first, each in `errors[]` (field `path.id`) by the SDK's code
 * (`TEAM_DELETE_BLOCKERS`); its campaign links and overrides go with it.
 */
import { isRootTeam } from "@canvass/sdk/permissions";
import {
  TEAM_DELETE_BLOCKER_MESSAGES,
  TEAM_DELETE_BLOCKERS,
  type TeamDeleteBlocker,
} from "@canvass/sdk/teams";
import { sql } from "kysely";
import { principalOf, requireResource } from "../../auth/index.js";
import { conflict, forbidden, type OperationHandler } from "../../http/index.js";
import { deleteEntityAssets, isForeignKeyViolation } from "../../db/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { visibleTeam } from "./team-lookup.js";

const NOT_EMPTY = "Move or delete its sub-teams and users first; teams with submissions stay.";

export function deleteTeam(deps: ServerDeps): OperationHandler<"deleteTeam"> {
  return async ({ params, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "teams", "delete");
    const now = deps.now();
    try {
      await deps.db.transaction().execute(async (trx) => {
        const team = await visibleTeam(trx, principal, params.id, { lock: true });
        if (isRootTeam(team)) throw forbidden("The root team cannot be deleted.");
        const usage = await sql<{ teams: boolean; players: boolean; accounts: boolean }>`
          SELECT EXISTS (SELECT 1 FROM teams WHERE parent = ${team.id}) AS teams,
                 EXISTS (SELECT 1 FROM players WHERE team = ${team.id}) AS players,
                 EXISTS (SELECT 1 FROM accounts WHERE team = ${team.id}) AS accounts`.execute(trx);
        const used = usage.rows[0];
        const held: Record<TeamDeleteBlocker, boolean> = {
          "sub-teams": used?.teams === true,
          users: used?.players === true,
          submissions: used?.accounts === true,
        };
        const holds = TEAM_DELETE_BLOCKERS.filter((blocker) => held[blocker]);
        if (holds.length > 0) {
          throw conflict(
            `The team still has ${holds.join(" and ")}. ${NOT_EMPTY}`,
            holds.map((blocker) => ({
              field: "path.id",
              message: TEAM_DELETE_BLOCKER_MESSAGES[blocker],
              code: blocker,
            })),
          );
        }
        await recordHistory(
          trx,
          principal,
          { target: team.id, targetType: "team", action: "delete", changes: [] },
          now,
        );
        await deleteEntityAssets(trx, "teams", team.id);
        await trx.deleteFrom("teams").where("id", "=", team.id).execute();
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(`The team is still in use. ${NOT_EMPTY}`);
      throw error;
    }
    return { status: 204 };
  };
}
