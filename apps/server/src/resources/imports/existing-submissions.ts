/**
 * The existing submissions of the target campaigns that may repeat a row of the file, as the
 * SDK's duplicate index. The database finds candidates by the indexed normalised e-mail, phone
 * digits and postcode (migration 0050); the SDK's rules (`duplicateKeys`) then decide, so the
 * rule has one home.
 */
import {
  DuplicateIndex,
  normalEmail,
  normalPhone,
  normalPostcode,
  type ImportCheckedRow,
} from "@canvass/sdk/imports";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";

const CHUNK = 5000;

// A type, not an interface: it must fit the SDK's `Record` of values.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type Candidate = {
  id: string;
  Email: string | null;
  Phone: string | null;
  MobilePhone: string | null;
  FirstName: string | null;
  LastName: string | null;
  Zip: string | null;
};

export async function existingIndex(
  db: Kysely<Database>,
  campaigns: readonly string[],
  rows: readonly ImportCheckedRow[],
  /** A run started again leaves out what its earlier attempt wrote. */
  excludeJob = "",
): Promise<DuplicateIndex<string>> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const zips = new Set<string>();
  for (const { values } of rows) {
    const email = normalEmail(values.Email);
    if (email !== undefined) emails.add(email);
    for (const phone of [normalPhone(values.Phone), normalPhone(values.MobilePhone)]) {
      if (phone !== undefined) phones.add(phone);
    }
    const zip = normalPostcode(values.Zip);
    if (zip !== undefined) zips.add(zip);
  }
  const index = new DuplicateIndex<string>();
  const [allEmails, allPhones, allZips] = [[...emails], [...phones], [...zips]];
  const longest = Math.max(allEmails.length, allPhones.length, allZips.length);
  for (let start = 0; start < longest; start += CHUNK) {
    const e = allEmails.slice(start, start + CHUNK);
    const p = allPhones.slice(start, start + CHUNK);
    const z = allZips.slice(start, start + CHUNK);
    const { rows: found } = await sql<Candidate>`
      SELECT id, email AS "Email", phone AS "Phone", mobile_phone AS "MobilePhone",
             first_name AS "FirstName", last_name AS "LastName", zip AS "Zip"
      FROM accounts
      WHERE campaign = ANY(${[...campaigns]}::text[])
        AND coalesce(extra ->> 'ImportJob', '') IS DISTINCT FROM ${excludeJob || null}
        AND (lower(btrim(email)) = ANY(${e}::text[])
          OR right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) = ANY(${p}::text[])
          OR right(regexp_replace(mobile_phone, '[^0-9]', '', 'g'), 9) = ANY(${p}::text[])
          OR upper(regexp_replace(zip, '[^[:alnum:]]', '', 'g')) = ANY(${z}::text[]))
      ORDER BY received, id`.execute(db);
    for (const candidate of found) index.add(candidate, candidate.id);
  }
  return index;
}
