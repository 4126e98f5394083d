/**
 * The checks creating and updating a team share:
 *
 * - the parent exists, is in the caller's team scope and is not the team or one below it (422
 *   `/parent`);
 * - the campaigns exist (422 `/campaigns/<index>`);
 * - the team's role is at or below the caller's rank (422 `/role`, "… is not a valid role");
 * - no other team under the same parent has the same title, ignoring case (409 `/title`);
 * - restriction flags (`permissions`, `restrictions`) are set by admins only, and not on their
 *   own team (403): a team's flags limit its members, so its members may not lift them;
 * - the root team is root's alone to change (403).
 *
 * The 403s are the SDK's rules (`teamFlagsRefusal`, `teamChangeRefusal`) and messages.
 */
import {
  TEAM_REFUSAL_MESSAGES,
  rankAtOrBelow,
  teamChangeRefusal,
  teamFlagsRefusal,
  type Role,
  type TeamSubject,
} from "@canvass/sdk/permissions";
import { TEAM_CYCLE_MESSAGE, isCycleParent } from "@canvass/sdk/teams";
import { sql, type Kysely } from "kysely";
import { teamSubtree, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { conflict, forbidden, unprocessable, type FieldError } from "../../http/index.js";
import type { LogLine } from "../../services.js";
import { teamInScope, teamScope } from "./team-scope.js";

export async function requireUsableParent(
  db: Kysely<Database>,
  principal: Principal,
  parent: string,
  movingTeam?: string,
): Promise<void> {
  const refuse = (message: string) =>
    unprocessable("The parent team cannot be used.", [
      { field: "/parent", message, code: "parent" },
    ]);
  // Locking the parent serialises creates and moves under it (the title check below).
  const row = await db
    .selectFrom("teams")
    .select("id")
    .where("id", "=", parent)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined || !teamInScope(await teamScope(db, principal), row.id)) {
    throw refuse(`There is no team ${parent} that you may use.`);
  }
  // The subtree comes from SQL; what it means (the SDK's `isCycleParent`) and its words are one.
  if (movingTeam !== undefined && isCycleParent(await teamSubtree(db, movingTeam), parent)) {
    throw refuse(TEAM_CYCLE_MESSAGE);
  }
}

/** The distinct campaign ids, all of which must exist. */
export async function requireCampaigns(
  db: Kysely<Database>,
  campaigns: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(campaigns)];
  if (unique.length === 0) return unique;
  const found = new Set(
    (await db.selectFrom("campaigns").select("id").where("id", "in", unique).execute()).map(
      (row) => row.id,
    ),
  );
  const errors: FieldError[] = [];
  campaigns.forEach((id, index) => {
    if (!found.has(id)) {
      errors.push({
        field: `/campaigns/${index}`,
        message: `There is no campaign ${id}.`,
        code: "campaign",
      });
    }
  });
  if (errors.length > 0) throw unprocessable("Some campaigns do not exist.", errors);
  return unique;
}

export function requireTeamRole(principal: Principal, role: Role, log: LogLine): void {
  if (rankAtOrBelow(principal.player.role).includes(role)) return;
  const message = `${role} is not a valid role`;
  log({ player: principal.player.id, callerRole: principal.player.role, role }, message);
  throw unprocessable(`A team's role must be at or below your own (${principal.player.role}).`, [
    { field: "/role", message, code: "role" },
  ]);
}

export async function requireUniqueTitle(
  db: Kysely<Database>,
  parent: string | null,
  title: string,
  exceptTeam?: string,
): Promise<void> {
  let query = db
    .selectFrom("teams")
    .select("id")
    .where(sql`lower(title)`, "=", title.toLowerCase())
    .where("parent", parent === null ? "is" : "=", parent);
  if (exceptTeam !== undefined) query = query.where("id", "!=", exceptTeam);
  if ((await query.executeTakeFirst()) === undefined) return;
  throw conflict("Another team under the same parent already has this title.", [
    { field: "/title", message: `There is already a team "${title}" here.`, code: "unique" },
  ]);
}

/** Only admins set restriction flags, never on their own team nor on the root team (root may). */
export function requireFlagsEditable(principal: Principal, team: TeamSubject | undefined): void {
  const refusal = teamFlagsRefusal(principal.player, team);
  if (refusal !== undefined) throw forbidden(TEAM_REFUSAL_MESSAGES[refusal]);
}

/** Only root changes the root team (its parent has a rule of its own, for everyone). */
export function requireTeamChangeable(principal: Principal, team: TeamSubject): void {
  const refusal = teamChangeRefusal(principal.player, team);
  if (refusal !== undefined) throw forbidden(TEAM_REFUSAL_MESSAGES[refusal]);
}
