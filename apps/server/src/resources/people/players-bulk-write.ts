/**
 * Writes checked bulk rows in one transaction with multi-row statements: the ids (one
 * registration round), the players (500 a statement), a `create` history entry each, and for
 * rows without a password a reset message (`queueResetMails`: the user chooses a password from
 * the link). Passwords are hashed before the transaction, a few at a time (`hashPasswords`), so
 * the database is not held while argon2 works.
 *
 * Between the check and the write another request may take a username or e-mail address, or
 * delete a team: those rows are not inserted (`ON CONFLICT DO NOTHING`, a shared lock on the
 * teams) and come back as rejected, so the caller can still refuse the whole batch.
 */
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import {
  hashPasswords,
  newShortIds,
  toJson,
  unusablePasswordHash,
  type Database,
} from "../../db/index.js";
import type { ServerDeps } from "../../services.js";
import { queueResetMails } from "../auth/password-reset.js";
import { recordHistory } from "../history-entries.js";
import { loginTakenError, takenLogins, teamError } from "./player-rules.js";
import type { BulkRowProblem, ValidBulkRow } from "./players-bulk-rows.js";

/** Players per INSERT (13 columns: well under PostgreSQL's 65 535 parameters). */
const PLAYERS_PER_INSERT = 500;

export interface BulkWrite {
  readonly created: { readonly row: number; readonly id: string }[];
  /** Rows that could not be written after all (taken meanwhile, team gone). */
  readonly lost: BulkRowProblem[];
}

/** The value at an index the code guarantees (ids and hashes are made one per row). */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bulk create: no ${what}`);
  return value;
}

/** The password hash of each row: its own password's, or the shared unusable one. */
async function passwordHashes(rows: readonly ValidBulkRow[]): Promise<string[]> {
  const withPassword = rows.flatMap((row) => (row.password === undefined ? [] : [row.password]));
  const hashed = await hashPasswords(withPassword);
  const unusable = await unusablePasswordHash();
  let next = 0;
  return rows.map((row) => {
    if (row.password === undefined) return unusable;
    next += 1;
    return must(hashed[next - 1], "password hash");
  });
}

/** The rows whose team still exists, the teams locked until the end of the transaction. */
async function lockTeams(trx: Kysely<Database>, rows: readonly ValidBulkRow[]) {
  const wanted = [...new Set(rows.map((row) => row.team))];
  const found = await trx
    .selectFrom("teams")
    .select("id")
    .where("id", "in", wanted)
    .forShare()
    .execute();
  const existing = new Set(found.map((team) => team.id));
  return {
    kept: rows.filter((row) => existing.has(row.team)),
    lost: rows
      .filter((row) => !existing.has(row.team))
      .map((row) => ({ row: row.row, errors: [teamError(row.team)] })),
  };
}

/** Why inserted rows were skipped: which of their logins another user has now. */
async function whyNotInserted(
  trx: Kysely<Database>,
  rows: readonly ValidBulkRow[],
): Promise<BulkRowProblem[]> {
  const taken = await takenLogins(trx, {
    usernames: rows.map((row) => row.username),
    emails: rows.map((row) => row.email),
  });
  return rows.map((row) => {
    const errors = [
      ...(taken.usernames.has(row.username.toLowerCase())
        ? [loginTakenError("username", "exists")]
        : []),
      ...(taken.emails.has(row.email.toLowerCase()) ? [loginTakenError("email", "exists")] : []),
    ];
    return {
      row: row.row,
      errors: errors.length > 0 ? errors : [loginTakenError("username", "exists")],
    };
  });
}

/** A row with the id it is given. */
interface Pending {
  readonly row: ValidBulkRow;
  readonly id: string;
}

/** Inserts the players, 500 a statement; answers the ids actually inserted. */
async function insertPlayers(
  trx: Kysely<Database>,
  pending: readonly Pending[],
  hashes: ReadonlyMap<number, string>,
  now: Date,
): Promise<Set<string>> {
  const values = pending.map(({ row, id }) => ({
    id,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    email: row.email,
    role: row.role,
    team: row.team,
    status: row.status,
    metadata: toJson({}),
    password_hash: must(hashes.get(row.row), "password hash"),
    created: now,
    updated: now,
  }));
  const inserted = new Set<string>();
  for (let start = 0; start < values.length; start += PLAYERS_PER_INSERT) {
    const written = await trx
      .insertInto("players")
      .values(values.slice(start, start + PLAYERS_PER_INSERT))
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .execute();
    for (const { id } of written) inserted.add(id);
  }
  return inserted;
}

/** Frees the ids of rows that were not inserted and says why each was not. */
async function giveBack(
  trx: Kysely<Database>,
  skipped: readonly Pending[],
): Promise<BulkRowProblem[]> {
  if (skipped.length === 0) return [];
  const ids = skipped.map(({ id }) => id);
  await trx.deleteFrom("ids").where("id", "in", ids).execute();
  return whyNotInserted(
    trx,
    skipped.map(({ row }) => row),
  );
}

/** A `create` history entry per player, and reset mails for those without a password. */
async function recordCreation(
  deps: ServerDeps,
  trx: Kysely<Database>,
  principal: Principal,
  created: readonly Pending[],
  now: Date,
): Promise<void> {
  await recordHistory(
    trx,
    principal,
    created.map(({ id, row }) => ({
      target: id,
      targetType: "player" as const,
      action: "create" as const,
      changes: [
        { field: "username", to: row.username },
        { field: "role", to: row.role },
        { field: "team", to: row.team },
      ],
    })),
    now,
  );
  const withoutPassword = created.filter(({ row }) => row.password === undefined);
  const outbox = await queueResetMails(
    trx,
    withoutPassword.map(({ id, row }) => ({ ...row, id })),
    now,
    deps.mail,
  );
  if (outbox.length > 0) {
    deps.log(
      {
        count: outbox.length,
        first: outbox[0]?.id,
        last: outbox.at(-1)?.id,
        by: principal.player.id,
      },
      "mails queued (bulk create: password resets)",
    );
  }
}

/**
 * Inserts the rows in `trx`. Answers what was created and what was lost; the caller decides
 * whether a loss rolls everything back (throw from inside the transaction).
 */
export async function writeBulkPlayers(
  deps: ServerDeps,
  trx: Kysely<Database>,
  principal: Principal,
  rows: readonly ValidBulkRow[],
  hashes: ReadonlyMap<number, string>,
  now: Date,
): Promise<BulkWrite> {
  if (rows.length === 0) return { created: [], lost: [] };
  const { kept, lost } = await lockTeams(trx, rows);
  const ids = await newShortIds(trx, "player", kept.length);
  const pending = kept.map((row, index) => ({ row, id: must(ids[index], "id") }));
  const inserted = await insertPlayers(trx, pending, hashes, now);
  const created = pending.filter(({ id }) => inserted.has(id));
  lost.push(
    ...(await giveBack(
      trx,
      pending.filter(({ id }) => !inserted.has(id)),
    )),
  );
  await recordCreation(deps, trx, principal, created, now);
  return {
    created: created.map(({ row, id }) => ({ row: row.row, id })),
    lost: lost.sort((a, b) => a.row - b.row),
  };
}

/** Hashes the passwords of the rows (before the transaction), by row index. */
export async function hashBulkPasswords(
  rows: readonly ValidBulkRow[],
): Promise<ReadonlyMap<number, string>> {
  const hashes = await passwordHashes(rows);
  return new Map(rows.map((row, index) => [row.row, must(hashes[index], "password hash")]));
}
