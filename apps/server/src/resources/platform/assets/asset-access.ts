/**
 * Who may read and write an entity's files, per the `x-permission` of the asset operations, and
 * decision 0006's data scope (outside it → 404). Target-free rules are checked first (403), then
 * the entity is looked up (404), then rules about that target (403).
 *
 * - campaigns: read `campaigns:get`; write EditCampaign (admin only, not `noupdatecampaigns`);
 * - teams: read `teams:get`; write EditTeam (admin or manager);
 * - players: read `players:get` + ViewUserProfile of the target; write EditUser of the target
 *   (themself, or an admin or manager above the target's rank, not `noupdateplayers`);
 * - accounts (read only): `accounts:get` and the file's own rule (ViewSubRecordings for the
 *   transcription, ViewSubAssets for the signature, archive and listing; the archive is hidden
 *   from reps);
 * - clients read any of them only with `assets:get` as well.
 */
import type { NamedPermission } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import {
  dataScope,
  requirePermission,
  requireResource,
  type Principal,
} from "../../../auth/index.js";
import type { Database } from "../../../db/index.js";
import { forbidden, notFound } from "../../../http/index.js";
import { findAccount, findCampaign, findPlayer, findTeam } from "../access/entity-scope.js";
import type { AssetKind } from "./asset-files.js";

/** The extra read rule of a submission file. */
export interface ReadRule {
  readonly permission?: NamedPermission | undefined;
  readonly hiddenFromRep?: boolean | undefined;
}

const NOUNS: Readonly<Record<AssetKind, string>> = {
  campaigns: "campaign",
  teams: "team",
  players: "user",
  accounts: "submission",
};

function missing(kind: AssetKind, id: string) {
  return notFound(`No ${NOUNS[kind]} ${id}.`);
}

/** 404 unless the entity exists inside the caller's scope; 403 on a target rule. */
async function checkTarget(
  db: Kysely<Database>,
  principal: Principal,
  kind: AssetKind,
  id: string,
  playerPermission: NamedPermission,
): Promise<void> {
  const scope = await dataScope(db, principal);
  switch (kind) {
    case "campaigns":
      if ((await findCampaign(db, scope, id)) === undefined) throw missing(kind, id);
      return;
    case "teams":
      if ((await findTeam(db, scope, id)) === undefined) throw missing(kind, id);
      return;
    case "players": {
      const player = await findPlayer(db, principal, scope, id);
      if (player === undefined) throw missing(kind, id);
      requirePermission(principal, playerPermission, player);
      return;
    }
    case "accounts":
      if ((await findAccount(db, scope, id)) === undefined) throw missing(kind, id);
      return;
  }
}

/** Throws 403 or 404 unless the caller may read the entity's file. */
export async function authorizeRead(
  db: Kysely<Database>,
  principal: Principal,
  kind: AssetKind,
  id: string,
  rule: ReadRule = {},
): Promise<void> {
  requireResource(principal, kind, "get");
  if (rule.permission !== undefined) requirePermission(principal, rule.permission);
  if (rule.hiddenFromRep === true && principal.player.role === "rep") {
    throw forbidden("This submission file is hidden from reps.");
  }
  if (principal.player.role === "client") requireResource(principal, "assets", "get");
  await checkTarget(db, principal, kind, id, "ViewUserProfile");
}

/** Throws 403 or 404 unless the caller may write the entity's files. */
export async function authorizeWrite(
  db: Kysely<Database>,
  principal: Principal,
  kind: AssetKind,
  id: string,
): Promise<void> {
  switch (kind) {
    case "campaigns":
      requirePermission(principal, "EditCampaign");
      break;
    case "teams":
      requirePermission(principal, "EditTeam");
      break;
    case "players":
      requireResource(principal, "players", "update");
      break;
    case "accounts":
      throw forbidden("Submission files are read only.");
  }
  await checkTarget(db, principal, kind, id, "EditUser");
}
