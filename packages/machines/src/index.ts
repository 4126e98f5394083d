export { searchMachine } from "./search/search.machine";
export { createSearchActors } from "./search/search.actors";
export {
  resultCount,
  sectionPaths,
  singleResultPath,
  viewAllPath,
  visibleResults,
} from "./search/search.results";
export { selectSearchView } from "./search/search.selectors";
export type { SearchStatus, SearchView } from "./search/search.selectors";
export type {
  CheckIdExistsInput,
  IdExistsResult,
  NavigateParams,
  SearchAllInput,
  SearchContext,
  SearchEvent,
  SearchInput,
  SearchResults,
} from "./search/search.types";
export { menuMachine } from "./menu/menu.machine";
export { createMenuActors } from "./menu/menu.actors";
export { applySorting, isMenuGroup, itemHolding, moveEntry } from "./menu/menu.order";
export { selectMenuView } from "./menu/menu.selectors";
export type { MenuView } from "./menu/menu.selectors";
export type {
  MenuContext,
  MenuEvent,
  MenuInput,
  MenuOrder,
  MenuOrderEmitted,
  MenuSortingEntry,
  SaveMenuSortingInput,
} from "./menu/menu.types";
export { AVATAR_FALLBACK_ICONS, avatarMachine } from "./avatar/avatar.machine";
export { selectAvatarView } from "./avatar/avatar.selectors";
export type { AvatarView } from "./avatar/avatar.selectors";
export type {
  AvatarContext,
  AvatarEvent,
  AvatarFallbackIcon,
  AvatarInput,
  AvatarKind,
  AvatarSubject,
  FetchAvatarInput,
  ReleaseImageParams,
} from "./avatar/avatar.types";
export { sessionMachine } from "./session/session.machine";
export { sessionActions, sessionActors } from "./session/session.actors";
export { ROLE_HOME_PATHS, resolveHomePath } from "./session/session.home";
export type { HomePathInput } from "./session/session.home";
export { selectHomePath, selectIsSignedIn } from "./session/session.selectors";
export type { SessionSnapshot } from "./session/session.selectors";
export type {
  FetchTeamInput,
  FetchUserInput,
  LogOutInput,
  PendingLogout,
  SessionConfiguration,
  SessionContext,
  SessionEvent,
  SessionInput,
  SignedOutReason,
} from "./session/session.types";
export { languageMachine } from "./language/language.machine";
export { languageActions, languageActors } from "./language/language.actors";
export { mergeBundle } from "./language/language.bundle";
export type {
  ActivateBundleParams,
  DocumentLangParams,
  LanguageContext,
  LanguageEvent,
  LanguageFailure,
  LanguageInput,
  LoadBundleInput,
  LocaleBundle,
  LocaleBundleOverrides,
  MessageTree,
  SavePreferencesInput,
} from "./language/language.types";
export { signInMachine } from "./sign-in/sign-in.machine";
export { createSignInActors } from "./sign-in/sign-in.actors";
export { TWO_FACTOR_CODE_PATTERN } from "./sign-in/sign-in.types";
export type {
  SignInContext,
  SignInEvent,
  SignInFailure,
  SignInInput,
  SignInStep,
} from "./sign-in/sign-in.types";
export { notificationsMachine } from "./notifications/notifications.machine";
export { selectConfirmation, selectToasts } from "./notifications/notifications.selectors";
export type { ConfirmationView, ToastView } from "./notifications/notifications.selectors";
export type {
  Confirmation,
  ConfirmationRequest,
  NotificationRequest,
  NotificationsContext,
  NotificationsEvent,
  Severity,
  Toast,
} from "./notifications/notifications.types";
export { feedbackPopupMachine } from "./feedback-popup/feedback-popup.machine";
export { createFeedbackPopupActors } from "./feedback-popup/feedback-popup.actors";
export { FEEDBACK_MAX_LENGTH, canSendFeedback } from "./feedback-popup/feedback-popup.types";
export type {
  FeedbackFailure,
  FeedbackPopupContext,
  FeedbackPopupEvent,
  FeedbackPopupInput,
} from "./feedback-popup/feedback-popup.types";
export { bulkImportMachine } from "./bulk-import/bulk-import.machine";
export { createBulkImportActors } from "./bulk-import/bulk-import.actors";
export {
  canOpenStep,
  createCount,
  mappingComplete,
  needsColumn,
  validRowCount,
} from "./bulk-import/bulk-import.rules";
export { selectBulkImportView } from "./bulk-import/bulk-import.selectors";
export type {
  BulkCheckView,
  BulkCreateView,
  BulkImportSnapshot,
  BulkImportView,
} from "./bulk-import/bulk-import.selectors";
export { BULK_STEPS } from "./bulk-import/bulk-import.types";
export type {
  BulkAnnouncement,
  BulkCallError,
  BulkCreateMode,
  BulkCreateOutcome,
  BulkDefaultField,
  BulkImportContext,
  BulkImportEvent,
  BulkImportInput,
  BulkInputMode,
  BulkReadOutcome,
  BulkReadProblem,
  BulkReport,
  BulkSource,
  BulkStep,
  CheckRowsInput,
  CreateRowsInput,
  ReadSourceInput,
} from "./bulk-import/bulk-import.types";
export { MACHINES } from "./catalogue";
export { lookupMachine } from "./lookup/lookup.machine";
export { createLookupActors } from "./lookup/lookup.actors";
export { selectLookupView } from "./lookup/lookup.selectors";
export type {
  ConflictRow,
  LookupStep,
  LookupTabView,
  LookupView,
  ReviewRow,
} from "./lookup/lookup.selectors";
export { LOOKUP_SLOW_SAVE_MS } from "./lookup/lookup.types";
export type {
  AccountRecord,
  CheckValuesInput,
  CheckValuesOutput,
  FieldProblem,
  LoadAccountsInput,
  LoadAccountsOutput,
  LookupContext,
  LookupEvent,
  LookupFailure,
  LookupInput,
  SaveChangesInput,
  SaveChangesOutput,
} from "./lookup/lookup.types";
export { batchRunMachine } from "./batch-run/batch-run.machine";
export { createBatchRunActors } from "./batch-run/batch-run.actors";
export type { BatchRunActorsOptions } from "./batch-run/batch-run.actors";
export { batchFailuresCsv, selectBatchRunView } from "./batch-run/batch-run.selectors";
export type { BatchRunStep, BatchRunView } from "./batch-run/batch-run.selectors";
export { BATCH_CONCURRENCY } from "./batch-run/batch-run.types";
export type {
  BatchCall,
  BatchCallOutcome,
  BatchExpand,
  BatchExpandFailure,
  BatchFailure,
  BatchRunContext,
  BatchRunEvent,
  BatchRunInput,
  BatchSource,
  BatchStopEvent,
  ExpandIdsInput,
  RunIdsInput,
} from "./batch-run/batch-run.types";
export { campaignEditorMachine, sameValues } from "./campaign-editor/campaign-editor.machine";
export { CAMPAIGN_EDITOR_SLOW_SAVE_MS } from "./campaign-editor/campaign-editor.types";
export type {
  CampaignEditorContext,
  CampaignEditorEvent,
  CampaignEditorInput,
  EditorFailure,
  EditorProblem,
  EditorValues,
  SaveInput as CampaignEditorSaveInput,
  SaveOutcome as CampaignEditorSaveOutcome,
} from "./campaign-editor/campaign-editor.types";
export {
  editedForm,
  formBuilderMachine,
  formProblemMap,
  sameForm,
} from "./form-builder/form-builder.machine";
export { FORM_BUILDER_SLOW_SAVE_MS } from "./form-builder/form-builder.types";
export type {
  FormBuilderContext,
  FormBuilderEvent,
  FormBuilderFailure,
  FormBuilderInput,
  FormBuilderProblem,
  FormEdit,
  FormSaveOutcome,
} from "./form-builder/form-builder.types";
// The run of a long task on the job queue (decision 0024). Not yet in MACHINES: no console
// screen runs it yet (decision 0012); the first screen that runs it adds it there.
export { jobRunMachine } from "./job-run/job-run.machine";
export type { JobRunContext, JobRunEvent } from "./job-run/job-run.types";
export { batchEditMachine } from "./batch-edit/batch-edit.machine";
export {
  batchEditRequest,
  batchValueProblems,
  canApplyBatch,
  canPreviewBatch,
} from "./batch-edit/batch-edit.rules";
export type {
  BatchEditContext,
  BatchEditEvent,
  BatchEditInput,
  BatchSelection,
} from "./batch-edit/batch-edit.types";
export { importWizardMachine } from "./import-wizard/import-wizard.machine";
export type {
  ImportHistoryEntry,
  ImportResult,
  ImportSheet,
  ImportSource,
  ImportWizardContext,
  ImportWizardEvent,
  ProcessInput as ImportProcessInput,
  ReadSheetInput as ImportReadSheetInput,
} from "./import-wizard/import-wizard.types";
export { reportBuilderMachine } from "./report-builder/report-builder.machine";
export {
  draftProblemMap,
  draftProblems,
  reportKey,
  runProblems,
  sameDraft,
} from "./report-builder/report-builder.rules";
export { selectReportBuilderView } from "./report-builder/report-builder.selectors";
export type {
  ReportBuilderSnapshot,
  ReportBuilderStep,
  ReportBuilderView,
} from "./report-builder/report-builder.selectors";
export type {
  LoadReportInput,
  ReportBuilderContext,
  ReportBuilderEvent,
  ReportBuilderInput,
  ReportChecked,
  ReportDraft,
  ReportFailure,
  ReportFilters,
  ReportProblem,
  ReportResult,
  ReportRunOutcome,
  ReportSaveOutcome,
  RunReportInput,
  SaveReportInput,
} from "./report-builder/report-builder.types";
