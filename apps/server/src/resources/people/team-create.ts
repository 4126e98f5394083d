/**
 * `PUT /teams/`: creates a team under `parent`. CreateTeam (admin or manager, not
 * `nocreateteams`); the parent must be a team the caller may use; the title unique under that
 * parent (409); the role at or below the caller's rank, `rep` when not given; flags only by
 * admins; metadata with the optional-fields permission (`team.metadata`), suiting the optional
 * fields the portal settings define (422 `/metadata/<key>`).
 */
import { principalOf, requirePermission } from "../../auth/index.js";
import { newShortId, toJson } from "../../db/index.js";
import type { OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { toTeam } from "../team-row.js";
import { requireValidMetadata } from "./metadata-fields.js";
import { teamColumns } from "./team-columns.js";
import {
  requireCampaigns,
  requireFlagsEditable,
  requireTeamRole,
  requireUniqueTitle,
  requireUsableParent,
} from "./team-rules.js";
import { rejectNulInBody } from "./text-input.js";

/** The role of a team created without one: a field team. */
export const DEFAULT_TEAM_ROLE = "rep";

export function createTeam(deps: ServerDeps): OperationHandler<"createTeam"> {
  return async ({ body, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "CreateTeam");
    rejectNulInBody(body);
    const role = body.role ?? DEFAULT_TEAM_ROLE;
    requireTeamRole(principal, role, deps.log);
    const permissions = body.permissions ?? [];
    const restrictions = body.restrictions ?? [];
    if (permissions.length > 0 || restrictions.length > 0)
      requireFlagsEditable(principal, undefined);
    const metadata = body.metadata ?? {};
    if (Object.keys(metadata).length > 0) requirePermission(principal, "EditTeamOptionalFields");
    if (body.metadata !== undefined) {
      await requireValidMetadata(deps.db, "team", metadata, deps.log);
    }
    const now = deps.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      await requireUsableParent(trx, principal, body.parent);
      await requireUniqueTitle(trx, body.parent, body.title);
      const campaigns = await requireCampaigns(trx, body.campaigns ?? []);
      const id = await newShortId(trx, "team");
      await trx
        .insertInto("teams")
        .values({
          id,
          title: body.title,
          parent: body.parent,
          role,
          permissions,
          restrictions,
          metadata: toJson(metadata),
          created: now,
          updated: now,
        })
        .execute();
      if (campaigns.length > 0) {
        await trx
          .insertInto("team_campaigns")
          .values(campaigns.map((campaign) => ({ team: id, campaign, created: now })))
          .execute();
      }
      await recordHistory(
        trx,
        principal,
        {
          target: id,
          targetType: "team",
          action: "create",
          changes: [
            { field: "title", to: body.title },
            { field: "parent", to: body.parent },
          ],
        },
        now,
      );
      return trx
        .selectFrom("teams")
        .select(teamColumns(undefined))
        .where("teams.id", "=", id)
        .executeTakeFirstOrThrow();
    });
    return { status: 201, body: toTeam(row) };
  };
}
