/** The handlers of the platform area (issue #4). */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function platformHandlers(_deps: ServerDeps): HandlerMap {
  return {};
}
