/**
 * The fundraising-platform integrations (issue 23, decision 0038): the provider adapters (one:
 * GoFundMe, configured from the environment), the `integration-batch` job kind and the batch
 * calls. `providers` is injectable for tests that start their own provider server.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { BATCH_KIND, batchRunHandler, type BatchPayload, type BatchResult } from "./batch-run.js";
import { batchHandlers } from "./batches.handlers.js";
import type { DonationProvider } from "./provider.js";
import { providersFromEnv } from "./providers-config.js";

export function integrationsHandlers(
  deps: ServerDeps,
  providers: ReadonlyMap<string, DonationProvider> = providersFromEnv(process.env),
): HandlerMap {
  if (!deps.queue.kinds.includes(BATCH_KIND)) {
    deps.queue.register<BatchPayload, BatchResult>(BATCH_KIND, batchRunHandler(deps, providers), {
      maxAttempts: 2,
    });
  }
  return batchHandlers(deps, providers);
}
