/**
 * The submission list's filters of issue #18 (decision 0020): `q` reads two lowercased texts
 * through `pg_trgm` GIN indexes — the personal details the contract names (`Name`, `Email`,
 * `Phone`, `MobilePhone`, `Zip`, one text joined by newlines) and `TransactionID` — kept apart
 * so a caller who may not see one group does not find rows by it. The expressions are the ones
 * `ACCOUNT_TEXT_FILTER` (`resources/accounts/account-fields.ts`) writes; the EXPLAIN tests
 * check the list uses these indexes. `PaymentStatus` gets two date-ordered indexes, alone and
 * after the campaign (the console's usual filter): a rare status (failed, declined: 6–7 % each)
 * read in date order through all submissions fetches ~15 rows per match, and its count within a
 * campaign combined two bitmaps (2.4 s on PGlite; 17 ms index-only with the index). `Frequency`
 * values are common (none under 10 %): a filter on the date-ordered indexes (decision 0020).
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE INDEX accounts_details_text_trgm ON accounts USING gin ((lower(
       coalesce(name, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(phone, '')
       || E'\\n' || coalesce(mobile_phone, '') || E'\\n' || coalesce(zip, '')
     )) gin_trgm_ops)`,
    `CREATE INDEX accounts_transaction_id_trgm ON accounts
       USING gin ((lower(transaction_id)) gin_trgm_ops)`,
    `CREATE INDEX accounts_payment_status_received
       ON accounts (payment_status, received DESC, id DESC)`,
    `CREATE INDEX accounts_campaign_status_received
       ON accounts (campaign, payment_status, received DESC, id DESC)`,
    // Statistics of the new expressions: without them the planner guesses how many rows a
    // term matches and reads a rare term in date order through the whole table (seconds).
    `ANALYZE accounts`,
  ]);
}
