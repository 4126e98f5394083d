/**
 * The imports area (issue 23, decision 0037): the Imports tag's four calls and the `import-run`
 * job kind.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { importHandlers } from "./imports.handlers.js";
import { IMPORT_RUN_KIND, importRunHandler, type ImportRunPayload } from "./import-run.js";
import type { ImportRunResult } from "@canvass/sdk/imports";

export function importsHandlers(deps: ServerDeps): HandlerMap {
  if (!deps.queue.kinds.includes(IMPORT_RUN_KIND)) {
    deps.queue.register<ImportRunPayload, ImportRunResult>(
      IMPORT_RUN_KIND,
      importRunHandler(deps),
      {
        maxAttempts: 2,
      },
    );
  }
  return importHandlers(deps);
}
