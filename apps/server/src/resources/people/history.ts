/**
 * The history of people and teams (`GET /history/?Target=`): one entry per create, update, move,
 * activation, deactivation or delete, written in the same transaction as the change, with the
 * author's name as it is at that moment.
 */
import { sql, type Kysely } from "kysely";
import type { Database, HistoryChange, JsonValue } from "../../db/index.js";
import { newShortId, toJson } from "../../db/index.js";
import type { Principal } from "../../auth/index.js";

export type HistoryAction = "create" | "update" | "move" | "activate" | "deactivate" | "delete";

export interface HistoryInput {
  readonly target: string;
  readonly targetType: "player" | "team";
  readonly action: HistoryAction;
  readonly changes: readonly HistoryChange[];
}

/** Writes one history entry (pass the transaction of the change). */
export async function recordHistory(
  trx: Kysely<Database>,
  author: Principal,
  entry: HistoryInput,
  now: Date,
): Promise<void> {
  const id = await newShortId(trx, "history");
  await trx
    .insertInto("history")
    .columns([
      "id",
      "target",
      "target_type",
      "author",
      "author_name",
      "action",
      "changes",
      "created",
      "updated",
    ])
    .expression((eb) =>
      eb
        .selectFrom("players")
        .select([
          sql<string>`${id}::text`.as("id"),
          sql<string>`${entry.target}::text`.as("target"),
          sql<string>`${entry.targetType}::text`.as("target_type"),
          "players.id as author",
          "players.full_name as author_name",
          sql<string>`${entry.action}::text`.as("action"),
          sql<string>`${toJson(entry.changes)}::jsonb`.as("changes"),
          sql<Date>`${now.toISOString()}::timestamptz`.as("created"),
          sql<Date>`${now.toISOString()}::timestamptz`.as("updated"),
        ])
        .where("players.id", "=", author.player.id),
    )
    .execute();
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
