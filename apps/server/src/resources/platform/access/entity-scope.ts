/**
 * Whether one campaign, team, player or submission is inside the caller's data scope
 * (docs/decisions/0006-server-data-scope.md, `dataScope`/`inScope` of the auth module). Each
 * lookup is one indexed query on top of the scope; `undefined` means "answer 404".
 */
import type { Role } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import { inScope, type DataScope, type Principal } from "../../../auth/index.js";
import type { Database } from "../../../db/index.js";

export interface ScopedPlayer {
  readonly id: string;
  readonly role: Role;
  readonly team: string;
  readonly client: string | null;
}

export interface ScopedAccount {
  readonly id: string;
  readonly team: string | null;
  readonly campaign: string;
  readonly player: string | null;
}

export async function findCampaign(
  db: Kysely<Database>,
  scope: DataScope,
  id: string,
): Promise<{ id: string } | undefined> {
  const row = await db.selectFrom("campaigns").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined && inScope(scope, { campaign: row.id }) ? row : undefined;
}

export async function findTeam(
  db: Kysely<Database>,
  scope: DataScope,
  id: string,
): Promise<{ id: string } | undefined> {
  const row = await db.selectFrom("teams").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined && inScope(scope, { team: row.id }) ? row : undefined;
}

/**
 * The users column of decision 0006: root and admin see users at or below their rank; a
 * manager those of their teams; a client the client users of their own client; a rep or
 * call-centre agent themselves and colleagues of their own role in their own team.
 */
export function playerInScope(
  principal: Principal,
  scope: DataScope,
  player: ScopedPlayer,
): boolean {
  const me = principal.player;
  if (player.id === me.id) return true;
  if (!scope.roles.includes(player.role)) return false;
  switch (me.role) {
    case "root":
    case "admin":
      return true;
    case "manager":
      return inScope(scope, { team: player.team });
    case "client":
      return player.role === "client" && me.client !== null && player.client === me.client;
    case "callcenter":
    case "rep":
      return player.team === me.team && player.role === me.role;
  }
}

export async function findPlayer(
  db: Kysely<Database>,
  principal: Principal,
  scope: DataScope,
  id: string,
): Promise<ScopedPlayer | undefined> {
  const row = await db
    .selectFrom("players")
    .select(["id", "role", "team", "client"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined && playerInScope(principal, scope, row) ? row : undefined;
}

export async function findAccount(
  db: Kysely<Database>,
  scope: DataScope,
  id: string,
): Promise<ScopedAccount | undefined> {
  const row = await db
    .selectFrom("accounts")
    .select(["id", "team", "campaign", "player"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined && inScope(scope, row) ? row : undefined;
}
