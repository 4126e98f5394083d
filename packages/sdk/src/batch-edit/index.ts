// @canvass/sdk/batch-edit: the batch edit's rules (issue 25, decision 0041).
export {
  BATCH_EDIT_CHUNK,
  BATCH_EDIT_MAX,
  BATCH_EDIT_PREVIEW_ITEMS,
  batchChunks,
  batchReportCsv,
  parseBatchIds,
  readBatchValue,
} from "./batch-edit-rules";
export type { BatchCell, BatchIds, BatchOutcome, BatchReportRow } from "./batch-edit-rules";
