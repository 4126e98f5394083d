/**
 * Batch edit (issue 25, decision 0041): preview and apply many submission changes at once, as
 * a `batch-edit` job of change requests in chunks with a downloadable report. Registers the
 * `batch-edit` job kind.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { batchEditCallHandlers } from "./batch-edit.handlers.js";
import {
  BATCH_EDIT_KIND,
  batchEditRunHandler,
  type BatchEditPayload,
  type BatchEditResult,
} from "./batch-run.js";

export function batchEditHandlers(deps: ServerDeps): HandlerMap {
  if (!deps.queue.kinds.includes(BATCH_EDIT_KIND)) {
    deps.queue.register<BatchEditPayload, BatchEditResult>(
      BATCH_EDIT_KIND,
      batchEditRunHandler(deps),
      { maxAttempts: 2 },
    );
  }
  return batchEditCallHandlers(deps);
}
