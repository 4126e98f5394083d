/**
 * The checks creating and updating a user share — one at a time (`createPlayer`,
 * `updatePlayer`: thrown problems) and for a whole batch (`players-bulk-*.ts`: the same field
 * errors, collected per row): the role must be strictly below the caller's rank (`/role`, "… is
 * not a valid role"), the team must be one the caller may use (`/team`), usernames and e-mail
 * addresses are unique ignoring case (`/username`, `/email`; one query for any number).
 */
import {
  TEAM_REFUSAL_MESSAGES,
  canAssignRole,
  teamPlacementRefusal,
  type Role,
} from "@canvass/sdk/permissions";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { conflict, forbidden, unprocessable, type FieldError } from "../../http/index.js";
import type { LogLine } from "../../services.js";
import { teamInScope, teamScope } from "./team-scope.js";

/** The `/role` error of a role not strictly below the caller's, or `undefined` when allowed. */
export function roleError(principal: Principal, role: Role): FieldError | undefined {
  if (canAssignRole(principal.player.role, role)) return undefined;
  return { field: "/role", message: `${role} is not a valid role`, code: "role" };
}

/** Logs a refused role assignment with the spec's wording (§5), `rows` times in a batch. */
export function logRefusedRole(log: LogLine, principal: Principal, role: Role, rows = 1): void {
  const fields = { player: principal.player.id, callerRole: principal.player.role, role };
  log(rows === 1 ? fields : { ...fields, rows }, `${role} is not a valid role`);
}

/** Refuses a role that is not strictly below the caller's (spec §5 wording, logged too). */
export function requireAssignableRole(principal: Principal, role: Role, log: LogLine): void {
  const error = roleError(principal, role);
  if (error === undefined) return;
  logRefusedRole(log, principal, role);
  throw unprocessable(`You may only give roles below your own (${principal.player.role}).`, [
    error,
  ]);
}

/** The `/team` error of a team that is unknown or outside the caller's scope. */
export function teamError(team: string): FieldError {
  return { field: "/team", message: `There is no team ${team} that you may use.`, code: "team" };
}

/**
 * The team a user is put in: it must exist and be in the caller's team scope (422 `/team`), and
 * not be the root team unless the caller is root (403, the SDK's `teamPlacementRefusal`).
 */
export async function requireUsableTeam(
  db: Kysely<Database>,
  principal: Principal,
  team: string,
): Promise<void> {
  const row = await db
    .selectFrom("teams")
    .select(["id", "parent"])
    .where("id", "=", team)
    .executeTakeFirst();
  if (row === undefined || !teamInScope(await teamScope(db, principal), row.id)) {
    throw unprocessable("The team is not one you may put users in.", [teamError(team)]);
  }
  const refusal = teamPlacementRefusal(principal.player, row);
  if (refusal !== undefined) throw forbidden(TEAM_REFUSAL_MESSAGES[refusal]);
}

/** Usernames and e-mail addresses already in use, lower-cased. */
export interface TakenLogins {
  readonly usernames: ReadonlySet<string>;
  readonly emails: ReadonlySet<string>;
}

/**
 * Which of these usernames and e-mail addresses other users have, ignoring case: one query
 * (each side through its unique `lower()` index) whatever the number of values.
 */
export async function takenLogins(
  db: Kysely<Database>,
  values: { readonly usernames: readonly string[]; readonly emails: readonly string[] },
  exceptPlayer?: string,
): Promise<TakenLogins> {
  const usernames = [...new Set(values.usernames.map((name) => name.toLowerCase()))];
  const emails = [...new Set(values.emails.map((email) => email.toLowerCase()))];
  if (usernames.length === 0 && emails.length === 0) {
    return { usernames: new Set(), emails: new Set() };
  }
  let query = db
    .selectFrom("players")
    .select(["username", "email"])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, "=", sql<boolean>`ANY(${usernames}::text[])`),
        eb(sql`lower(email)`, "=", sql<boolean>`ANY(${emails}::text[])`),
      ]),
    );
  if (exceptPlayer !== undefined) query = query.where("id", "!=", exceptPlayer);
  const rows = await query.execute();
  const wantedNames = new Set(usernames);
  const wantedEmails = new Set(emails);
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  return {
    usernames: new Set(lower(rows.map((row) => row.username)).filter((n) => wantedNames.has(n))),
    emails: new Set(lower(rows.map((row) => row.email)).filter((e) => wantedEmails.has(e))),
  };
}

/** The error of a username or e-mail address in use (`code` says where it is used). */
export function loginTakenError(field: "username" | "email", code: string): FieldError {
  return field === "email"
    ? { field: "/email", message: "This e-mail address is already used.", code }
    : { field: "/username", message: "This username is already used.", code };
}

/** Refuses a username or e-mail address another user has (ignoring case). */
export async function requireUniqueLogin(
  db: Kysely<Database>,
  values: { readonly username?: string | undefined; readonly email?: string | undefined },
  exceptPlayer?: string,
): Promise<void> {
  const { username, email } = values;
  if (username === undefined && email === undefined) return;
  const taken = await takenLogins(
    db,
    {
      usernames: username === undefined ? [] : [username],
      emails: email === undefined ? [] : [email],
    },
    exceptPlayer,
  );
  const errors: FieldError[] = [];
  if (username !== undefined && taken.usernames.has(username.toLowerCase())) {
    errors.push(loginTakenError("username", "unique"));
  }
  if (email !== undefined && taken.emails.has(email.toLowerCase())) {
    errors.push(loginTakenError("email", "unique"));
  }
  if (errors.length > 0) throw duplicateLogin(errors);
}

/** The 409 for a username or e-mail address in use (also when a unique index catches a race). */
export function duplicateLogin(errors: readonly FieldError[]) {
  return conflict("Another user already has this username or e-mail address.", errors);
}

/** The field a unique index of `players` guards, from its name. */
export function uniqueIndexField(constraint: unknown): FieldError {
  return loginTakenError(constraint === "players_email" ? "email" : "username", "unique");
}
