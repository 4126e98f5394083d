export {
  accountQuery,
  accountQueryDefaults,
  dateRangeParams,
  lastSubmissions,
  SORT_BY_PROCESSED,
  SORT_BY_RECEIVED,
} from "./account-queries";
export type {
  AccountQuery,
  AccountQueryOptions,
  DateOption,
  DateRangeInput,
  DateRangeParams,
} from "./account-queries";
export {
  SUBS_PARAMS,
  SUBS_PAGE_SIZES,
  SUBS_DEFAULT_PAGE_SIZE,
  SUBS_TEXT_MIN,
  SUBS_TEXT_MAX,
  PAYMENT_STATUSES,
  FREQUENCIES,
  MAX_ID_FILTER,
  MAX_CUSTOM_RANGE,
  changeSubsView,
  defaultSubsSort,
  defaultSubsView,
  isFilteredSubsView,
  parseSubsAddress,
  parseSubsRange,
  subsAddress,
  subsCsvQuery,
  subsQuery,
  subsRangeText,
} from "./subs-address";
export type {
  Frequency,
  PaymentStatus,
  SubsAddressOptions,
  SubsNotice,
  SubsNoticeReason,
  SubsQueryContext,
  SubsRange,
  SubsView,
  SubsViewChange,
} from "./subs-address.types";
export {
  DEFAULT_SUBS_COLUMNS,
  SUBMISSION_DETAIL_FIELDS,
  SUBMISSION_LOCATION_FIELDS,
  SUBS_COLUMNS_PREFERENCE,
  savedSubsColumns,
  subsColumnChoice,
  subsFieldPermission,
  visibleSubsFields,
  withSubsColumns,
} from "./subs-columns";
export {
  SUBS_EXPAND_CAP,
  SUBS_EXPAND_PAGE_SIZE,
  expandSubsSelection,
  subsExpandQuery,
  subsExpandStep,
} from "./subs-selection-expand";
export type {
  ExpandSubsOptions,
  SubsExpandFilter,
  SubsExpandOutcome,
  SubsExpandPage,
  SubsExpandState,
} from "./subs-selection-expand";
