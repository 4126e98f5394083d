/**
 * Writes entity history (`GET /history/`): who changed what, when, and why. Each entry gets a
 * registered short id; `created` is the server's clock (`deps.now()`), like every business time.
 */
import type { Kysely } from "kysely";
import { newShortId, toJson, type Database, type HistoryChange } from "../../db/index.js";

export interface HistoryInput {
  readonly target: string;
  readonly targetType: string;
  readonly action: string;
  readonly changes: readonly HistoryChange[];
  readonly reason?: string | undefined;
}

/** Records entries by one author, in the caller's transaction. */
export async function writeHistory(
  trx: Kysely<Database>,
  author: string,
  now: Date,
  entries: readonly HistoryInput[],
): Promise<void> {
  if (entries.length === 0) return;
  const player = await trx
    .selectFrom("players")
    .select("full_name")
    .where("id", "=", author)
    .executeTakeFirst();
  const authorName = player?.full_name ?? author;
  const rows = [];
  for (const entry of entries) {
    rows.push({
      id: await newShortId(trx, "history"),
      target: entry.target,
      target_type: entry.targetType,
      author,
      author_name: authorName,
      action: entry.action,
      changes: toJson(entry.changes),
      reason: entry.reason ?? null,
      created: now,
      updated: now,
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto("history")
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
