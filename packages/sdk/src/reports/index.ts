export {
  metricKey,
  metricLabel,
  parseDimension,
  REPORT_DATE_BUCKETS,
  REPORT_DATE_FIELDS,
  REPORT_DIMENSIONS,
  REPORT_FIELD_KINDS,
  REPORT_FUNCTIONS,
  REPORT_MEASURES,
} from "./report-catalogue";
export type {
  ReportDateBucket,
  ReportFieldKind,
  ReportFunction,
  ReportMetric,
} from "./report-catalogue";
export { catalogueFieldKind, filterProblems, reportDefinitionProblems } from "./report-problems";
export type {
  ReportFieldLookup,
  ReportProblem,
  ReportProblemCode,
  ReportQueryInput,
} from "./report-problems";
export { reportFilterOfView, reportFilterSpan, reportFilterView } from "./report-filter";
export type { ReportFilterInput, ReportFilterView, ReportSubmissions } from "./report-filter";
export { reportCsv, reportTotals, sortReportRows } from "./report-result";
export type { ReportColumn, ReportResult, ReportValue } from "./report-result";
