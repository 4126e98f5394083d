/**
 * The existing submissions of the target campaigns that may repeat a row of the file, as the
 * SDK's duplicate index. The database finds candidates by the indexed normalised e-mail, phone
 * digits and postcode (migration 0050), one index probe per key and kind; the SDK's rules
 * (`duplicateKeys`) then decide, so the rule has one home.
 */
import { DuplicateIndex, duplicateLookups, type DuplicateKeys } from "@canvass/sdk/imports";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";

/**
 * Each key probes the index in a `LATERAL` subquery kept apart by `OFFSET 0` (decision 0082):
 * `expr = ANY(keys)` let PostgreSQL read all 250 000 rows of the bench's campaign and filter them
 * (9.7 s for the e-mails of a 100 000-row file against 1 000 000 submissions; 0.7 s probing), so
 * the number of queries no longer multiplies what is read (decision 0065's reason for 200 000
 * keys a query). Each query is now short (decision 0094): about `ROWS_PER_QUERY` candidates, its
 * own transaction, and the event loop turns once after it. On PGlite, where the database runs on
 * this process's one thread and a chain of queries never leaves it otherwise, requests that came
 * in meanwhile are read and their statements take their turn in between, instead of waiting
 * 5–8 s behind the look-up of a 100 000-row file.
 */
export const ROWS_PER_QUERY = 500;
/**
 * Keys of a kind's first query, before its rows per key are known: one (a bench file's 30
 * postcodes, asked together, led to 98 000 submissions in one 1.4 s query on PGlite).
 */
export const FIRST_KEYS = 1;
/** Candidates added to the index between two turns of the event loop. */
const INDEXED_PER_TURN = 5_000;
/** The most keys a query asks (e-mails and phones: mostly no row at all). */
export const MAX_KEYS = 1_000;

/**
 * How many keys the next query of a kind asks, from what its earlier ones found: as many as give
 * about `ROWS_PER_QUERY` candidates at that rate (a postcode can lead to hundreds of
 * submissions, an e-mail to none), at least one and at most `MAX_KEYS`.
 */
export function nextKeyCount(keysAsked: number, rowsFound: number): number {
  if (keysAsked === 0) return FIRST_KEYS;
  if (rowsFound === 0) return MAX_KEYS;
  return Math.max(1, Math.min(MAX_KEYS, Math.floor((ROWS_PER_QUERY * keysAsked) / rowsFound)));
}

interface Candidate {
  id: string;
  Email: string | null;
  Phone: string | null;
  MobilePhone: string | null;
  FirstName: string | null;
  LastName: string | null;
  Zip: string | null;
  received: Date;
}

/**
 * Each normalisation with its column's `IS NOT NULL` (the partial indexes' predicate, written
 * out so the planner uses them): one indexed lookup per kind of key, never an OR of them.
 */
const LOOKUPS = {
  email: sql`email IS NOT NULL AND lower(btrim(email))`,
  phone: sql`phone IS NOT NULL AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`,
  mobile: sql`mobile_phone IS NOT NULL
    AND right(regexp_replace(mobile_phone, '[^0-9]', '', 'g'), 9)`,
  zip: sql`zip IS NOT NULL AND upper(regexp_replace(zip, '[^[:alnum:]]', '', 'g'))`,
};

export async function existingIndex(
  db: Kysely<Database>,
  campaigns: readonly string[],
  rows: readonly DuplicateKeys[],
  /** A run started again leaves out what its earlier attempt wrote. */
  excludeJob = "",
): Promise<DuplicateIndex<string>> {
  // A row's phone key is its first phone; an existing submission's may be in either column.
  const { emails, phones, postcodes: zips } = duplicateLookups(rows);
  const found = new Map<string, Candidate>();
  const lookups: [keyof typeof LOOKUPS, readonly string[]][] = [
    ["email", [...emails]],
    ["phone", [...phones]],
    ["mobile", [...phones]],
    ["zip", [...zips]],
  ];
  for (const [lookup, keys] of lookups) {
    let rowsFound = 0;
    for (let start = 0; start < keys.length;) {
      const asked = keys.slice(start, start + nextKeyCount(start, rowsFound));
      // A transaction only for `SET LOCAL`: the nested loop's estimate (rows per key × keys) is
      // far over PostgreSQL's JIT threshold, and compiling the query cost more than running it.
      const candidates = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL jit = off`.execute(trx);
        const { rows: probed } = await sql<Candidate>`
          SELECT a.* FROM unnest(${asked}::text[]) AS k (key)
          CROSS JOIN LATERAL (
            SELECT id, email AS "Email", phone AS "Phone", mobile_phone AS "MobilePhone",
                   first_name AS "FirstName", last_name AS "LastName", zip AS "Zip", received
              FROM accounts
             WHERE campaign = ANY(${[...campaigns]}::text[])
               AND ${LOOKUPS[lookup]} = k.key
               AND coalesce(extra ->> 'ImportJob', '') IS DISTINCT FROM ${excludeJob || null}
            OFFSET 0) a`.execute(trx);
        return probed;
      });
      for (const candidate of candidates) found.set(candidate.id, candidate);
      start += asked.length;
      rowsFound += candidates.length;
      await nextTurn();
    }
  }
  // The oldest submission a key leads to is the one a row matches (as before: by received, id).
  const ordered = [...found.values()]
    .map((candidate) => ({ candidate, time: new Date(candidate.received).getTime() }))
    .sort(
      (a, b) =>
        a.time - b.time ||
        (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
    )
    .map(({ candidate }) => candidate);
  const index = new DuplicateIndex<string>();
  for (const [
    at,
    { id, Email, Phone, MobilePhone, FirstName, LastName, Zip },
  ] of ordered.entries()) {
    index.add({ Email, Phone, MobilePhone, FirstName, LastName, Zip }, id);
    if ((at + 1) % INDEXED_PER_TURN === 0) await nextTurn();
  }
  return index;
}
