/**
 * E-mail delivery (issue 24, decision 0040): sender domains with their DKIM key (the private key
 * encrypted) and DNS records, the messages log (every mail the server sends, whatever the
 * transport), bounces, and the outbox row's link to its message (the outbox is the embedded
 * default's mailbox: the local transport delivers there).
 */
import type { Kysely } from "kysely";
import { changeTriggers, entityTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE email_domains (
       id text COLLATE "C" PRIMARY KEY,
       domain text COLLATE "C" NOT NULL UNIQUE,
       status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'valid', 'invalid')),
       dkim_selector text NOT NULL,
       dkim_public_key text NOT NULL,
       dkim_private_key text NOT NULL,
       checks jsonb NOT NULL DEFAULT '[]'::jsonb,
       created timestamptz NOT NULL DEFAULT now(),
       validated timestamptz,
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    ...entityTriggers("email_domains"),
    `CREATE TABLE email_messages (
       id text COLLATE "C" PRIMARY KEY,
       idempotency_key text COLLATE "C" UNIQUE,
       to_address text NOT NULL,
       from_address text NOT NULL,
       from_domain text COLLATE "C" REFERENCES email_domains (id) ON DELETE SET NULL,
       subject text NOT NULL,
       html text,
       text_body text NOT NULL,
       template text COLLATE "C",
       version integer,
       account text COLLATE "C",
       campaign text COLLATE "C",
       transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
       status text NOT NULL DEFAULT 'queued'
         CHECK (status IN ('queued', 'sent', 'delivered', 'opened', 'clicked', 'bounced', 'blocked', 'failed')),
       attempts integer NOT NULL DEFAULT 0,
       error text,
       smtp_id text,
       job_id text,
       created timestamptz NOT NULL DEFAULT now(),
       sent timestamptz,
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX email_messages_created ON email_messages (created DESC, id DESC)`,
    `CREATE INDEX email_messages_account ON email_messages (account, created DESC)`,
    `CREATE INDEX email_messages_to ON email_messages (lower(to_address))`,
    ...entityTriggers("email_messages"),
    `CREATE TABLE email_bounces (
       id text COLLATE "C" PRIMARY KEY,
       email text NOT NULL,
       type text NOT NULL CHECK (type IN ('hard', 'soft')),
       reason text,
       message text COLLATE "C" REFERENCES email_messages (id) ON DELETE SET NULL,
       created timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX email_bounces_email ON email_bounces (lower(email), type)`,
    `CREATE INDEX email_bounces_created ON email_bounces (created DESC, id DESC)`,
    ...changeTriggers("email_bounces"),
    `ALTER TABLE outbox ADD COLUMN message text COLLATE "C" REFERENCES email_messages (id) ON DELETE SET NULL`,
  ]);
}
