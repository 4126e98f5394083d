export { TEAM_CYCLE_MESSAGE, isCycleParent, teamSubtreeIds } from "./team-subtree";
export type { TeamLink } from "./team-subtree";
export {
  TEAM_DELETE_BLOCKERS,
  TEAM_DELETE_BLOCKER_MESSAGES,
  isTeamDeleteBlocker,
  mayDeleteTeam,
} from "./team-delete";
export type { TeamDeleteBlocker } from "./team-delete";
