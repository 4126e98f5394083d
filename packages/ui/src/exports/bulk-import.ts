// Public exports of the bulk-import group (see ../index.ts): the pieces of a file import screen.
export { FileDropZone } from "../components/bulk-import/FileDropZone";
export type { FileDropZoneMode, FileDropZoneProps } from "../components/bulk-import/FileDropZone";
export { DEFAULT_FILE_DROP_ZONE_LABELS } from "../components/bulk-import/file-drop-zone.labels";
export type { FileDropZoneLabels } from "../components/bulk-import/file-drop-zone.labels";

export { ColumnMapper } from "../components/bulk-import/ColumnMapper";
export type { ColumnMapperField, ColumnMapperProps } from "../components/bulk-import/ColumnMapper";
export { DEFAULT_COLUMN_MAPPER_LABELS } from "../components/bulk-import/column-mapper.labels";
export type { ColumnMapperLabels } from "../components/bulk-import/column-mapper.labels";

export {
  BULK_PREVIEW_FILTERS,
  BulkPreviewSummary,
  DEFAULT_BULK_PREVIEW_SUMMARY_LABELS,
} from "../components/bulk-import/BulkPreviewSummary";
export type {
  BulkPreviewCounts,
  BulkPreviewFilter,
  BulkPreviewSummaryLabels,
  BulkPreviewSummaryProps,
} from "../components/bulk-import/BulkPreviewSummary";

export { ImportSteps } from "../components/bulk-import/ImportSteps";
export type { ImportStep, ImportStepsProps } from "../components/bulk-import/ImportSteps";
