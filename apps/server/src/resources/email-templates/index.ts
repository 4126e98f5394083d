/**
 * The handlers of e-mail templates, their versions, the reusable blocks, preview and test
 * sending (issue 24, decision 0039).
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { blockHandlers } from "./blocks.handlers.js";
import { renderHandlers } from "./render.handlers.js";
import { templateHandlers } from "./templates.handlers.js";
import { versionHandlers } from "./versions.handlers.js";

export function emailTemplatesHandlers(deps: ServerDeps): HandlerMap {
  return {
    ...templateHandlers(deps),
    ...versionHandlers(deps),
    ...blockHandlers(deps),
    ...renderHandlers(deps),
  };
}
