/** `@canvass/machines/testing`: coverage of real machines, their graphs and diagrams. */
export { createCoverage } from "./coverage";
export type { Coverage, CoverageReport } from "./coverage";
export { guardName, stateNodes, targetsOf, transitionLabel, transitionsOf } from "./machine-graph";
export { diagramPage, toMermaid } from "./mermaid";
// Test models replayed by the console's Chromium suite (issue #5): model, fixtures, paths.
export {
  SEARCH_MODEL_FIXTURES,
  searchModel,
  searchModelPaths,
  searchTestModel,
} from "../search/search.model";
export type { SearchModelContext, SearchModelEvent } from "../search/search.model";
export { MENU_MODEL_FIXTURES, menuModel, menuModelPaths, menuTestModel } from "../menu/menu.model";
export type { MenuModelContext, MenuModelEvent } from "../menu/menu.model";
export {
  BULK_IMPORT_MODEL_FIXTURES,
  bulkImportModel,
  bulkImportModelPaths,
  bulkImportTestModel,
} from "../bulk-import/bulk-import.model";
export type {
  BulkImportModelContext,
  BulkImportModelEvent,
} from "../bulk-import/bulk-import.model";
export {
  LOOKUP_MODEL_FIXTURES,
  lookupModel,
  lookupModelPaths,
  lookupTestModel,
} from "../lookup/lookup.model";
export type { LookupModelContext, LookupModelEvent } from "../lookup/lookup.model";
export {
  CAMPAIGN_EDITOR_MODEL_FIXTURES,
  campaignEditorModel,
  campaignEditorModelPaths,
  campaignEditorTestModel,
} from "../campaign-editor/campaign-editor.model";
export type {
  CampaignEditorModelContext,
  CampaignEditorModelEvent,
} from "../campaign-editor/campaign-editor.model";
export {
  REPORT_BUILDER_MODEL_FIXTURES,
  reportBuilderModel,
  reportBuilderModelPaths,
  reportBuilderTestModel,
} from "../report-builder/report-builder.model";
export type {
  ReportBuilderModelContext,
  ReportBuilderModelEvent,
} from "../report-builder/report-builder.model";
export { createPendingCalls, flushMacrotask } from "./pending-calls";
export type { CallOutcome, PendingCalls } from "./pending-calls";
