/**
 * The page patterns every screen composes (issue #8): list pages with their state in the
 * address, API queries that keep data on screen, forms that save through the API without losing
 * what was typed, edit frames with sub-page tabs, profiles with their history, live avatars and
 * the picture card that changes them.
 */
export { ListPage } from "./list/ListPage";
export type { ListCreateAction, ListPageProps } from "./list/ListPage";
export { listCallQuery, useListCall } from "./list/use-list-call";
export type {
  ListAnswer,
  ListCall,
  ListCallOptions,
  ListCallQuery,
  ListPageData,
} from "./list/use-list-call";
export { useListState } from "./list/use-list-state";
export type { ListChangeOptions } from "./list/use-list-state";
export {
  changeListState,
  fitsLimits,
  ignoredListParams,
  lastPageOf,
  listStateSearch,
  parseListState,
  SEARCH_ONLY_LIST,
} from "./list/list-state";
export type { ListNotice, ListState, ListStateChange, ListStateSpec } from "./list/list-state";
export { csvOf, downloadText } from "./list/csv-download";
export type { CsvDownloadColumn } from "./list/csv-download";
export { useApiQuery } from "./data/use-api-query";
export type { ApiQuery } from "./data/use-api-query";
export { useServerForm } from "./form/use-server-form";
export type { ServerForm, ServerFormOptions } from "./form/use-server-form";
export { saveFailureOf, fieldNameOfPointer } from "./form/problem-fields";
export type { SaveFailure } from "./form/problem-fields";
export { FormTextField } from "./form/FormTextField";
export { FormSelectField } from "./form/FormSelectField";
export { FormDayField } from "./form/FormDayField";
export { FormActions } from "./form/FormActions";
export { FormFailure } from "./form/FormFailure";
export { UnsavedChangesGuard } from "./form/UnsavedChangesGuard";
export { EditFrame } from "./form/EditFrame";
export type { EditTab } from "./form/EditFrame";
export { openableTabs } from "./form/edit-tabs";
export type { EditTabRoute } from "./form/edit-tabs";
export { EntityState } from "./profile/EntityState";
export { HistoryCard } from "./profile/HistoryCard";
export { EntityAvatar } from "./avatar/EntityAvatar";
export type { EntityAvatarProps } from "./avatar/EntityAvatar";
export { PictureCard } from "./avatar/PictureCard";
export type { PictureCardProps } from "./avatar/PictureCard";
export { OptionalFieldInput } from "./optional-fields/OptionalFieldInput";
export type { OptionalFieldInputProps } from "./optional-fields/OptionalFieldInput";
export { useOptionalFields } from "./optional-fields/use-optional-fields";
export { WithOptionalFields } from "./optional-fields/WithOptionalFields";
export type { OptionalFieldsQuery } from "./optional-fields/use-optional-fields";
export {
  metadataWithOptionalValues,
  metadataWithoutFields,
  optionalValuesOf,
  storedValueOf,
} from "./optional-fields/optional-values";
export type { OptionalValue, OptionalValues } from "./optional-fields/optional-values";
export { useOptionalFacts } from "./optional-fields/use-optional-facts";
export { GROW_WITH_ROWS, PageFrame } from "./page/PageFrame";
export type { PageWidth } from "./page/PageFrame";
