/**
 * The global id space (`ids` table, `HEAD /ids/{id}/`): every entity id is registered with its
 * type. New ids are the SDK's 6-character short ids, re-rolled until unused.
 */
import { shortId, type RandomUuid, type ShortIdOptions } from "@canvass/sdk/ids";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

export interface NewShortIdOptions {
  /** Injectable randomness (tests, the deterministic seed); defaults to `crypto.randomUUID`. */
  readonly random?: RandomUuid;
  readonly length?: number;
  readonly maxAttempts?: number;
}

/** Thrown when no unused id came up within the allowed attempts. */
export class IdSpaceExhaustedError extends Error {
  constructor(readonly attempts: number) {
    super(`No unused id after ${attempts} attempts`);
    this.name = "IdSpaceExhaustedError";
  }
}

/**
 * Inserts `id` into the registry unless it is taken; true when this call registered it.
 * Run it on the transaction that creates the entity so a rollback frees the id again.
 */
export async function registerId(db: Kysely<Database>, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto("ids")
    .values({ id, type })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A new short id for an entity of `type`, registered in the same statement that checks it is
 * free (so two concurrent callers never get the same id). Pass the transaction (`trx`) that
 * inserts the entity.
 */
export async function newShortId(
  db: Kysely<Database>,
  type: string,
  options: NewShortIdOptions = {},
): Promise<string> {
  const result = await shortId({
    ...options,
    isUsed: async (id: string) => !(await registerId(db, id, type)),
  });
  if (result.ok) return result.id;
  if (result.reason === "checkFailed") throw result.cause;
  throw new IdSpaceExhaustedError(result.attempts);
}

/** The type an id is registered with, or `undefined` when it is unused. */
export async function idType(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("ids").select("type").where("id", "=", id).executeTakeFirst();
  return row?.type;
}

/**
 * `count` new short ids for entities of `type`, registered with one statement per round (a bulk
 * create would otherwise spend a round trip per id): draw candidates, insert those not taken,
 * and draw again only for the ones that were. Pass the transaction that inserts the entities.
 */
export async function newShortIds(
  db: Kysely<Database>,
  type: string,
  count: number,
  options: NewShortIdOptions = {},
): Promise<string[]> {
  const maxAttempts = options.maxAttempts ?? 10;
  const ids: string[] = [];
  for (let attempt = 1; ids.length < count; attempt += 1) {
    if (attempt > maxAttempts) throw new IdSpaceExhaustedError(maxAttempts);
    const wanted = new Set<string>();
    const missing = count - ids.length;
    // A draw may repeat itself; keep drawing until this round has enough distinct candidates.
    for (let draws = 0; wanted.size < missing && draws < missing * 4; draws += 1) {
      wanted.add(shortId(drawOptions(options)));
    }
    const inserted = await sql<{ id: string }>`
      INSERT INTO ids (id, type)
      SELECT unnest(${[...wanted]}::text[]), ${type}
      ON CONFLICT (id) DO NOTHING
      RETURNING id`.execute(db);
    for (const row of inserted.rows) ids.push(row.id);
  }
  return ids;
}

/** The options of one draw (without `isUsed`: a round checks its candidates together). */
function drawOptions(options: NewShortIdOptions): ShortIdOptions {
  return {
    ...(options.random === undefined ? {} : { random: options.random }),
    ...(options.length === undefined ? {} : { length: options.length }),
  };
}
