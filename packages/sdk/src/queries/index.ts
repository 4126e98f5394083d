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
