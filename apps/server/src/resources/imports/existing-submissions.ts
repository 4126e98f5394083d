/**
 * The existing submissions of the target campaigns that may repeat a row of the file, as the
 * SDK's duplicate index. The database finds candidates by the indexed normalised e-mail, phone
 * digits and postcode (migration 0050), one index probe per key and kind; the SDK's rules
 * (`duplicateKeys`) then decide, so the rule has one home.
 */
import { DuplicateIndex, duplicateLookups, type DuplicateKeys } from "@canvass/sdk/imports";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";

/**
 * Keys per query. Each key probes the index in a `LATERAL` subquery kept apart by `OFFSET 0`
 * (decision 0082): `expr = ANY(keys)` let PostgreSQL read all 250 000 rows of the bench's
 * campaign and filter them (9.7 s for the e-mails of a 100 000-row file against 1 000 000
 * submissions; 0.7 s probing), so the number of queries no longer multiplies what is read
 * (decision 0065's reason for 200 000 keys a query). Each query is its own short transaction
 * (about 20 ms on PGlite): on PGlite, where the database runs on this process's one thread, the
 * API's statements take their turn in between, instead of waiting 5 s behind one query of a
 * 100 000-row file (decision 0094).
 */
export const KEYS_PER_QUERY = 2_000;

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
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      // A transaction only for `SET LOCAL`: the nested loop's estimate (rows per key × keys) is
      // far over PostgreSQL's JIT threshold, and compiling the query cost more than running it.
      const candidates = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL jit = off`.execute(trx);
        const { rows: probed } = await sql<Candidate>`
          SELECT a.* FROM unnest(${keys.slice(start, start + KEYS_PER_QUERY)}::text[]) AS k (key)
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
    }
  }
  // The oldest submission a key leads to is the one a row matches (as before: by received, id).
  const ordered = [...found.values()].sort(
    (a, b) =>
      new Date(a.received).getTime() - new Date(b.received).getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const index = new DuplicateIndex<string>();
  for (const { id, Email, Phone, MobilePhone, FirstName, LastName, Zip } of ordered) {
    index.add({ Email, Phone, MobilePhone, FirstName, LastName, Zip }, id);
  }
  return index;
}
