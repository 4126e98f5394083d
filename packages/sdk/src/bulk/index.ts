export { BULK_DEFAULTABLE_FIELDS, BULK_FIELDS, BULK_REQUIRED_FIELDS, isBulkField } from "./fields";
export type { BulkField } from "./fields";
export { parseCsvTable, tableFromCells } from "./table";
export type { BulkTable } from "./table";
export { BULK_HEADER_SYNONYMS, fieldOfHeader, guessBulkMapping, withColumn } from "./mapping";
export type { BulkMapping } from "./mapping";
export { toBulkRow, toBulkRows } from "./rows";
export type { BulkDefaults, PlayerBulkRow } from "./rows";
export { checkBulkRows, isEmailSyntax } from "./local-check";
export type { BulkCheckOptions } from "./local-check";
export {
  fieldPointer,
  fileLineOf,
  mergeRowProblems,
  pointerField,
  rowProblemsFromPointers,
} from "./problems";
export type { BulkFieldProblem, BulkRowProblem } from "./problems";
export { BULK_TEMPLATE_HEADERS, bulkTemplateCsv } from "./template";
