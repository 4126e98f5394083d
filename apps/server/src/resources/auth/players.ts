/**
 * The player rows this area reads: by username for sign-in (case-insensitive, on the
 * `lower(username)` index) and by id within the caller's data scope (decision 0006) for the
 * calls that act on another player.
 */
import type { Role } from "@canvass/sdk/permissions";
import { sql, type Kysely } from "kysely";
import { teamSubtree, visibleRoles, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";

export interface AuthPlayer {
  readonly id: string;
  readonly team: string;
  readonly role: Role;
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly status: number;
  readonly password_hash: string;
  readonly totp_enabled: boolean;
  readonly totp_secret: string | null;
  readonly totp_last_step: number | null;
}

const COLUMNS = [
  "players.id",
  "players.team",
  "players.role",
  "players.username",
  "players.firstname",
  "players.lastname",
  "players.email",
  "players.status",
  "players.password_hash",
  "players.totp_enabled",
  "players.totp_secret",
  "players.totp_last_step",
] as const;

/** The player with this username, compared case-insensitively. */
export async function playerByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<AuthPlayer | undefined> {
  return db
    .selectFrom("players")
    .select(COLUMNS)
    .where(sql`lower(username)`, "=", sql`lower(${username})`)
    .executeTakeFirst();
}

/** The player with this id. */
export async function playerById(
  db: Kysely<Database>,
  id: string,
): Promise<AuthPlayer | undefined> {
  return db.selectFrom("players").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/**
 * The player with this id when the caller may see them (decision 0006): root and admin see
 * users at or below their rank; a manager those of their team's subtree at or below their rank;
 * a client the client users of their client; rep and callcenter themselves and their own role
 * in their team. `undefined` otherwise, which the handlers answer with 404.
 */
export async function playerInScope(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<AuthPlayer | undefined> {
  const self = principal.player;
  let query = db.selectFrom("players").select(COLUMNS).where("players.id", "=", id);
  switch (self.role) {
    case "root":
    case "admin":
      query = query.where("players.role", "in", [...visibleRoles(principal)]);
      break;
    case "manager":
      query = query
        .where("players.role", "in", [...visibleRoles(principal)])
        .where("players.team", "in", await teamSubtree(db, self.team));
      break;
    case "client":
      query = query.where((eb) =>
        eb.or([
          eb("players.id", "=", self.id),
          eb.and([eb("players.role", "=", "client"), eb("players.client", "=", self.client)]),
        ]),
      );
      break;
    case "callcenter":
    case "rep":
      query = query.where((eb) =>
        eb.or([
          eb("players.id", "=", self.id),
          eb.and([eb("players.role", "=", self.role), eb("players.team", "=", self.team)]),
        ]),
      );
      break;
  }
  return query.executeTakeFirst();
}
