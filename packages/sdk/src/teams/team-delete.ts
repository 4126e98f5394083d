/**
 * Deleting a team (spec §5; `DELETE /teams/{id}/`): the base permission `teams:delete` (admin and
 * manager), never the root team, and only an empty team. What keeps a team is one of
 * `TEAM_DELETE_BLOCKERS`: the server's 409 names each in `errors[].code` (field `path.id`) with
 * its English words, and the console translates the code. The console shows Delete only where
 * `mayDeleteTeam` holds; the server refuses the rest (403 for the root team).
 */
import { canOnResource } from "../permissions/capabilities";
import type { Role } from "../permissions/roles";
import { isRootTeam } from "../permissions/team-edit";

/** What a team still holds that keeps it from being deleted, in the order the server checks. */
export const TEAM_DELETE_BLOCKERS = ["sub-teams", "users", "submissions"] as const;

export type TeamDeleteBlocker = (typeof TEAM_DELETE_BLOCKERS)[number];

/** The server's English text of each blocker (the console shows its own translation). */
export const TEAM_DELETE_BLOCKER_MESSAGES: Readonly<Record<TeamDeleteBlocker, string>> = {
  "sub-teams": "The team still has sub-teams: move or delete them first.",
  users: "The team still has users: move or delete them first.",
  submissions: "The team has submissions: a team with submissions stays.",
};

export function isTeamDeleteBlocker(code: unknown): code is TeamDeleteBlocker {
  return TEAM_DELETE_BLOCKERS.some((blocker) => blocker === code);
}

/** Whether `role` may delete `team` as far as rules go (the server still checks it is empty). */
export function mayDeleteTeam(
  operator: { readonly role: Role },
  team: { readonly parent: string | null },
): boolean {
  return canOnResource(operator, "teams", "delete") && !isRootTeam(team);
}
