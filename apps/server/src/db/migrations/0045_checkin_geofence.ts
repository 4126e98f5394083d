/**
 * The geofence flag of check-ins (issue 22, decision 0036): `geofence` is `inside` or `outside`
 * the campaign's territory (`assets/campaigns/{id}/settings/territory.json`), NULL when there is
 * nothing to check (no position, no campaign, no territory). `geofence_at` says when it was
 * worked out: NULL means "work it out" (a new check-in, or one whose position or campaign
 * changed); `checkin_geofence_runs` holds, per campaign, the territory version the flags were
 * worked out against, so a changed territory re-checks its campaign's check-ins. The rule
 * itself is the SDK's `geofenceOf`, run by the server before it answers the check-ins list.
 *
 * The views `checkins_inside_territory` and `checkins_outside_territory` are the list's rows
 * filtered by the flag (the list engine reads one table per list); their change stamps follow
 * the check-ins'.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE checkins
       ADD COLUMN geofence text CHECK (geofence IN ('inside', 'outside')),
       ADD COLUMN geofence_at timestamptz`,
    `CREATE INDEX checkins_geofence_due ON checkins (id)
       WHERE geofence_at IS NULL AND lat IS NOT NULL AND lng IS NOT NULL AND campaign IS NOT NULL`,
    `CREATE INDEX checkins_campaign_geofence ON checkins (campaign, geofence, created DESC, id DESC)`,
    `CREATE FUNCTION checkin_geofence_due() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.lat IS DISTINCT FROM OLD.lat OR NEW.lng IS DISTINCT FROM OLD.lng
          OR NEW.campaign IS DISTINCT FROM OLD.campaign THEN
         NEW.geofence_at := NULL;
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER checkins_geofence_due BEFORE UPDATE ON checkins
       FOR EACH ROW EXECUTE FUNCTION checkin_geofence_due()`,
    `CREATE TABLE checkin_geofence_runs (
       campaign text COLLATE "C" PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
       territory_modified timestamptz
     )`,
    `CREATE VIEW checkins_inside_territory AS SELECT * FROM checkins WHERE geofence = 'inside'`,
    `CREATE VIEW checkins_outside_territory AS SELECT * FROM checkins WHERE geofence = 'outside'`,
    `CREATE FUNCTION note_checkin_views_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO table_changes (name, modified)
         VALUES ('checkins_inside_territory', clock_timestamp()),
                ('checkins_outside_territory', clock_timestamp())
         ON CONFLICT (name) DO UPDATE SET modified = excluded.modified;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER checkins_views_changed AFTER INSERT OR UPDATE OR DELETE ON checkins
       FOR EACH STATEMENT EXECUTE FUNCTION note_checkin_views_change()`,
    `CREATE TRIGGER checkins_views_truncated AFTER TRUNCATE ON checkins
       FOR EACH STATEMENT EXECUTE FUNCTION note_checkin_views_change()`,
  ]);
}
