/**
 * A team's name for people, from the index of the teams the operator may see. A team outside it
 * (a parent above a manager's own team) is named as "a team you cannot see", never by its id;
 * it is not a link, since its profile would refuse them.
 */
import type { Translate } from "../../i18n/use-t";
import type { TeamsIndex } from "./use-teams-index";

export interface TeamName {
  readonly title: string;
  /** The operator may see the team (its profile can be linked). */
  readonly visible: boolean;
}

export function teamName(index: TeamsIndex, id: string, t: Translate): TeamName {
  const team = index.byId.get(id);
  if (team !== undefined) return { title: team.title, visible: true };
  return { title: index.loading ? "…" : t("names.hiddenTeam"), visible: false };
}
