/** Campaigns, their teams and clients, overrides (campaign options) and optional field options. */
import type { Kysely } from "kysely";
import { entityTriggers, changeTriggers, runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // Defaults are the spec's creation defaults (§3).
    `CREATE TABLE campaigns (
       id text COLLATE "C" PRIMARY KEY,
       title text NOT NULL,
       type text NOT NULL DEFAULT 'in-person' CHECK (type IN ('in-person', 'self-serve', 'voip')),
       attempts integer NOT NULL DEFAULT 3,
       timeout integer NOT NULL DEFAULT 5,
       submit_mode text NOT NULL DEFAULT 'default',
       block_screenshot boolean NOT NULL DEFAULT false,
       checkin_length integer NOT NULL DEFAULT 4,
       range text NOT NULL DEFAULT 'h',
       picture boolean NOT NULL DEFAULT false,
       raw_processes jsonb NOT NULL DEFAULT '[]',
       settings jsonb NOT NULL DEFAULT '{}',
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX campaigns_title ON campaigns (lower(title), id)`,
    `CREATE INDEX campaigns_title_trgm ON campaigns USING gin (title gin_trgm_ops)`,
    ...entityTriggers("campaigns"),

    `CREATE TABLE team_campaigns (
       team text COLLATE "C" NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       created timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (team, campaign)
     )`,
    `CREATE INDEX team_campaigns_campaign ON team_campaigns (campaign, team)`,
    ...changeTriggers("team_campaigns"),

    `CREATE TABLE client_campaigns (
       client text COLLATE "C" NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       created timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (client, campaign)
     )`,
    `CREATE INDEX client_campaigns_campaign ON client_campaigns (campaign, client)`,
    ...changeTriggers("client_campaigns"),

    `CREATE TABLE campaign_options (
       id text COLLATE "C" PRIMARY KEY,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       field text NOT NULL,
       rule text NOT NULL,
       value jsonb,
       description text,
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX campaign_options_campaign ON campaign_options (campaign, created, id)`,
    ...entityTriggers("campaign_options"),

    `CREATE TABLE team_campaign_options (
       option text COLLATE "C" NOT NULL REFERENCES campaign_options (id) ON DELETE CASCADE,
       campaign text COLLATE "C" NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
       team text COLLATE "C" NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
       created timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (option, team)
     )`,
    `CREATE INDEX team_campaign_options_campaign ON team_campaign_options (campaign, team)`,
    `CREATE INDEX team_campaign_options_team ON team_campaign_options (team)`,
    ...changeTriggers("team_campaign_options"),

    `CREATE TABLE optional_field_options (
       id text COLLATE "C" PRIMARY KEY,
       field text NOT NULL,
       options text[] NOT NULL DEFAULT '{}',
       campaigns text[],
       created timestamptz NOT NULL DEFAULT now(),
       updated timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX optional_field_options_field ON optional_field_options (field, id)`,
    ...entityTriggers("optional_field_options"),
  ]);
}
