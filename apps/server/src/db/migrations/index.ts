/**
 * Versioned migrations as code. Each entry is `NNNN_name`; Kysely's Migrator runs the pending
 * ones in name order inside one transaction (PostgreSQL has transactional DDL) under its
 * migration lock, and records them in `kysely_migration`. Never edit a released migration:
 * add the next number.
 */
import { Migrator } from "kysely";
import type { Kysely, Migration, MigrationProvider, MigrationResult } from "kysely";
import * as m0001 from "./0001_ids.js";
import * as m0002 from "./0002_people.js";
import * as m0003 from "./0003_auth.js";
import * as m0004 from "./0004_campaigns.js";
import * as m0005 from "./0005_accounts.js";
import * as m0006 from "./0006_activity.js";
import * as m0007 from "./0007_settings_assets.js";
import * as m0010 from "./0010_campaign_uniques.js";
import * as m0011 from "./0011_account_filters.js";
import * as m0012 from "./0012_job_runs.js";
import * as m0036 from "./0036_source_codes.js";
import * as m0037 from "./0037_dash_pages.js";
import * as m0040 from "./0040_exports.js";
import * as m0041 from "./0041_export_schedules.js";
import * as m0045 from "./0045_checkin_geofence.js";
import * as m0046 from "./0046_chat_messages.js";
import * as m0050 from "./0050_imports.js";
import * as m0053 from "./0053_integrations.js";
import * as m0055 from "./0055_email_templates.js";
import * as m0058 from "./0058_email_delivery.js";
import * as m0060 from "./0060_batch_edit_rows.js";
import * as m0062 from "./0062_qa_reviews.js";
import * as m0064 from "./0064_custom_reports.js";
import * as m0072 from "./0072_dashboard_rollup.js";
import * as m0075 from "./0075_export_marks.js";
import * as m0078 from "./0078_email_tracking.js";
import * as m0080 from "./0080_exclusion_period.js";
import * as m0082 from "./0082_dashboard_rollup_compact.js";
import * as m0083 from "./0083_dashboard_rollup_campaign.js";

/** Every migration, in order. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001_ids": m0001,
  "0002_people": m0002,
  "0003_auth": m0003,
  "0004_campaigns": m0004,
  "0005_accounts": m0005,
  "0006_activity": m0006,
  "0007_settings_assets": m0007,
  "0010_campaign_uniques": m0010,
  "0011_account_filters": m0011,
  "0012_job_runs": m0012,
  "0036_source_codes": m0036,
  "0037_dash_pages": m0037,
  "0040_exports": m0040,
  "0041_export_schedules": m0041,
  "0045_checkin_geofence": m0045,
  "0046_chat_messages": m0046,
  "0050_imports": m0050,
  "0053_integrations": m0053,
  "0055_email_templates": m0055,
  "0058_email_delivery": m0058,
  "0060_batch_edit_rows": m0060,
  "0062_qa_reviews": m0062,
  "0064_custom_reports": m0064,
  "0072_dashboard_rollup": m0072,
  "0075_export_marks": m0075,
  "0078_email_tracking": m0078,
  "0080_exclusion_period": m0080,
  "0082_dashboard_rollup_compact": m0082,
  "0083_dashboard_rollup_campaign": m0083,
};

/** The in-code provider for Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};

export interface MigrateOptions {
  /** The schema of Kysely's migration tables (set it when the app runs in its own schema). */
  readonly schema?: string | undefined;
}

/**
 * Brings the database to the latest migration; resolves to the names of the migrations that
 * ran (empty when it was already current) and throws when one fails (nothing is applied then).
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.schema === undefined ? {} : { migrationTableSchema: options.schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result: MigrationResult) => result.status === "Error");
    const name = failed === undefined ? "" : ` (${failed.migrationName})`;
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
