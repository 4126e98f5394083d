export {
  columnFields,
  EXPORT_COLUMN_LIMITS,
  EXPORT_COLUMN_TYPES,
  fieldReference,
  moveColumn,
} from "./export-columns";
export type {
  ExportBlankColumn,
  ExportColumn,
  ExportColumnType,
  ExportFieldColumn,
  ExportFunctionColumn,
  ExportSetColumn,
} from "./export-columns";
export {
  amountInCents,
  DATE_PATTERN_TOKENS,
  EXPORT_FUNCTION_NAMES,
  EXPORT_FUNCTIONS,
  formatDatePattern,
  maskText,
} from "./export-functions";
export type { ExportArg, ExportFunctionSpec, ExportRow, FieldReaderOf } from "./export-functions";
export {
  compileExportRow,
  compileExportRowAt,
  csvLine,
  exportHeaders,
  previewExport,
} from "./export-rows";
export type { RowWriter } from "./export-rows";
export { EXPORT_FREQUENCIES, nextScheduledRun } from "./export-schedule";
export type { ExportSchedule } from "./export-schedule";
export { validateExportColumns, validateExportSchedule } from "./export-validation";
export type { ExportProblem, ExportProblemCode } from "./export-validation";
export { exportRowSql, sqlLiteral } from "./export-sql";
export type { RowSql, SqlField, SqlFieldOf, SqlRowFormat } from "./export-sql";
