/** Every operation of the Assets tag except the open portal settings (see `settings/`). */
import type { HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { accountAssetHandlers } from "./account-assets.handlers.js";
import { assetOperations } from "./asset-operations.js";
import { campaignAssetHandlers } from "./campaign-assets.handlers.js";
import { peopleAssetHandlers } from "./people-assets.handlers.js";

export function assetHandlers(deps: ServerDeps): HandlerMap {
  const ops = assetOperations(deps);
  return {
    ...campaignAssetHandlers(ops),
    ...peopleAssetHandlers(ops),
    ...accountAssetHandlers(deps, ops),
  };
}
