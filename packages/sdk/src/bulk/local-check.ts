/**
 * The checks a screen can make before asking the server, so a file with obvious mistakes shows
 * them at once: required values, the shapes the contract gives (username, e-mail address,
 * password length, name length), the role (known, and assignable when the screen says which
 * roles the operator may give) and usernames or e-mail addresses repeated inside the file. The
 * server checks everything again, plus what only it knows (taken logins, teams in scope).
 */
import { BULK_REQUIRED_FIELDS, type BulkField } from "./fields";
import { fieldPointer, type BulkFieldProblem, type BulkRowProblem } from "./problems";
import type { PlayerBulkRow } from "./rows";
import { isRole } from "../permissions/roles";
import { fieldLimits, limitPattern, schemaLength } from "../contract/limits";

export interface BulkCheckOptions {
  /** The roles the operator may give (the SDK's `rankBelow(myRole)`); any known role if left out. */
  readonly assignableRoles?: readonly string[];
}

/** The e-mail syntax JSON Schema's `format: email` checks (the server's validator uses it). */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** The contract's limits of a new user (`PlayerCreate`), generated from `openapi/`. */
const EMAIL_LIMITS = fieldLimits("PlayerCreate", "email");
const USERNAME_LIMITS = fieldLimits("PlayerCreate", "username");
const USERNAME_PATTERN = limitPattern(USERNAME_LIMITS);
const NAME_LIMITS = fieldLimits("PlayerCreate", "firstname");
const PASSWORD_LIMITS = fieldLimits("PlayerCreate", "password");

/** Whether a text is within a field's length limits (code points, as JSON Schema counts). */
function withinLength(text: string, limits: { minLength?: number; maxLength?: number }): boolean {
  const length = schemaLength(text);
  return length >= (limits.minLength ?? 0) && length <= (limits.maxLength ?? Infinity);
}

/** Whether `text` is an e-mail address as the contract accepts it. */
export function isEmailSyntax(text: string): boolean {
  return withinLength(text, EMAIL_LIMITS) && EMAIL.test(text);
}

const problem = (field: BulkField, code: string, message: string): BulkFieldProblem => ({
  field: fieldPointer(field),
  code,
  message,
});

function shapeProblems(row: PlayerBulkRow, options: BulkCheckOptions): BulkFieldProblem[] {
  const found: BulkFieldProblem[] = [];
  for (const field of BULK_REQUIRED_FIELDS) {
    if ((row[field] ?? "") === "") found.push(problem(field, "required", "is required"));
  }
  const { username, email, firstname, lastname, role, password } = row;
  if (
    username !== undefined &&
    (!withinLength(username, USERNAME_LIMITS) || USERNAME_PATTERN?.test(username) === false)
  ) {
    found.push(
      problem(
        "username",
        "username",
        `must be ${USERNAME_LIMITS.minLength} to ${USERNAME_LIMITS.maxLength} letters, digits or . _ - @ +`,
      ),
    );
  }
  if (email !== undefined && !isEmailSyntax(email)) {
    found.push(problem("email", "email", "is not a valid e-mail address"));
  }
  for (const [field, value] of [
    ["firstname", firstname],
    ["lastname", lastname],
  ] as const) {
    if (value !== undefined && schemaLength(value) > (NAME_LIMITS.maxLength ?? Infinity)) {
      found.push(
        problem(field, "maxLength", `must be at most ${NAME_LIMITS.maxLength} characters`),
      );
    }
  }
  if (password !== undefined && !withinLength(password, PASSWORD_LIMITS)) {
    found.push(
      problem(
        "password",
        "password",
        `must be ${PASSWORD_LIMITS.minLength} to ${PASSWORD_LIMITS.maxLength} characters`,
      ),
    );
  }
  if (role !== undefined) {
    const allowed = options.assignableRoles;
    if (!isRole(role) || (allowed !== undefined && !allowed.includes(role))) {
      found.push(problem("role", "role", `${role} is not a valid role`));
    }
  }
  return found;
}

/** Problems of rows repeating an earlier row's username or e-mail address (ignoring case). */
function duplicateProblems(rows: readonly PlayerBulkRow[]): Map<number, BulkFieldProblem[]> {
  const found = new Map<number, BulkFieldProblem[]>();
  for (const field of ["username", "email"] as const) {
    const firstRow = new Map<string, number>();
    rows.forEach((row, index) => {
      const value = row[field]?.toLowerCase();
      if (value === undefined || value === "") return;
      const earlier = firstRow.get(value);
      if (earlier === undefined) {
        firstRow.set(value, index);
        return;
      }
      const duplicate: BulkFieldProblem = {
        ...problem(field, "duplicate", "is repeated in the file"),
        otherRow: earlier,
      };
      found.set(index, [...(found.get(index) ?? []), duplicate]);
    });
  }
  return found;
}

/** Every row with something wrong, in the rows' order; rows without problems are left out. */
export function checkBulkRows(
  rows: readonly PlayerBulkRow[],
  options: BulkCheckOptions = {},
): BulkRowProblem[] {
  const duplicates = duplicateProblems(rows);
  const problems: BulkRowProblem[] = [];
  rows.forEach((row, index) => {
    const errors = [...shapeProblems(row, options), ...(duplicates.get(index) ?? [])];
    if (errors.length > 0) problems.push({ row: index, errors });
  });
  return problems;
}
