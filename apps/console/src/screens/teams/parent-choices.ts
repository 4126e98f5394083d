/**
 * The teams a team may go under: every team the operator sees except the team itself and its
 * sub-teams (the SDK's `teamSubtreeIds`: a team under its own descendant would make a cycle;
 * the server refuses it too).
 */
import { teamSubtreeIds, type TeamLink as SdkTeamLink } from "@canvass/sdk/teams";

export interface TeamLink extends SdkTeamLink {
  readonly title: string;
}

/** Dropdown options for the parent of `editing` (undefined: a new team, every team fits). */
export function parentChoices(
  teams: readonly TeamLink[],
  editing: string | undefined,
): { value: string; display: string }[] {
  const excluded = editing === undefined ? new Set<string>() : teamSubtreeIds(teams, editing);
  return teams
    .filter((team) => !excluded.has(team.id))
    .map((team) => ({ value: team.id, display: team.title }));
}
