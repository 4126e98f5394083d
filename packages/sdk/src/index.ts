/**
 * The public API of @canvass/sdk: every name is listed explicitly (types with `export type`).
 * Nothing from `generated/` leaks out unwrapped. Grouped by area; each area's folder has the code.
 */

// The contract: the operation table and the generated types
export type {
  OperationDescriptor,
  OperationServer,
  RetryPolicy,
} from "./contract/operation-descriptor";
export { operations, getOperation, findOperation } from "./contract/operations";
export type { OperationId } from "./contract/operations";
export type { ApiPaths, ApiComponents, ApiOperations, Schema } from "./contract/types";

// Middleware constants and the types a caller injects
export {
  DEFAULT_TIMEOUT_MS,
  DEVICE_INFO_HEADER,
  LOCATION_HEADER,
  LOCATION_REFRESH_MS,
  MAX_CONSECUTIVE_UNAUTHORIZED,
  META_HEADER_INTERVAL_MS,
  CACHE_STATUS_HEADER,
} from "./middleware";
export type { DeviceInfo, GeoPosition, LocationProvider, CacheStatus } from "./middleware";

// client
export {
  AUTH_ERROR_HEADER,
  AbortedError,
  AuthError,
  CanvassError,
  ENTITY_TYPE_HEADER,
  HttpError,
  NetworkError,
  TimeoutError,
  applyTag,
  createCanvassClient,
  createRetryFetch,
  failure,
  isAbortedError,
  isAuthError,
  isCanvassError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  matchesStatusClass,
  retryDelay,
  sleep,
  success,
  systemClock,
  toFormData,
} from "./client";
export type {
  AppInfo,
  CallArgs,
  CallData,
  CallInit,
  CanvassClient,
  CanvassClientOptions,
  CanvassErrorKind,
  ClientConfig,
  ClientError,
  ClientEventName,
  ClientEvents,
  Clock,
  EntityType,
  Failure,
  FetchAllPage,
  FetchFn,
  ForcedLogoutEvent,
  HostOptions,
  IdTypeResult,
  Listener,
  PageItem,
  PagedOperationId,
  ParseAs,
  Problem,
  RequestEvent,
  ResponseEvent,
  Result,
  Session,
  SessionAccessor,
  Sleep,
  Success,
  Unsubscribe,
} from "./client";

// storage
export {
  STORAGE_DB_NAME,
  STORAGE_SIZE_BYTES,
  STORAGE_STORE_NAME,
  createIndexedDbStorage,
  createLocalStorage,
  createMemoryStorage,
} from "./storage";
export type {
  IndexedDbStorageOptions,
  LocalStorageLike,
  LocalStorageOptions,
  StorageAdapter,
} from "./storage";

// logging
export {
  consoleLogger,
  createUsageLogger,
  defaultLogger,
  isLoopbackHost,
  silentLogger,
} from "./logging";
export type {
  Logger,
  UsageCategory,
  UsageEvent,
  UsageEventInput,
  UsageLogger,
  UsageLoggerOptions,
} from "./logging";

// queries
export {
  SORT_BY_PROCESSED,
  SORT_BY_RECEIVED,
  accountQuery,
  accountQueryDefaults,
  dateRangeParams,
  lastSubmissions,
} from "./queries";
export type {
  AccountQuery,
  AccountQueryOptions,
  DateOption,
  DateRangeInput,
  DateRangeParams,
} from "./queries";

// tokens
export {
  AUTH_REASONS,
  isChallengeOver,
  basicAuthHeader,
  decodeBase64UrlUtf8,
  encodeBase64Utf8,
  isTokenValid,
  parseToken,
} from "./tokens";
export type {
  AuthReason,
  ParseTokenOptions,
  ParseTokenResult,
  SessionTokenPayload,
  TokenInvalidReason,
  TokenValidityOptions,
} from "./tokens";

// permissions
export {
  ACTION_ONLY_GATES,
  ACTION_PERMISSIONS,
  CREATE_MENU,
  DEFAULT_FEATURES,
  ENABLING_TOGGLES,
  FEATURE_TOGGLES,
  HIDING_TOGGLES,
  MENU_GATES,
  NAMED_PERMISSIONS,
  PERMISSION_RULES,
  RESOURCES,
  RESTRICTION_FLAGS,
  RESTRICTION_FLAG_RULES,
  ROLES,
  ROUTE_GATES,
  ROUTE_GATE_PERMISSIONS,
  SEARCH_OPEN_PERMISSIONS,
  SEARCH_SECTIONS,
  SEARCH_SECTION_PERMISSIONS,
  VERBS,
  assertValidRole,
  basePermissions,
  can,
  canAssignRole,
  canEditUser,
  canEditUserState,
  canLookUpSubmissionId,
  canOnResource,
  canOpenRoute,
  canOpenSearchResult,
  capabilities,
  createPermissionContext,
  defaultRestrictions,
  effectiveRestrictions,
  featureToggle,
  flagAppliesTo,
  hasBasePermission,
  isAdminLevel,
  isAdminOrManager,
  isNamedPermission,
  isRestrictionFlag,
  isRole,
  rankAtOrBelow,
  rankBelow,
  rankIndex,
  resolveFeatures,
  searchSections,
  visibleMenuEntries,
  withFeatureToggle,
} from "./permissions";
export type {
  EffectiveRestrictionsInput,
  FeatureToggle,
  Features,
  MenuEntry,
  NamedPermission,
  NamedPermissionRule,
  PermissionContext,
  PermissionContextInput,
  PermissionTarget,
  Resource,
  ResourceGrants,
  RestrictionFlag,
  RestrictionFlagRule,
  Role,
  RoleLogger,
  RoutePattern,
  SearchSection,
  Verb,
} from "./permissions";

// locale
export {
  DEFAULT_LOCALE,
  LANGUAGE_DEFAULT_LOCALE,
  LANGUAGE_OPTIONS,
  SUPPORTED_LOCALES,
  canSwitchLanguage,
  canonicalLocaleCode,
  isSupportedLocale,
  languagePart,
  normalizeLocale,
  parseLocale,
} from "./locale";
export type { Language, LanguageOption, Locale } from "./locale";

// search
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SUBMISSION_ID_TERM_PATTERN,
  idEntityPath,
  isSearchable,
  isSubmissionIdTerm,
  lookupPath,
  normalizeSearchTerm,
  searchResultPath,
  submissionIdFromTerm,
} from "./search";
export type { IdEntityType, SearchResultItem, SearchResultSection } from "./search";

// dates
export {
  CANCEL_LIST_DEFAULT_RANGE,
  DATE_RANGE_PRESETS,
  DEFAULT_FIRST_DAY_OF_WEEK,
  DEFAULT_TIME_ZONES,
  DURATION_DAYS,
  NAMED_RANGES,
  assertTimeZone,
  dateRange,
  durationToDays,
  formatDate,
  isValidTimeZone,
  namedRange,
} from "./dates";
export type {
  CustomRange,
  CustomRangeDirection,
  CustomRangeOptions,
  CustomRangeUnit,
  DateRangeContext,
  DateRangeKind,
  DateRangeQuery,
  DayOfWeek,
  DefaultTimeZone,
  DurationUnit,
  FormatDateOptions,
  NamedRange,
  PresetRangeKind,
} from "./dates";

// money
export {
  CURRENCY_BY_COUNTRY,
  DEFAULT_CURRENCY,
  currencyForCountry,
  formatMoney,
  formatNumber,
} from "./money";
export type { CurrencyCode, CurrencyCountry } from "./money";

// holidays
export {
  HOLIDAYS,
  HOLIDAY_COOKIE_HOURS_PER_DAY,
  activeHoliday,
  holidayCookieMaxAgeSeconds,
} from "./holidays";
export type {
  ActiveHoliday,
  ActiveHolidayOptions,
  DatedHoliday,
  FixedHoliday,
  Holiday,
  HolidayId,
} from "./holidays";

// text
export {
  compareIgnoringArticles,
  escapeHtml,
  fullName,
  locationLabel,
  markdownLite,
  matchesFilter,
  sortFieldName,
  stripLeadingArticle,
  titleCase,
  trimSingleInput,
} from "./text";
export type { FilterRule, LocationParts, NameParts } from "./text";

// csv
export {
  CSV_LINE_END,
  csvField,
  csvHeaderLine,
  csvRowLine,
  csvText,
  toCsv,
  toCsvStream,
} from "./csv";
export type { CsvColumn } from "./csv";

// ids
export {
  SHORT_ID_LENGTH,
  SHORT_ID_MAX_ATTEMPTS,
  SUBMISSION_ID_PATTERN,
  isSubmissionId,
  shortId,
  toSubmissionId,
} from "./ids";
export type {
  IsIdUsed,
  RandomUuid,
  ShortIdOptions,
  ShortIdResult,
  UniqueShortIdOptions,
} from "./ids";

// geo
export {
  BFS_NODE_LIMIT,
  DEFAULT_MAP_CENTER,
  MIN_RING_POSITIONS,
  SIMPLIFY_ITERATIONS,
  SIMPLIFY_MAX_POINTS,
  breadthFirstFind,
  simplifyPolygon,
} from "./geo";
export type {
  BreadthFirstOptions,
  MultiPolygonGeometry,
  PolygonGeometry,
  Position,
  SimplifyPolygonOptions,
} from "./geo";

// settings
export {
  BREAKPOINTS,
  CLIENTS_DEFAULT_PAGE_SIZE,
  CONFIG_POLL_MS,
  CONFIG_VERSION,
  DEFAULT_DASHBOARD_TYPE,
  DEFAULT_PAGE_SIZE,
  EXPORT_FORMATS,
  FALLBACK_HOSTNAME,
  FETCH_ALL_PAGE_SIZE,
  FORCED_LOGOUT_AFTER_401S,
  HISTORY_PAGE_SIZE,
  HOVER_HIDE_DELAY_MS,
  LARGE_PAGE_SIZE_OPTIONS,
  LAST_SUBMISSIONS_DEFAULT,
  LOGOUT_RELOAD_DELAY_MS,
  NAV_CHILD_GAP_PX,
  NAV_CHILD_HEIGHT_PX,
  NOTIFICATION_DISMISS_MS,
  PAGE_SIZE_OPTIONS,
  SIZES,
  STORAGE_DEFAULTS,
  TEXTAREA_RESIZE,
  readSetting,
  resolveHostConfig,
  valueKind,
} from "./settings";
export type {
  ExportFormat,
  HostConfigResolution,
  PageSize,
  ReadSettingOptions,
  ResolveHostConfigOptions,
  Size,
  TextareaResize,
  ValueKind,
  WarningLogger,
} from "./settings";

// fields
export {
  BOOLEAN_FIELDS,
  DATE_FIELDS,
  DEFAULT_FIELD_CATALOGUE,
  PAYMENT_FIELDS,
  QUERY_FIELDS,
  UPPERCASE_FIELDS,
  UTC_DATE_FIELDS,
  buildFieldCatalogue,
  createFieldSet,
  fieldCatalogueFromSettings,
  fieldGroup,
  fieldGroups,
  fieldSetHas,
  isBooleanField,
  isDateField,
  isHiddenField,
  isPaymentField,
  isUppercaseField,
  isUtcDateField,
  matchesFieldPattern,
  visibleFields,
  DEFAULT_METADATA_MAX_LENGTH,
  HOMEPAGE_KEY,
  MAX_METADATA_FIELDS,
  isEmptyMetadataValue,
  metadataFieldLabel,
  metadataFieldsOf,
  metadataInputOf,
  metadataProblemText,
  metadataProblems,
  metadataValueOf,
  metadataValueProblem,
} from "./fields";
export type {
  FieldCatalogue,
  FieldCatalogueChanges,
  FieldGroup,
  FieldSet,
  FieldSetChanges,
  MetadataField,
  MetadataFieldType,
  MetadataProblem,
  PortalFieldSettings,
  QueryField,
} from "./fields";

// masks
export {
  DATE_MASK_MAX_YEAR,
  DATE_MASK_MIN_YEAR,
  DATE_MASK_PATTERN,
  NUMBER_MASK_DECIMALS,
  NUMBER_MASK_RADIX,
  allowsNegative,
  applyDateMask,
  formatDateMask,
  formatNumberMask,
  numericInputAttributes,
  parseDateMask,
  parseNumberMask,
  parseNumericInput,
} from "./masks";
export type {
  DateMaskRange,
  NumberMaskOptions,
  NumberRadix,
  NumericInputAttributes,
  NumericInputLimits,
} from "./masks";

// bulk user creation: file table, column mapping, rows and local checks (issue #8)
export {
  BULK_DEFAULTABLE_FIELDS,
  BULK_FIELDS,
  BULK_HEADER_SYNONYMS,
  BULK_REQUIRED_FIELDS,
  BULK_TEMPLATE_HEADERS,
  bulkTemplateCsv,
  cellText,
  checkBulkRows,
  fieldOfHeader,
  fieldPointer,
  fileLineOf,
  foldHeader,
  guessBulkMapping,
  isBulkField,
  isEmailSyntax,
  mergeRowProblems,
  parseCsvTable,
  pointerField,
  rowProblemsFromPointers,
  tableFromCells,
  toBulkRow,
  toBulkRows,
  withColumn,
  type BulkCheckOptions,
  type BulkDefaults,
  type BulkField,
  type BulkFieldProblem,
  type BulkMapping,
  type BulkRowProblem,
  type BulkTable,
  type PlayerBulkRow,
} from "./bulk";
