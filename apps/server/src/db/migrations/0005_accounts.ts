/**
 * Submissions (accounts) and their tasks. Columns are the contract's `Account` fields in
 * snake_case; configured fields without a column go to `extra`. The indexes serve the
 * console's list (filter by campaign, team or player; sort by Received or TransactionProcessed,
 * newest first, with the id as tie-breaker for keyset paging) and the global search.
 */
import type { Kysely } from "kysely";
import { entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE accounts (
       id text COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{6,8}$'),
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE RESTRICT,
       team text COLLATE "C" REFERENCES teams (id) ON DELETE RESTRICT,
       player text COLLATE "C" REFERENCES players (id) ON DELETE RESTRICT,
       name text,
       received timestamptz NOT NULL,
       processed timestamptz,
       transaction_processed timestamptz,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),

       amount numeric(12, 2) CHECK (amount >= 0),
       currency text NOT NULL DEFAULT 'USD',
       frequency text CHECK (frequency IN ('once', 'monthly', 'quarterly', 'yearly')),
       status text,
       reason text,
       title text,
       first_name text,
       last_name text,
       gender text,
       address1 text,
       address2 text,
       city text,
       region text,
       zip text,
       country text,
       email text,
       phone text,
       mobile_phone text,

       transaction_id text,
       payment_status text CHECK (payment_status IN
         ('pending', 'approved', 'declined', 'failed', 'refunded', 'cancelled')),
       card_type text,
       card_last4 text,
       card_expiry text,
       bank_name text,
       bank_account_last4 text,
       iban text,
       swift text,
       transaction_error_reason text,
       transaction_response text,
       meta_sub_attempts integer NOT NULL DEFAULT 0,
       meta_fail_reasons text[] NOT NULL DEFAULT '{}',
       payment_address1 text,
       payment_address2 text,
       payment_city text,
       payment_region text,
       payment_zip text,
       payment_country text,

       duplicates boolean NOT NULL DEFAULT false,
       duplicates_cc boolean NOT NULL DEFAULT false,
       meta_cc_scanned boolean NOT NULL DEFAULT false,
       meta_cc_tapped boolean NOT NULL DEFAULT false,
       meta_changed_address boolean NOT NULL DEFAULT false,
       meta_changed_email boolean NOT NULL DEFAULT false,
       meta_address_validated boolean NOT NULL DEFAULT false,
       meta_billing_address_validated boolean NOT NULL DEFAULT false,
       meta_email_validated boolean NOT NULL DEFAULT false,
       meta_id_scanned boolean NOT NULL DEFAULT false,
       meta_otp_email_sent boolean NOT NULL DEFAULT false,
       meta_otp_sms_sent boolean NOT NULL DEFAULT false,
       transcribed boolean NOT NULL DEFAULT false,

       dob date,
       last_import_date timestamptz,
       last_recurring_payment_date timestamptz,
       cancel_date timestamptz,
       extra jsonb NOT NULL DEFAULT '{}',
       name_search text GENERATED ALWAYS AS
         (coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))
         STORED
     )`,
    `CREATE INDEX accounts_campaign_received ON accounts (campaign, received DESC, id DESC)`,
    `CREATE INDEX accounts_team_received ON accounts (team, received DESC, id DESC)`,
    `CREATE INDEX accounts_player_received ON accounts (player, received DESC, id DESC)`,
    `CREATE INDEX accounts_received ON accounts (received DESC, id DESC)`,
    `CREATE INDEX accounts_campaign_processed
       ON accounts (campaign, transaction_processed DESC, id DESC)`,
    `CREATE INDEX accounts_processed ON accounts (transaction_processed DESC, id DESC)`,
    `CREATE INDEX accounts_name_search_trgm ON accounts USING gin (name_search gin_trgm_ops)`,
    ...entityTriggers("accounts"),

    `CREATE TABLE account_tasks (
       account text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
       task text NOT NULL,
       status text NOT NULL DEFAULT 'pending'
         CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
       last_sent timestamptz,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (account, task)
     )`,
    ...entityTriggers("account_tasks"),
  ]);
}
