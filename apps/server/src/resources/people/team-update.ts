/**
 * `POST /teams/{id}/`: changes the fields sent (only those that differ count). EditTeam (admin
 * or manager) on a team in the caller's scope. `campaigns`, `permissions` and `restrictions`
 * replace the whole list; `parent` moves the team (not under itself or below itself, not the
 * root team); only root changes anything else of the root team (403); `metadata` must suit the portal settings' optional fields (`metadata-fields.ts`).
 * See `team-rules.ts` for the other fields' rules. Written to the history.
 */
import type { Kysely, Updateable } from "kysely";
import { principalOf, requirePermission, type Principal } from "../../auth/index.js";
import type { Database, TeamsTable } from "../../db/index.js";
import { toJson } from "../../db/index.js";
import { unprocessable, type OperationHandler, type RequestBody } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { changedFields, recordHistory } from "../history-entries.js";
import { toTeam, type TeamRow } from "../team-row.js";
import { requireValidMetadata } from "./metadata-fields.js";
import { teamColumns } from "./team-columns.js";
import { visibleTeam } from "./team-lookup.js";
import {
  requireCampaigns,
  requireFlagsEditable,
  requireTeamChangeable,
  requireTeamRole,
  requireUniqueTitle,
  requireUsableParent,
} from "./team-rules.js";
import { rejectNulInBody } from "./text-input.js";

type TeamUpdate = RequestBody<"updateTeam">;

const sorted = (list: readonly string[] | undefined) =>
  list === undefined ? undefined : [...new Set(list)].sort();

/** The stored values of the fields an update may send, lists in a comparable order. */
function editable(row: TeamRow): Record<keyof TeamUpdate, unknown> {
  return {
    title: row.title,
    parent: row.parent,
    campaigns: sorted(row.campaigns),
    permissions: sorted(row.permissions),
    restrictions: sorted(row.restrictions),
    role: row.role,
    metadata: row.metadata,
  };
}

function requested(body: TeamUpdate): Record<keyof TeamUpdate, unknown> {
  return {
    title: body.title,
    parent: body.parent,
    campaigns: sorted(body.campaigns),
    permissions: sorted(body.permissions),
    restrictions: sorted(body.restrictions),
    role: body.role,
    metadata: body.metadata,
  };
}

function patchOf(body: TeamUpdate, changed: ReadonlySet<string>): Updateable<TeamsTable> {
  const patch: Updateable<TeamsTable> = {};
  const { title, parent, permissions, restrictions, role, metadata } = body;
  if (changed.has("title") && title !== undefined) patch.title = title;
  if (changed.has("parent") && parent !== undefined) patch.parent = parent;
  if (changed.has("permissions") && permissions !== undefined) patch.permissions = permissions;
  if (changed.has("restrictions") && restrictions !== undefined) patch.restrictions = restrictions;
  if (changed.has("role") && role !== undefined) patch.role = role;
  if (changed.has("metadata") && metadata !== undefined) patch.metadata = toJson(metadata);
  return patch;
}

/** Refuses what the caller may not change (403 before 422, 409 last). */
async function checkChanges(
  trx: Kysely<Database>,
  principal: Principal,
  before: TeamRow,
  body: TeamUpdate,
  changed: ReadonlySet<string>,
  log: ServerDeps["log"],
): Promise<void> {
  if (changed.has("permissions") || changed.has("restrictions")) {
    requireFlagsEditable(principal, before);
  }
  if ([...changed].some((field) => field !== "parent")) requireTeamChangeable(principal, before);
  if (changed.has("metadata") && body.metadata !== undefined) {
    requirePermission(principal, "EditTeamOptionalFields");
    await requireValidMetadata(trx, "team", body.metadata, log);
  }
  if (changed.has("role") && body.role !== undefined) requireTeamRole(principal, body.role, log);
  if (changed.has("parent") && body.parent !== undefined) {
    if (before.parent === null) {
      throw unprocessable("The root team cannot be given a parent.", [
        { field: "/parent", message: "The root team has no parent.", code: "parent" },
      ]);
    }
    await requireUsableParent(trx, principal, body.parent, before.id);
  }
  if (changed.has("campaigns")) await requireCampaigns(trx, body.campaigns ?? []);
  if (changed.has("title") || changed.has("parent")) {
    await requireUniqueTitle(
      trx,
      body.parent ?? before.parent,
      body.title ?? before.title,
      before.id,
    );
  }
}

/** Makes the team's campaign links exactly `campaigns`. */
async function replaceCampaigns(
  trx: Kysely<Database>,
  team: string,
  campaigns: readonly string[],
  now: Date,
): Promise<void> {
  let removal = trx.deleteFrom("team_campaigns").where("team", "=", team);
  if (campaigns.length > 0) removal = removal.where("campaign", "not in", [...campaigns]);
  await removal.execute();
  if (campaigns.length === 0) return;
  await trx
    .insertInto("team_campaigns")
    .values(campaigns.map((campaign) => ({ team, campaign, created: now })))
    .onConflict((conflict) => conflict.columns(["team", "campaign"]).doNothing())
    .execute();
}

export function updateTeam(deps: ServerDeps): OperationHandler<"updateTeam"> {
  return async ({ params, body, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "EditTeam");
    rejectNulInBody(body);
    const now = deps.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      const before = await visibleTeam(trx, principal, params.id, { lock: true });
      const changes = changedFields(editable(before), requested(body));
      const changed = new Set(changes.map((change) => change.field));
      await checkChanges(trx, principal, before, body, changed, deps.log);
      if (changes.length === 0) return before;
      // Always touch the row, so the team's `updated` also follows a campaigns-only change.
      await trx
        .updateTable("teams")
        .set({ ...patchOf(body, changed), updated: now })
        .where("id", "=", before.id)
        .execute();
      if (changed.has("campaigns")) {
        await replaceCampaigns(trx, before.id, sorted(body.campaigns) ?? [], now);
      }
      const onlyParent = changes.length === 1 && changed.has("parent");
      await recordHistory(
        trx,
        principal,
        { target: before.id, targetType: "team", action: onlyParent ? "move" : "update", changes },
        now,
      );
      return trx
        .selectFrom("teams")
        .select(teamColumns(undefined))
        .where("teams.id", "=", before.id)
        .executeTakeFirstOrThrow();
    });
    return { status: 200, body: toTeam(row) };
  };
}
