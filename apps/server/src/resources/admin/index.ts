/**
 * The handlers of the administration pages (issue 20, decision 0034): source codes and
 * dashboard pages. Field options and feedback keep their homes (campaigns, platform).
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { dashPageHandlers } from "./dash-pages.handlers.js";
import { sourceCodeHandlers } from "./source-codes.handlers.js";

export function adminHandlers(deps: ServerDeps): HandlerMap {
  return {
    ...sourceCodeHandlers(deps),
    ...dashPageHandlers(deps),
  };
}
