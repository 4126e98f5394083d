/**
 * The checks creating and updating a user share: the role must be strictly below the caller's
 * rank (422 `/role`, "… is not a valid role"), the team must be one the caller may use (422
 * `/team`), usernames and e-mail addresses are unique ignoring case (409 naming the field).
 */
import { canAssignRole, type Role } from "@canvass/sdk";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { conflict, unprocessable, type FieldError } from "../../http/index.js";
import type { LogLine } from "../../services.js";
import { teamInScope, teamScope } from "./team-scope.js";

/** Refuses a role that is not strictly below the caller's (spec §5 wording, logged too). */
export function requireAssignableRole(principal: Principal, role: Role, log: LogLine): void {
  if (canAssignRole(principal.player.role, role)) return;
  const message = `${role} is not a valid role`;
  log({ player: principal.player.id, callerRole: principal.player.role, role }, message);
  throw unprocessable(`You may only give roles below your own (${principal.player.role}).`, [
    { field: "/role", message, code: "role" },
  ]);
}

/** The team a user is put in: it must exist and be in the caller's team scope. */
export async function requireUsableTeam(
  db: Kysely<Database>,
  principal: Principal,
  team: string,
): Promise<void> {
  const row = await db.selectFrom("teams").select("id").where("id", "=", team).executeTakeFirst();
  if (row !== undefined && teamInScope(await teamScope(db, principal), row.id)) return;
  throw unprocessable("The team is not one you may put users in.", [
    { field: "/team", message: `There is no team ${team} that you may use.`, code: "team" },
  ]);
}

/** Refuses a username or e-mail address another user has (ignoring case). */
export async function requireUniqueLogin(
  db: Kysely<Database>,
  values: { readonly username?: string | undefined; readonly email?: string | undefined },
  exceptPlayer?: string,
): Promise<void> {
  const { username, email } = values;
  if (username === undefined && email === undefined) return;
  let query = db
    .selectFrom("players")
    .select(["username", "email"])
    .where((eb) =>
      eb.or([
        ...(username === undefined ? [] : [eb(sql`lower(username)`, "=", username.toLowerCase())]),
        ...(email === undefined ? [] : [eb(sql`lower(email)`, "=", email.toLowerCase())]),
      ]),
    );
  if (exceptPlayer !== undefined) query = query.where("id", "!=", exceptPlayer);
  const taken = await query.limit(2).execute();
  const errors: FieldError[] = [];
  if (username !== undefined && taken.some((row) => sameText(row.username, username))) {
    errors.push({ field: "/username", message: "This username is already used.", code: "unique" });
  }
  if (email !== undefined && taken.some((row) => sameText(row.email, email))) {
    errors.push({
      field: "/email",
      message: "This e-mail address is already used.",
      code: "unique",
    });
  }
  if (errors.length > 0) throw duplicateLogin(errors);
}

/** The 409 for a username or e-mail address in use (also when a unique index catches a race). */
export function duplicateLogin(errors: readonly FieldError[]) {
  return conflict("Another user already has this username or e-mail address.", errors);
}

/** The field a unique index of `players` guards, from its name. */
export function uniqueIndexField(constraint: unknown): FieldError {
  return constraint === "players_email"
    ? { field: "/email", message: "This e-mail address is already used.", code: "unique" }
    : { field: "/username", message: "This username is already used.", code: "unique" };
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
