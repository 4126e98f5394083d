/**
 * What the global id registry (`ids`) tells a caller about an id: whether it is used at all (the
 * whole id space, so a generated id can be checked for being free), and the owner's type only
 * when the caller may view that entity — its named permission and decision 0006's data scope.
 * Types outside the contract's entity types (feedback, history, …; the SDK's `isEntityType`) are
 * never named.
 */
import { isEntityType, type EntityType } from "@canvass/sdk/client";
import { canOnResource } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import { dataScope, holds, type Principal } from "../../../auth/index.js";
import { idType, type Database } from "../../../db/index.js";
import { findAccount, findCampaign, findPlayer, findTeam } from "../access/entity-scope.js";

export type { EntityType };

async function mayView(
  db: Kysely<Database>,
  principal: Principal,
  type: EntityType,
  id: string,
): Promise<boolean> {
  switch (type) {
    case "account":
      return (
        holds(principal, "ViewSubLookup") &&
        (await findAccount(db, await dataScope(db, principal), id)) !== undefined
      );
    case "player": {
      if (!canOnResource(principal.permissions, "players", "get")) return false;
      const player = await findPlayer(db, principal, await dataScope(db, principal), id);
      return player !== undefined && holds(principal, "ViewUserProfile", player);
    }
    case "team":
      return (
        holds(principal, "ViewTeamProfile") &&
        (await findTeam(db, await dataScope(db, principal), id)) !== undefined
      );
    case "campaign":
      return (
        holds(principal, "ViewCampaignProfile") &&
        (await findCampaign(db, await dataScope(db, principal), id)) !== undefined
      );
    case "client":
      // getClient: clients:get, not restricted by nomanageclients.
      return (
        canOnResource(principal.permissions, "clients", "get") &&
        !principal.permissions.restrictions.has("nomanageclients")
      );
    case "export":
    case "exportOption":
      return holds(principal, "ViewExportsList");
    case "customreport":
      return holds(principal, "ViewReportsList");
  }
}

export interface IdLookup {
  readonly exists: boolean;
  /** The owner's type, when the caller may view it. */
  readonly type?: EntityType;
}

export async function lookUpId(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<IdLookup> {
  const type = await idType(db, id);
  if (type === undefined) return { exists: false };
  if (!isEntityType(type) || !(await mayView(db, principal, type, id))) return { exists: true };
  return { exists: true, type };
}
