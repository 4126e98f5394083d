/**
 * Writes entity history (`GET /history/`): who changed what, when, and why, in the transaction of
 * the change. Each entry gets a registered short id, the author's full name as it is at that
 * moment, and `created` from the server's clock (`deps.now()`), like every business time.
 */
import { sql, type Kysely } from "kysely";
import type { Principal } from "../auth/index.js";
import { newShortIds, type Database, type HistoryChange, type JsonValue } from "../db/index.js";

/** What a change did (the contract's known `Action` values that this server writes). */
export type HistoryAction =
  | "create"
  | "update"
  | "move"
  | "activate"
  | "deactivate"
  | "delete"
  | "reassign"
  | "resend"
  | "review"
  | "transcribe";

/** The kind of entity an entry is about (`TargetType`). */
export type HistoryTargetType = "player" | "team" | "account";

export interface HistoryEntry {
  readonly target: string;
  readonly targetType: HistoryTargetType;
  readonly action: HistoryAction;
  readonly changes: readonly HistoryChange[];
  /** Why (a submission change request's reason). */
  readonly reason?: string | undefined;
}

/** The columns an entry fills (the rest keep their defaults). */
const HISTORY_COLUMNS = sql.join(
  [
    "id",
    "target",
    "target_type",
    "author",
    "author_name",
    "action",
    "changes",
    "reason",
    "created",
    "updated",
  ].map((column) => sql.id(column)),
);

/**
 * Records one entry, or several by the same author (none: nothing is written). Every entry of
 * a call goes in one INSERT with one parameter (the rows as a JSON array read by
 * `jsonb_populate_recordset`), so a bulk write of thousands (an import chunk) is one statement.
 */
export async function recordHistory(
  trx: Kysely<Database>,
  author: Principal,
  entry: HistoryEntry | readonly HistoryEntry[],
  now: Date,
): Promise<void> {
  const entries: readonly HistoryEntry[] = isEntryList(entry) ? entry : [entry];
  if (entries.length === 0) return;
  const player = await trx
    .selectFrom("players")
    .select("full_name")
    .where("id", "=", author.player.id)
    .executeTakeFirst();
  const authorName = player?.full_name ?? author.player.username;
  // One registration round for every entry (a bulk create writes a thousand at once).
  const ids = await newShortIds(trx, "history", entries.length);
  const created = now.toISOString();
  const rows = entries.map(({ target, targetType, action, changes, reason }, index) => ({
    id: ids[index] ?? "", // newShortIds answers exactly one id per entry
    target,
    target_type: targetType,
    author: author.player.id,
    author_name: authorName,
    action,
    changes,
    reason: reason ?? null,
    created,
    updated: created,
  }));
  await sql`INSERT INTO history (${HISTORY_COLUMNS})
    SELECT ${HISTORY_COLUMNS}
      FROM jsonb_populate_recordset(NULL::history, ${JSON.stringify(rows)}::jsonb)`.execute(trx);
}

function isEntryList(
  entry: HistoryEntry | readonly HistoryEntry[],
): entry is readonly HistoryEntry[] {
  return Array.isArray(entry);
}

/** The changes between two records, for the fields that were sent and differ. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes.push({ field, from: from as JsonValue, to: to as JsonValue });
  }
  return changes;
}
