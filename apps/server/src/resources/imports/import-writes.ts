/**
 * Writes one chunk of an import's plan in one transaction: new submissions (8-character ids,
 * in the first target campaign, received on the row's date or now) and updates of existing
 * ones (the mapped fields only), each with its history entry ("Import of <file>"), and each
 * created row tagged in `extra` with the job and row (`ImportJob`, `ImportRow`) so a run started
 * again after a crash never writes a row twice.
 */
import type { ImportWrite } from "@canvass/sdk/imports";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import { newShortIds, toJson, type Database, type HistoryChange } from "../../db/index.js";
import { ACCOUNT_COLUMNS } from "../accounts/account-fields.js";
import { accountValues } from "../accounts/account-record.js";
import { changedFields, recordHistory, type HistoryEntry } from "../history-entries.js";

export interface ChunkContext {
  readonly author: Principal;
  readonly campaign: string;
  readonly job: string;
  readonly file: string;
  readonly now: Date;
}

/** Columns and `extra` of a row's values. */
function columnsOf(values: ImportWrite["values"]): {
  columns: Record<string, unknown>;
  extra: Record<string, unknown>;
} {
  const columns: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    const column = ACCOUNT_COLUMNS.get(key);
    if (column === undefined) extra[key] = value;
    else columns[column.column] = value;
  }
  return { columns, extra };
}

/**
 * The chunk's new submissions in one INSERT per set of filled columns (usually one): the rows
 * travel as one JSON parameter read by `jsonb_populate_recordset`, so a chunk of thousands of
 * rows is one statement with one parameter, and a column a row leaves empty keeps its default.
 */
export async function createChunk(
  trx: Kysely<Database>,
  context: ChunkContext,
  writes: readonly ImportWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  const ids = await newShortIds(trx, "account", writes.length, { length: 8 });
  const history: HistoryEntry[] = [];
  const now = context.now.toISOString();
  const groups = new Map<string, Record<string, unknown>[]>();
  writes.forEach((write, index) => {
    const { columns, extra } = columnsOf(write.values);
    const id = ids[index] ?? "";
    history.push({
      target: id,
      targetType: "account",
      action: "create",
      changes: Object.entries(write.values)
        .filter(([, value]) => value !== null)
        .map(([field, value]): HistoryChange => ({ field, to: value })),
      reason: `Import of ${context.file}`,
    });
    const row: Record<string, unknown> = {
      id,
      campaign: context.campaign,
      received: now,
      last_import_date: now,
      ...columns,
      extra: { ...extra, ImportJob: context.job, ImportRow: write.row },
      created: now,
      updated: now,
    };
    const key = Object.keys(row).join(",");
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  });
  for (const [key, rows] of groups) {
    const columns = sql.join(key.split(",").map((column) => sql.id(column)));
    await sql`INSERT INTO accounts (${columns})
      SELECT ${columns} FROM jsonb_populate_recordset(NULL::accounts, ${JSON.stringify(rows)}::jsonb)`.execute(
      trx,
    );
  }
  await recordHistory(trx, context.author, history, context.now);
}

export async function updateChunk(
  trx: Kysely<Database>,
  context: ChunkContext,
  writes: readonly ImportWrite[],
): Promise<void> {
  if (writes.length === 0) return;
  const accounts = writes.flatMap((write) => (write.account === undefined ? [] : [write.account]));
  const fields = [...new Set(writes.flatMap((write) => Object.keys(write.values)))];
  // Locked first, in one order: a chunk written beside this one that updates the same
  // submissions waits for this one's commit, then reads what it wrote (its history's "from").
  await sql`SELECT id FROM accounts WHERE id = ANY(${accounts}::text[]) ORDER BY id FOR UPDATE`.execute(
    trx,
  );
  const before = await accountValues(trx, accounts, fields);
  const history: HistoryEntry[] = [];
  for (const write of writes) {
    if (write.account === undefined) continue;
    const { columns, extra } = columnsOf(write.values);
    const changes = changedFields(
      before.get(write.account) ?? {},
      Object.fromEntries(Object.entries(write.values).filter(([, v]) => v !== null)),
    );
    if (changes.length === 0) continue;
    await trx
      .updateTable("accounts")
      .set({
        ...(columns as object),
        extra: sql`extra || ${toJson(extra)}::jsonb`,
        last_import_date: context.now,
        updated: context.now,
      } as never)
      .where("id", "=", write.account)
      .execute();
    history.push({
      target: write.account,
      targetType: "account",
      action: "update",
      changes,
      reason: `Import of ${context.file}`,
    });
  }
  await recordHistory(trx, context.author, history, context.now);
}

/** Rows of this job already written by an earlier attempt (a restart after a crash). */
export async function rowsWrittenBy(db: Kysely<Database>, job: string): Promise<Set<number>> {
  const { rows } = await sql<{ row: number }>`
    SELECT (extra ->> 'ImportRow')::int AS row FROM accounts WHERE extra ->> 'ImportJob' = ${job}`.execute(
    db,
  );
  return new Set(rows.map((row) => row.row));
}
