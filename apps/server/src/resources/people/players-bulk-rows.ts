/**
 * Checks every row of a bulk creation the way `PUT /players/` checks one user, collecting each
 * row's field errors instead of stopping at the first (the preview names every bad field):
 *
 * - the contract's field schemas (`player-bulk-schema.ts`; NUL characters are refused by the
 *   router's body validation before any row is read);
 * - a role strictly below the caller's rank (`role`, logged once per refused role);
 * - a team by id, or by title ignoring case, among the teams the caller may use (`team`; a title
 *   two such teams share is `ambiguous`);
 * - a username and e-mail address no user has (`exists`, one query for the whole batch) and that
 *   no earlier row of the batch has (`duplicate`, on the later rows).
 *
 * Errors point into the row (`/email`); the caller prefixes `/rows/<index>` where needed.
 */
import type { Schema } from "@canvass/sdk/contract";
import { isRole, type Role } from "@canvass/sdk/permissions";
import type { Principal } from "../../auth/index.js";
import type { FieldError } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { BULK_ROW_FIELDS, rowSchemaCheck } from "./player-bulk-schema.js";
import {
  logRefusedRole,
  loginTakenError,
  roleError,
  takenLogins,
  teamError,
} from "./player-rules.js";
import { teamScope } from "./team-scope.js";

export type BulkRow = Schema<"PlayerBulkRow">;
export type BulkRowProblem = Schema<"PlayerBulkRowProblem">;

/** A row that passed every check, with its team resolved to an id. */
export interface ValidBulkRow {
  /** The row's index in the request. */
  readonly row: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly username: string;
  readonly email: string;
  readonly password: string | undefined;
  readonly role: Role;
  readonly team: string;
  readonly status: 0 | 1;
}

export interface BulkRowsCheck {
  readonly valid: ValidBulkRow[];
  /** The bad rows, by index, each with its errors in field order. */
  readonly rejected: BulkRowProblem[];
}

/** The errors of each row, by index. */
class RowErrors {
  readonly #errors = new Map<number, FieldError[]>();

  add(row: number, error: FieldError): void {
    const list = this.#errors.get(row);
    if (list === undefined) this.#errors.set(row, [error]);
    else list.push(error);
  }

  /** Whether the row already has an error on this field (later checks then skip it). */
  has(row: number, field: string): boolean {
    return this.#errors.get(row)?.some((error) => error.field === `/${field}`) ?? false;
  }

  problems(): BulkRowProblem[] {
    const order = (error: FieldError) =>
      BULK_ROW_FIELDS.findIndex((name) => error.field === `/${name}`);
    return [...this.#errors.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, errors]) => ({
        row,
        errors: errors
          .map((error, index) => ({ error, index }))
          .sort((a, b) => order(a.error) - order(b.error) || a.index - b.index)
          .map(({ error }) => error),
      }));
  }

  isBad(row: number): boolean {
    return this.#errors.has(row);
  }
}

/** Resolves a row's `team` (an id, or a title ignoring case) among the teams in scope. */
interface TeamResolver {
  resolve(value: string): { readonly id: string } | { readonly error: FieldError };
}

async function teamResolver(deps: ServerDeps, principal: Principal): Promise<TeamResolver> {
  const scope = await teamScope(deps.db, principal);
  let query = deps.db.selectFrom("teams").select(["id", "title"]);
  if (scope !== undefined) query = query.where("id", "in", [...scope]);
  const teams = await query.execute();
  const ids = new Set(teams.map((team) => team.id));
  const byTitle = new Map<string, string[]>();
  for (const team of teams) {
    const key = titleKey(team.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), team.id]);
  }
  return {
    resolve(value) {
      if (ids.has(value)) return { id: value };
      const matches = byTitle.get(titleKey(value)) ?? [];
      const [only] = matches;
      if (only !== undefined && matches.length === 1) return { id: only };
      if (matches.length > 1) {
        return {
          error: {
            field: "/team",
            message: `${matches.length} teams you may use are called "${value}": give the team's id.`,
            code: "ambiguous",
          },
        };
      }
      return { error: teamError(value) };
    },
  };
}

function titleKey(title: string): string {
  return title.trim().toLowerCase();
}

/** Schema, role and team checks of each row; answers the resolved team per good row. */
async function checkFields(
  deps: ServerDeps,
  principal: Principal,
  rows: readonly BulkRow[],
  errors: RowErrors,
): Promise<Map<number, string>> {
  const schema = await rowSchemaCheck();
  const teams = await teamResolver(deps, principal);
  const resolved = new Map<number, string>();
  const refusedRoles = new Map<Role, number>();
  rows.forEach((row, index) => {
    for (const error of schema(row)) errors.add(index, error);
    if (isRole(row.role) && !errors.has(index, "role")) {
      const error = roleError(principal, row.role);
      if (error !== undefined) {
        errors.add(index, error);
        refusedRoles.set(row.role, (refusedRoles.get(row.role) ?? 0) + 1);
      }
    }
    if (row.team !== undefined && !errors.has(index, "team")) {
      const team = teams.resolve(row.team);
      if ("id" in team) resolved.set(index, team.id);
      else errors.add(index, team.error);
    }
  });
  for (const [role, count] of refusedRoles) logRefusedRole(deps.log, principal, role, count);
  return resolved;
}

/** `exists` for logins other users have, `duplicate` for a login an earlier row has. */
async function checkLogins(
  deps: ServerDeps,
  rows: readonly BulkRow[],
  errors: RowErrors,
): Promise<void> {
  const checked = (field: "username" | "email") =>
    rows.flatMap((row, index) => {
      const value = row[field];
      return value === undefined || errors.has(index, field) ? [] : [{ index, value }];
    });
  const usernames = checked("username");
  const emails = checked("email");
  const taken = await takenLogins(deps.db, {
    usernames: usernames.map((entry) => entry.value),
    emails: emails.map((entry) => entry.value),
  });
  const mark = (
    field: "username" | "email",
    entries: readonly { index: number; value: string }[],
    inUse: ReadonlySet<string>,
  ) => {
    const firstRow = new Map<string, number>();
    for (const { index, value } of entries) {
      const key = value.toLowerCase();
      const first = firstRow.get(key);
      if (inUse.has(key)) errors.add(index, loginTakenError(field, "exists"));
      else if (first !== undefined) {
        errors.add(index, {
          field: `/${field}`,
          message: `Row ${first} of this batch has the same ${field === "email" ? "e-mail address" : "username"}.`,
          code: "duplicate",
        });
      }
      if (first === undefined) firstRow.set(key, index);
    }
  };
  mark("username", usernames, taken.usernames);
  mark("email", emails, taken.emails);
}

export async function checkBulkRows(
  deps: ServerDeps,
  principal: Principal,
  rows: readonly BulkRow[],
): Promise<BulkRowsCheck> {
  const errors = new RowErrors();
  const teams = await checkFields(deps, principal, rows, errors);
  await checkLogins(deps, rows, errors);
  const valid: ValidBulkRow[] = [];
  rows.forEach((row, index) => {
    const team = teams.get(index);
    const { firstname, lastname, username, email, role } = row;
    if (
      errors.isBad(index) ||
      team === undefined ||
      firstname === undefined ||
      lastname === undefined ||
      username === undefined ||
      email === undefined ||
      !isRole(role)
    ) {
      return;
    }
    valid.push({
      row: index,
      firstname,
      lastname,
      username,
      email,
      password: row.password,
      role,
      team,
      status: row.status ?? 1,
    });
  });
  return { valid, rejected: errors.problems() };
}
