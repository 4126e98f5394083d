/**
 * An exclusion's period (issue 22, decision 0059): a campaign option (override, exclusion) may
 * apply only to submissions signed up on the days `active_from`..`active_to` (inclusive; NULL
 * leaves that side open). The rule lives in `@canvass/sdk/field-ops` (`exclusionPeriodProblems`);
 * the CHECK is the database's last word on the same "does not end before it starts".
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE campaign_options ADD COLUMN active_from date, ADD COLUMN active_to date`,
    `ALTER TABLE campaign_options ADD CONSTRAINT campaign_options_period
       CHECK (active_from IS NULL OR active_to IS NULL OR active_from <= active_to)`,
  ]);
}
