/**
 * The handlers of the campaigns area (issue #4): campaigns with their teams, players and tasks,
 * clients and their assignments, overrides (campaign options and team campaign options), the
 * submission field list and optional field options. See README.md for the decisions.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { accountFieldHandlers } from "./account-fields.js";
import { campaignOptionHandlers } from "./campaign-options.js";
import { campaignPlayerHandlers } from "./campaign-players.js";
import { campaignReadHandlers } from "./campaign-reads.js";
import { campaignTeamHandlers } from "./campaign-teams.js";
import { campaignWriteHandlers } from "./campaign-writes.js";
import { clientReadHandlers } from "./client-reads.js";
import { clientWriteHandlers } from "./client-writes.js";
import { optionalFieldOptionHandlers } from "./optional-field-options.js";
import { optionalFieldUsageHandlers } from "./optional-field-usage.js";
import { teamCampaignOptionHandlers } from "./team-campaign-options.js";

export function campaignsHandlers(deps: ServerDeps): HandlerMap {
  return {
    ...campaignReadHandlers(deps),
    ...campaignWriteHandlers(deps),
    ...campaignTeamHandlers(deps),
    ...campaignPlayerHandlers(deps),
    ...clientReadHandlers(deps),
    ...clientWriteHandlers(deps),
    ...campaignOptionHandlers(deps),
    ...teamCampaignOptionHandlers(deps),
    ...accountFieldHandlers(deps),
    ...optionalFieldOptionHandlers(deps),
    ...optionalFieldUsageHandlers(deps),
  };
}
