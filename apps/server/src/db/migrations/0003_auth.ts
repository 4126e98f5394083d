/** Sign-in state: sessions (token ids), throttling, 2FA challenges, recovery, resets, outbox. */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE sessions (
       jti text COLLATE "C" PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       created timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       revoked_at timestamptz
     )`,
    `CREATE INDEX sessions_player ON sessions (player, expires_at)`,
    `CREATE TABLE auth_attempts (
       id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       key text NOT NULL,
       success boolean NOT NULL DEFAULT false,
       at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX auth_attempts_key ON auth_attempts (key, at DESC)`,
    `CREATE TABLE two_factor_challenges (
       id text COLLATE "C" PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       attempts integer NOT NULL DEFAULT 0,
       created timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       used_at timestamptz
     )`,
    `CREATE INDEX two_factor_challenges_player ON two_factor_challenges (player)`,
    `CREATE TABLE recovery_codes (
       id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       code_hash text NOT NULL,
       created timestamptz NOT NULL DEFAULT now(),
       used_at timestamptz
     )`,
    `CREATE INDEX recovery_codes_player ON recovery_codes (player)`,
    `CREATE TABLE password_resets (
       token_hash text PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       created timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL,
       used_at timestamptz
     )`,
    `CREATE INDEX password_resets_player ON password_resets (player)`,
    `CREATE TABLE outbox (
       id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       to_address text NOT NULL,
       subject text NOT NULL,
       body text NOT NULL,
       created timestamptz NOT NULL DEFAULT now()
     )`,
  ]);
}
