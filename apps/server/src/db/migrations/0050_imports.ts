/**
 * Imports (issue 23, decision 0037): each uploaded file, kept whole (at most the 10 MiB an upload
 * may have) so a later run re-uses it (`previouslyuploaded`), with what the last run used (sheet,
 * column map, campaigns) and its job; plus the indexes of the duplicate check on submissions
 * (normalised e-mail, the last nine digits of a phone, the postcode without spaces).
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE imports (
       id text COLLATE "C" PRIMARY KEY,
       player text COLLATE "C" NOT NULL REFERENCES players (id) ON DELETE CASCADE,
       file text NOT NULL,
       bytes bytea NOT NULL,
       sha256 text NOT NULL,
       header jsonb NOT NULL DEFAULT '[]'::jsonb,
       sheets jsonb NOT NULL DEFAULT '[]'::jsonb,
       page text,
       rows integer NOT NULL DEFAULT 0,
       status text NOT NULL DEFAULT 'uploaded'
         CHECK (status IN ('uploaded', 'processing', 'completed', 'failed')),
       column_map jsonb,
       campaigns text[] NOT NULL DEFAULT '{}',
       job text,
       result jsonb,
       uploaded timestamptz NOT NULL,
       updated timestamptz NOT NULL DEFAULT now(),
       UNIQUE (player, file)
     )`,
    `CREATE INDEX imports_uploaded ON imports (uploaded DESC)`,
    `CREATE INDEX accounts_import_email ON accounts (campaign, lower(btrim(email)))
       WHERE email IS NOT NULL`,
    `CREATE INDEX accounts_import_phone
       ON accounts (campaign, right(regexp_replace(phone, '[^0-9]', '', 'g'), 9))
       WHERE phone IS NOT NULL`,
    `CREATE INDEX accounts_import_mobile
       ON accounts (campaign, right(regexp_replace(mobile_phone, '[^0-9]', '', 'g'), 9))
       WHERE mobile_phone IS NOT NULL`,
    `CREATE INDEX accounts_import_zip
       ON accounts (campaign, upper(regexp_replace(zip, '[^[:alnum:]]', '', 'g')))
       WHERE zip IS NOT NULL`,
  ]);
}
