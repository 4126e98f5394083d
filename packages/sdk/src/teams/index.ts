export { TEAM_CYCLE_MESSAGE, isCycleParent, teamSubtreeIds } from "./team-subtree";
export type { TeamLink } from "./team-subtree";
