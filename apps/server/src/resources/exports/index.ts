/**
 * The exports area (issue 21, decision 0035): export definitions, their instances, runs as jobs
 * of the queue, the delivery log and downloads. Registers the `export-run` job kind.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { definitionHandlers } from "./definitions.handlers.js";
import { createExportFiles, type ExportFiles } from "./export-files.js";
import {
  EXPORT_RUN_KIND,
  exportRunHandler,
  type ExportRunPayload,
  type ExportRunResult,
} from "./export-runs.js";
import { optionListHandlers } from "./options-list.handlers.js";
import { optionHandlers } from "./options.handlers.js";
import { runHandlers } from "./runs.handlers.js";
import { sftpHandlers } from "./sftp.handlers.js";

export function exportsHandlers(
  deps: ServerDeps,
  files: ExportFiles = createExportFiles(),
): HandlerMap {
  if (!deps.queue.kinds.includes(EXPORT_RUN_KIND)) {
    deps.queue.register<ExportRunPayload, ExportRunResult>(
      EXPORT_RUN_KIND,
      exportRunHandler(deps, files),
      { maxAttempts: 2 },
    );
  }
  return {
    ...definitionHandlers(deps),
    ...optionHandlers(deps, files),
    ...optionListHandlers(deps, files),
    ...runHandlers(deps, files),
    ...sftpHandlers(),
  };
}

export { exportScheduler, fireDueSchedules } from "./export-schedules.js";
export type { ExportScheduler } from "./export-schedules.js";
