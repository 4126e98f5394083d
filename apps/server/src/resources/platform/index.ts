/**
 * The handlers of the platform area (issue #4): global search, the id registry, validations,
 * feedback, client and portal settings, usage logging, and the asset files. See README.md.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { playerAccessHandlers } from "./access/player-access.handlers.js";
import { assetHandlers } from "./assets/assets.handlers.js";
import { feedbackHandlers } from "./feedback/feedback.handlers.js";
import { idHandlers } from "./ids/ids.handlers.js";
import { searchHandlers } from "./search/search.handlers.js";
import { settingsHandlers } from "./settings/settings.handlers.js";
import { validationHandlers } from "./validations/validations.handlers.js";

export function platformHandlers(deps: ServerDeps): HandlerMap {
  return {
    ...searchHandlers(deps),
    ...idHandlers(deps),
    ...validationHandlers(),
    ...feedbackHandlers(deps),
    ...settingsHandlers(deps),
    ...assetHandlers(deps),
    ...playerAccessHandlers(deps),
  };
}
