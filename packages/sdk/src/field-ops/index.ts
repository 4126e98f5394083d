export {
  FIELD_LIST_DEFAULT_RANGE,
  fieldListRangeText,
  fieldListSpan,
  parseFieldListRange,
} from "./field-list-range";
export type { FieldListRange } from "./field-list-range";
export { fieldListFilters, fieldListQuery, fieldListRangeOf } from "./field-list-query";
export type { FieldListQuery, FieldListView } from "./field-list-query";
export { cancelRate, daysAfterSignUp } from "./cancel-facts";
export {
  EXCLUSION_PERIOD_MESSAGES,
  exclusionActiveOn,
  exclusionPeriodProblems,
  normalizeExclusionPeriod,
} from "./exclusion-period";
export type {
  ExclusionPeriod,
  ExclusionPeriodFieldProblem,
  ExclusionPeriodProblem,
} from "./exclusion-period";
