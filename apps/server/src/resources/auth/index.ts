/** The handlers of the auth area (issue #4). */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function authHandlers(_deps: ServerDeps): HandlerMap {
  return {};
}
