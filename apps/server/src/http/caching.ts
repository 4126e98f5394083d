/**
 * `Last-Modified` and `304 Not Modified` for cacheable reads. HTTP dates have one-second
 * resolution, so a change later in the same second as the copy a client holds would be missed;
 * when the data changed in the current second the stamp is set one second earlier, which makes
 * the next read after any later change a 200 (see `lastModifiedStamp`).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/index.js";

/** The second-resolution stamp to send for data last changed at `modified`. */
export function lastModifiedStamp(modified: Date, realNow: Date = new Date()): Date {
  const second = Math.floor(modified.getTime() / 1000);
  const current = Math.floor(realNow.getTime() / 1000);
  return new Date((second < current ? second : second - 1) * 1000);
}

/** Every cacheable read's answer belongs to its caller: revalidated, never shared. */
const PER_CALLER = { "cache-control": "private, no-cache", vary: "Authorization" } as const;

export interface Conditional {
  /** True when the client's copy is current: answer 304 with `headers` and no body. */
  readonly notModified: boolean;
  /**
   * `Last-Modified`, `Cache-Control: private, no-cache` (clients revalidate every time; no shared
   * cache keeps it) and `Vary: Authorization`: answers depend on who asks (scope), so a browser
   * never answers one operator's request with another's stored copy after a 304.
   */
  readonly headers: Record<string, string>;
}

/**
 * Compares `If-Modified-Since` with the data's modification time; without a time (nothing
 * known) there is no `Last-Modified` and never a 304.
 */
export function conditional(
  ifModifiedSince: string | undefined,
  modified: Date | undefined,
  realNow: Date = new Date(),
): Conditional {
  if (modified === undefined) return { notModified: false, headers: { ...PER_CALLER } };
  const stamp = lastModifiedStamp(modified, realNow);
  const headers = { "last-modified": stamp.toUTCString(), ...PER_CALLER };
  if (ifModifiedSince === undefined) return { notModified: false, headers };
  const since = Date.parse(ifModifiedSince);
  // While the change's second is still running, any copy stamped in it may already be stale.
  const settled = Math.floor(modified.getTime() / 1000) < Math.floor(realNow.getTime() / 1000);
  return { notModified: settled && !Number.isNaN(since) && since >= stamp.getTime(), headers };
}

/**
 * When any of the tables last changed (statement triggers keep `table_changes`); `undefined`
 * when none has changed since the database was created.
 */
export async function tablesModified(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[],
): Promise<Date | undefined> {
  const row = await db
    .selectFrom("table_changes")
    .select(sql<Date | null>`max(modified)`.as("modified"))
    .where("name", "in", [...tables])
    .executeTakeFirst();
  return row?.modified ?? undefined;
}
