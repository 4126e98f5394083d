/**
 * The handlers of the people area (issue #4): players, teams, a team's campaigns and players,
 * preferences, activities and the fields of entity types. See README.md for the rules.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { listActivities } from "./activities.js";
import { listEntityFields } from "./entity-fields.js";
import { createPlayer } from "./player-create.js";
import { deletePlayer } from "./player-delete.js";
import { getPlayer } from "./player-get.js";
import { updatePlayer } from "./player-update.js";
import { checkPlayersBulk } from "./players-bulk-check.js";
import { createPlayersBulk } from "./players-bulk-create.js";
import { listPlayers, listTeamPlayers } from "./players-list.js";
import { getPlayerPreferences, replacePlayerPreferences } from "./preferences.js";
import { listTeamCampaigns } from "./team-campaigns.js";
import { createTeam } from "./team-create.js";
import { deleteTeam } from "./team-delete.js";
import { getTeam } from "./team-get.js";
import { getTeamTree } from "./team-tree.js";
import { updateTeam } from "./team-update.js";
import { listTeams } from "./teams-list.js";

export function peopleHandlers(deps: ServerDeps): HandlerMap {
  return {
    listPlayers: listPlayers(deps),
    createPlayer: createPlayer(deps),
    getPlayer: getPlayer(deps),
    updatePlayer: updatePlayer(deps),
    deletePlayer: deletePlayer(deps),
    checkPlayersBulk: checkPlayersBulk(deps),
    createPlayersBulk: createPlayersBulk(deps),
    listTeams: listTeams(deps),
    createTeam: createTeam(deps),
    getTeamTree: getTeamTree(deps),
    getTeam: getTeam(deps),
    updateTeam: updateTeam(deps),
    deleteTeam: deleteTeam(deps),
    listTeamCampaigns: listTeamCampaigns(deps),
    listTeamPlayers: listTeamPlayers(deps),
    getPlayerPreferences: getPlayerPreferences(deps),
    replacePlayerPreferences: replacePlayerPreferences(deps),
    listActivities: listActivities(deps),
    listEntityFields: listEntityFields(deps),
  };
}
