// @canvass/sdk/imports: the rules of submission imports (issue 23, decision 0037): importable
// fields and formats, the column map and its guess, reading values, duplicates, the run's plan.
export {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELDS,
  IMPORT_NUMBER_FORMATS,
  defaultImportFormat,
  importField,
} from "./import-fields";
export type { ImportField, ImportValueKind } from "./import-fields";
export {
  describeImportProblem,
  looksLikeFormula,
  readImportDate,
  readImportNumber,
  readImportPhone,
  readImportValue,
} from "./import-formats";
export type { ImportValue, ImportValueProblem, ImportValueResult } from "./import-formats";
export {
  IMPORT_HEADER_SYNONYMS,
  guessImportFormat,
  guessImportMapping,
  importKeyOfHeader,
  importMapProblems,
  withImportColumn,
} from "./import-mapping";
export type { ImportColumnMap, ImportColumnMapping, ImportMapProblem } from "./import-mapping";
export {
  DUPLICATE_ACTIONS,
  DUPLICATE_REASONS,
  DuplicateIndex,
  duplicateAction,
  duplicateKeys,
  duplicateLookups,
  findDuplicates,
  normalEmail,
  normalName,
  normalPhone,
  normalPostcode,
} from "./import-duplicates";
export type {
  DuplicateAction,
  DuplicateChoices,
  DuplicateKeys,
  DuplicateMatch,
  DuplicateReason,
} from "./import-duplicates";
export {
  IMPORT_IDENTITY_FIELDS,
  ImportPlanCursor,
  ImportRowChecker,
  ImportRowValidator,
  checkImportRows,
  keyedRow,
  planCheckedImport,
  planImport,
} from "./import-rows";
export type {
  ImportCheckedRow,
  ImportCheckedRows,
  ImportDuplicatePlan,
  ImportKeyedRow,
  ImportMode,
  ImportPlan,
  ImportPlannedWrite,
  ImportRowError,
  ImportRowValues,
  ImportRowVerdict,
  ImportWrite,
} from "./import-rows";
export { IMPORT_RUN_FAILURES, failedRowsCsv, importRunFailureOf } from "./import-report";
export type {
  FailedRow,
  ImportRunFailure,
  ImportRunResult,
  ImportRunStopReason,
} from "./import-report";
export { importTableFromCells, parseImportCsv } from "./import-table";
export type { ImportTable } from "./import-table";
export {
  IMPORT_CSV_OPTIONS,
  ImportRowReader,
  importCsvSource,
  streamImportCsv,
  streamImportCsvInTurns,
} from "./import-stream";
export type { ImportCsvFormat, ImportRowSink } from "./import-stream";
