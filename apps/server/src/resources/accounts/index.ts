/** The handlers of the accounts area (issue #4). */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function accountsHandlers(_deps: ServerDeps): HandlerMap {
  return {};
}
