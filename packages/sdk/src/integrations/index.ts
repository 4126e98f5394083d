// @canvass/sdk/integrations: incoming submission files and the fundraising-platform batches
// (decision 0038).
export { checkIncomingFile, incomingRowProblems, INCOMING_MAX_ROWS } from "./incoming-submissions";
export type {
  IncomingFileResult,
  IncomingProblem,
  IncomingSubmission,
} from "./incoming-submissions";
export {
  BATCH_PAGE_SIZES,
  BATCH_ROW_STATUSES,
  BATCH_STATUSES,
  batchPageSize,
  canRerunBatch,
  DEFAULT_BATCH_PAGE_SIZE,
} from "./batch-list";
export type { BatchRowStatus, BatchStatus } from "./batch-list";
