/** The handlers of the campaigns area (issue #4). */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function campaignsHandlers(_deps: ServerDeps): HandlerMap {
  return {};
}
