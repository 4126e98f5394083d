// @canvass/sdk/accounts: the rules of submissions (accounts) shared by the server and the console.
export { sameAccountValue } from "./same-value";
export type { AccountValue } from "./same-value";
export { LOOKUP_MAX_IDS, isSubmissionId, parseLookupIds } from "./lookup-ids";
export type { LookupIds } from "./lookup-ids";
export { LOOKUP_TABS, isLookupTab, lookupTabs, openingLookupTab } from "./lookup-tabs";
export type { LookupTab } from "./lookup-tabs";
export {
  accountInput,
  accountInputText,
  editableAccountFields,
  readAccountInput,
} from "./edit-fields";
export type {
  AccountInput,
  AccountInputKind,
  AccountInputProblem,
  AccountInputResult,
  EditValidator,
  EditValidators,
} from "./edit-fields";
export { accountValueProblem, describeAccountValueProblem } from "./edit-value-check";
export {
  ACCOUNT_VALIDATORS_KEY,
  hostValidatorProblem,
  accountEditRulesOf,
  accountValidatorsOf,
} from "./edit-rules";
export type { AccountEditRules } from "./edit-rules";
export {
  CHANGE_REASON_MAX_LENGTH,
  accountChanges,
  changeProblems,
  isChangeReason,
} from "./change-request";
export type {
  AccountChange,
  AccountChangeRequest,
  AccountChangeValue,
  ChangeProblem,
} from "./change-request";
export { DETAIL_GROUPS, detailGroup, detailSections } from "./detail-groups";
export type { DetailGroup, DetailSection } from "./detail-groups";
