import type { Screens } from "../../areas/screens";
import { TeamEditGeneralPage, TeamEditOptionalPage, TeamNewPage } from "./TeamEditPages";
import { TeamProfilePage } from "./TeamProfilePage";
import { TeamsPage } from "./TeamsPage";

/** The team screens (issue #8): list, profile, create, edit sub-pages. */
export const screens: Screens = {
  teams: TeamsPage,
  teamProfile: TeamProfilePage,
  teamNew: TeamNewPage,
  teamEditGeneral: TeamEditGeneralPage,
  teamEditOptional: TeamEditOptionalPage,
};
