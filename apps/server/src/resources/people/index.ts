/** The handlers of the people area (issue #4). */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function peopleHandlers(_deps: ServerDeps): HandlerMap {
  return {};
}
