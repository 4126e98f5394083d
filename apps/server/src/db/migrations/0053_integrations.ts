/**
 * The fundraising-platform batches (issue 23, decision 0038). `integration_batches`: one row per
 * run of a provider for a campaign (`runExternalService`), with its counts, its error when the
 * provider could not be read, and when its batch task was completed (`completeBatchTask`); a
 * re-run updates the same batch. `integration_batch_rows`: what each row the provider sent
 * became (`created`, `existing`, `failed` with its problems). `integration_donations`: which
 * submission each provider donation made, so a re-run never creates a second one.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE integration_batches (
       id text COLLATE "C" PRIMARY KEY,
       provider text NOT NULL,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       owner text COLLATE "C" REFERENCES players (id) ON DELETE SET NULL,
       status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
       received integer NOT NULL DEFAULT 0,
       created_rows integer NOT NULL DEFAULT 0,
       existing_rows integer NOT NULL DEFAULT 0,
       failed_rows integer NOT NULL DEFAULT 0,
       error text,
       runs integer NOT NULL DEFAULT 1,
       started timestamptz NOT NULL,
       finished timestamptz,
       completed timestamptz,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX integration_batches_campaign ON integration_batches (campaign, started DESC, id)`,
    `CREATE INDEX integration_batches_started ON integration_batches (started DESC, id)`,
    `CREATE TRIGGER integration_batches_touch BEFORE UPDATE ON integration_batches
       FOR EACH ROW EXECUTE FUNCTION touch_updated()`,
    `CREATE TABLE integration_batch_rows (
       batch text COLLATE "C" NOT NULL REFERENCES integration_batches (id) ON DELETE CASCADE,
       row_number integer NOT NULL,
       external_id text,
       account text COLLATE "C",
       status text NOT NULL CHECK (status IN ('created', 'existing', 'failed')),
       problems jsonb NOT NULL DEFAULT '[]',
       data jsonb NOT NULL DEFAULT '{}',
       PRIMARY KEY (batch, row_number)
     )`,
    `CREATE TABLE integration_donations (
       provider text NOT NULL,
       external_id text NOT NULL,
       account text COLLATE "C" NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
       batch text COLLATE "C",
       created timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (provider, external_id)
     )`,
  ]);
}
