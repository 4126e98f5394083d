export {
  ROLES,
  isRole,
  rankAtOrBelow,
  rankBelow,
  isAdminLevel,
  isAdminOrManager,
  assertValidRole,
  canAssignRole,
} from "./roles";
export type { Role, RoleLogger } from "./roles";
export { RESOURCES, VERBS, basePermissions, hasBasePermission } from "./base-permissions";
export type { Resource, Verb, ResourceGrants } from "./base-permissions";
export {
  RESTRICTION_FLAGS,
  RESTRICTION_FLAG_RULES,
  isRestrictionFlag,
  flagAppliesTo,
  defaultRestrictions,
  effectiveRestrictions,
} from "./restriction-flags";
export type {
  RestrictionFlag,
  RestrictionFlagRule,
  EffectiveRestrictionsInput,
} from "./restriction-flags";
export {
  DEFAULT_FEATURES,
  ENABLING_TOGGLES,
  HIDING_TOGGLES,
  FEATURE_TOGGLES,
  featureToggle,
  withFeatureToggle,
  resolveFeatures,
} from "./features";
export type { Features, FeatureToggle } from "./features";
export { createPermissionContext } from "./context";
export type { PermissionContext, PermissionTarget, PermissionContextInput } from "./context";
export {
  NAMED_PERMISSIONS,
  ROUTE_GATE_PERMISSIONS,
  ACTION_PERMISSIONS,
  CREATE_MENU,
  isNamedPermission,
} from "./permission-names";
export type { NamedPermission } from "./permission-names";
export { PERMISSION_RULES } from "./named-permissions";
export type { NamedPermissionRule } from "./rule-helpers";
export { can, capabilities, canOnResource, canEditUserState, canEditUser } from "./capabilities";
export {
  SEARCH_SECTIONS,
  SEARCH_SECTION_PERMISSIONS,
  SEARCH_OPEN_PERMISSIONS,
  searchSections,
  canOpenSearchResult,
  canLookUpSubmissionId,
} from "./search-sections";
export type { SearchSection } from "./search-sections";
export {
  ROUTE_GATES,
  MENU_GATES,
  ACTION_ONLY_GATES,
  canOpenRoute,
  visibleMenuEntries,
} from "./gates";
export type { RoutePattern, MenuEntry } from "./gates";
export {
  TEAM_REFUSALS,
  TEAM_REFUSAL_MESSAGES,
  isRootTeam,
  teamChangeRefusal,
  teamFlagsRefusal,
  teamPlacementRefusal,
} from "./team-edit";
export type { TeamEditor, TeamRefusal, TeamSubject } from "./team-edit";
export {
  USER_ACTIONS,
  USER_ACTION_REFUSALS,
  canActOnUser,
  userActionMessage,
  userActionRefusalForAnyTarget,
} from "./user-actions";
export type { UserAction, UserActionRefusal, UserActionTarget } from "./user-actions";
export {
  HOMEPAGE_PROBLEMS,
  HOMEPAGE_PROBLEM_MESSAGES,
  homepageProblem,
  usableHomepage,
} from "./homepage";
export type { HomepageProblem } from "./homepage";
export { explainRoute, featureEffects, isRoutePattern } from "./explain";
export type { FlagSource, GateExplanation, HiddenCause, RouteExplanation } from "./explain";
