/**
 * Uniqueness the campaigns area promises (409 on duplicates), kept by the database so two
 * concurrent creates cannot both win: campaign titles (case-insensitive, like client names) and
 * campaign options per campaign, field and rule (the rule hashed: it may be 1000 characters).
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE UNIQUE INDEX campaigns_title_unique ON campaigns (lower(title))`,
    `CREATE UNIQUE INDEX campaign_options_rule_unique
       ON campaign_options (campaign, field, md5(rule))`,
  ]);
}
