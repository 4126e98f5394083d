/**
 * The custom-reports area (issue 21, decision 0046): saved report definitions and their runs,
 * computed by one SQL aggregation over the submissions in the runner's scope.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { definitionHandlers } from "./definitions.handlers.js";
import { runHandler } from "./run.handler.js";

export function reportsHandlers(deps: ServerDeps): HandlerMap {
  return { ...definitionHandlers(deps), ...runHandler(deps) };
}

export { computeReport } from "./run.handler.js";
export { searchCustomReports } from "./search-reports.js";
