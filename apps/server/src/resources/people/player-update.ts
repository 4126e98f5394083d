/**
 * `POST /players/{id}/`: changes the fields sent (only those that differ count as changes).
 *
 * - Anything: EditUser (yourself, or admin or manager for a user below your rank; not
 *   `noupdateplayers`), else 403.
 * - `status`, `role`, `team`: the SDK's `canActOnUser` (never yourself: each would end your own
 *   session; `status` needs EditUserState), else 403 with its message.
 * - `role`: strictly below your rank (422 `/role`); `team`: a team in your scope (422 `/team`),
 *   not the root team unless you are root (403, the SDK's `teamPlacementRefusal`).
 * - `email`: unique (409); `metadata`: the optional-fields permission, then the optional fields
 *   of the portal settings (422 `/metadata/<key>`).
 *
 * A change of team or role, or a deactivation, revokes the user's sessions (their token's claims
 * no longer match). The change is written to the history in the same transaction.
 */
import { canActOnUser, userActionMessage, type UserAction } from "@canvass/sdk/permissions";
import type { Updateable } from "kysely";
import type { HistoryChange, PlayersTable } from "../../db/index.js";
import { isUniqueViolation, toJson } from "../../db/index.js";
import {
  principalOf,
  requirePermission,
  requireResource,
  revokeSessions,
} from "../../auth/index.js";
import { forbidden, type OperationHandler, type RequestBody } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { changedFields, recordHistory, type HistoryAction } from "../history-entries.js";
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from "../player-row.js";
import { requireValidMetadata } from "./metadata-fields.js";
import { visiblePlayer } from "./player-lookup.js";
import {
  duplicateLogin,
  requireAssignableRole,
  requireUniqueLogin,
  requireUsableTeam,
  uniqueIndexField,
} from "./player-rules.js";
import { rejectNulInBody } from "./text-input.js";

type PlayerUpdate = RequestBody<"updatePlayer">;

/** The history action of a change: the specific verb when it is the only change. */
function actionOf(changes: readonly HistoryChange[]): HistoryAction {
  const [only] = changes;
  if (changes.length !== 1 || only === undefined) return "update";
  if (only.field === "team") return "move";
  if (only.field === "status") return only.to === 0 ? "deactivate" : "activate";
  return "update";
}

function editable(row: PlayerRow): Record<keyof PlayerUpdate, unknown> {
  return {
    status: row.status,
    team: row.team,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    metadata: row.metadata,
  };
}

/** The columns to set: the fields sent that differ from the stored ones. */
function patchOf(body: PlayerUpdate, changed: ReadonlySet<string>): Updateable<PlayersTable> {
  const patch: Updateable<PlayersTable> = {};
  const { status, team, firstname, lastname, email, role, metadata } = body;
  if (changed.has("status") && status !== undefined) patch.status = status;
  if (changed.has("team") && team !== undefined) patch.team = team;
  if (changed.has("firstname") && firstname !== undefined) patch.firstname = firstname;
  if (changed.has("lastname") && lastname !== undefined) patch.lastname = lastname;
  if (changed.has("email") && email !== undefined) patch.email = email;
  if (changed.has("role") && role !== undefined) patch.role = role;
  if (changed.has("metadata") && metadata !== undefined) patch.metadata = toJson(metadata);
  return patch;
}

export function updatePlayer(deps: ServerDeps): OperationHandler<"updatePlayer"> {
  return async ({ params, body, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "update");
    rejectNulInBody(body);
    const now = deps.now();
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        const before = await visiblePlayer(trx, principal, params.id, { lock: true });
        const target = { id: before.id, role: before.role };
        requirePermission(principal, "EditUser", target);
        const changes = changedFields(editable(before), body);
        const changed = new Set(changes.map((change) => change.field));
        const requireAction = (action: UserAction) => {
          const refusal = canActOnUser(principal.permissions, target, action);
          if (refusal === undefined) return;
          throw forbidden(userActionMessage(action, refusal, principal.player.role));
        };
        if (changed.has("status")) requireAction("setStatus");
        if (changed.has("role") && body.role !== undefined) {
          requireAction("changeRole");
          requireAssignableRole(principal, body.role, deps.log);
        }
        if (changed.has("team") && body.team !== undefined) {
          requireAction("move");
          await requireUsableTeam(trx, principal, body.team);
        }
        if (changed.has("email")) await requireUniqueLogin(trx, { email: body.email }, before.id);
        if (changed.has("metadata") && body.metadata !== undefined) {
          requirePermission(principal, "EditUserOptionalFields", target);
          await requireValidMetadata(trx, "user", body.metadata, deps.log);
        }
        if (changes.length === 0) return before;

        const updated = await trx
          .updateTable("players")
          .set(patchOf(body, changed))
          .where("id", "=", before.id)
          .returning(PLAYER_COLUMNS)
          .executeTakeFirstOrThrow();
        if (
          changed.has("team") ||
          changed.has("role") ||
          (changed.has("status") && body.status === 0)
        ) {
          await revokeSessions(trx, before.id, now);
        }
        await recordHistory(
          trx,
          principal,
          { target: before.id, targetType: "player", action: actionOf(changes), changes },
          now,
        );
        return updated;
      });
      return { status: 200, body: toPlayer(row, now) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw duplicateLogin([uniqueIndexField((error as { constraint?: unknown }).constraint)]);
      }
      throw error;
    }
  };
}
