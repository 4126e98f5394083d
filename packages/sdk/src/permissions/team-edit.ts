/**
 * Who may change a team (spec §6 "Rank rules", decision 0006): the server refuses with 403 and
 * the console disables the control, both from these predicates and their reason codes.
 *
 * - Restriction flags (`permissions`, `restrictions`) are set by admins only (root included), and
 *   never on the admin's own team: a team's flags limit its members, so they may not lift them.
 * - The root team (the team with no parent) is root's alone: admin sees "all but root", so an
 *   admin may not rename it, change its role, campaigns, flags or fields, nor put users in it.
 *   Creating a team under the root team stays allowed.
 */
import { isAdminLevel, type Role } from "./roles";

/** The operator: their role and their own team's id (unknown while signing in). */
export interface TeamEditor {
  readonly role: Role;
  readonly team: string | undefined;
}

/** The team acted on: `parent: null` marks the root team; `undefined` is a team being created. */
export interface TeamSubject {
  readonly id: string;
  readonly parent: string | null;
}

export const TEAM_REFUSALS = ["notAdmin", "ownTeam", "rootTeam"] as const;

/** Why a team change is refused: the console translates the code, the server sends the text. */
export type TeamRefusal = (typeof TEAM_REFUSALS)[number];

/** The English text of each refusal (the server's 403 detail). */
export const TEAM_REFUSAL_MESSAGES: Readonly<Record<TeamRefusal, string>> = {
  notAdmin: "Only admins may set a team's permissions or restrictions.",
  ownTeam: "You cannot change the permissions or restrictions of your own team.",
  rootTeam: "Only root may change the root team or put users in it.",
};

/** Whether the team is the root team (the only team without a parent). */
export function isRootTeam(team: Pick<TeamSubject, "parent">): boolean {
  return team.parent === null;
}

/**
 * Why `editor` may not change `team` (its title, role, campaigns, flags or fields), or
 * `undefined` when they may. Only the root team is refused here, to everyone but root.
 */
export function teamChangeRefusal(editor: TeamEditor, team: TeamSubject): TeamRefusal | undefined {
  return isRootTeam(team) && editor.role !== "root" ? "rootTeam" : undefined;
}

/** Why `editor` may not put users in `team` (create, move), or `undefined` when they may. */
export function teamPlacementRefusal(
  editor: TeamEditor,
  team: Pick<TeamSubject, "parent">,
): TeamRefusal | undefined {
  return isRootTeam(team) && editor.role !== "root" ? "rootTeam" : undefined;
}

/**
 * Why `editor` may not set the restriction flags of `team` (`undefined`: a team being created),
 * or `undefined` when they may: admins only, not on their own team nor on the root team (root
 * may everywhere).
 */
export function teamFlagsRefusal(
  editor: TeamEditor,
  team: TeamSubject | undefined,
): TeamRefusal | undefined {
  if (!isAdminLevel(editor.role)) return "notAdmin";
  if (editor.role === "root" || team === undefined) return undefined;
  if (team.id === editor.team) return "ownTeam";
  return teamChangeRefusal(editor, team);
}
