/** What the parts of the seed share: the transaction, the random streams, ids and the plan. */
import { shortId } from "@canvass/sdk/ids";
import { CompiledQuery, sql } from "kysely";
import type { Kysely } from "kysely";
import type { CampaignTypeName, Database, RoleName } from "../schema.js";
import type { Prng } from "./prng.js";

/**
 * Hands out the SDK's 6-character short ids from a seeded stream, re-rolling any already used,
 * and registers them in the `ids` table in bulk. The seed runs on an empty database, so the
 * ids it hands out are all the ids there are.
 */
export class IdAllocator {
  readonly #used = new Set<string>();
  #pending: { id: string; type: string }[] = [];

  constructor(private readonly prng: Prng) {}

  next(type: string): string {
    for (;;) {
      const id = shortId({ random: () => this.prng.uuid() });
      if (!this.#used.has(id)) return this.reserve(id, type);
    }
  }

  /** Records an id made elsewhere (submission ids). */
  reserve(id: string, type: string): string {
    this.#used.add(id);
    this.#pending.push({ id, type });
    return id;
  }

  get size(): number {
    return this.#used.size;
  }

  /** Inserts the ids handed out since the last flush into the `ids` table. */
  async flush(db: Kysely<Database>): Promise<void> {
    const pending = this.#pending;
    this.#pending = [];
    for (let start = 0; start < pending.length; start += 10_000) {
      const chunk = pending.slice(start, start + 10_000);
      await db.executeQuery(
        CompiledQuery.raw(
          "INSERT INTO ids (id, type) SELECT * FROM unnest($1::text[], $2::text[])",
          [chunk.map((entry) => entry.id), chunk.map((entry) => entry.type)],
        ),
      );
    }
  }
}

export interface SeededTeam {
  readonly key: string;
  readonly id: string;
  readonly title: string;
  readonly role: RoleName;
  readonly countries: readonly string[];
}

export interface SeededPlayer {
  readonly id: string;
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly role: RoleName;
  readonly team: SeededTeam;
}

export interface SeededCampaign {
  readonly key: string;
  readonly id: string;
  readonly title: string;
  readonly type: CampaignTypeName;
  readonly teams: readonly SeededTeam[];
  readonly weight: number;
  readonly tasks: readonly string[];
}

export interface SeedContext {
  readonly db: Kysely<Database>;
  readonly prng: Prng;
  readonly ids: IdAllocator;
  /** The instant the data ends at; everything is dated before it. */
  readonly now: Date;
  readonly teams: Map<string, SeededTeam>;
  readonly players: SeededPlayer[];
  readonly campaigns: SeededCampaign[];
  readonly clients: Map<string, string>;
}

export const DAY_MS = 86_400_000;

/** `days` (fractional) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Runs `INSERT INTO table (...) SELECT * FROM unnest(...)` for column arrays, in chunks. */
export async function insertColumns(
  db: Kysely<Database>,
  table: string,
  columns: readonly (readonly [name: string, type: string, values: readonly unknown[]])[],
): Promise<void> {
  const length = columns[0]?.[2].length ?? 0;
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ");
  const text = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
  for (let start = 0; start < length; start += 10_000) {
    await db.executeQuery(
      CompiledQuery.raw(
        text,
        columns.map(([, , values]) => values.slice(start, start + 10_000)),
      ),
    );
  }
}

/**
 * Runs a bulk load with the table's secondary indexes dropped, then builds them again from
 * their own definitions: building an index once is much faster than growing it row by row
 * (the trigram index above all). Inside the seed's transaction, so a failure restores them.
 */
export async function withIndexesDeferred<T>(
  db: Kysely<Database>,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ${table}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.indexname`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  const result = await load();
  await sql`SET LOCAL maintenance_work_mem = '128MB'`.execute(db);
  for (const index of rows) await sql.raw(index.definition).execute(db);
  return result;
}
