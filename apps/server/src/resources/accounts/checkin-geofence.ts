/**
 * Works out the geofence flag of check-ins that need it (migration 0045, decision 0036) before
 * the check-ins list answers: first every campaign whose territory changed since its check-ins
 * were last checked (all its check-ins again), then the check-ins not yet checked (new ones,
 * or ones whose position or campaign changed). The rule is the SDK's `geofenceOf`; PGlite has
 * no PostGIS, so the server runs it in JavaScript and stores the answer, and the list filters
 * by the stored flag in SQL.
 */
import { geofenceOf, type Territory } from "@canvass/sdk/geo";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";

/** Check-ins read and written per statement. */
const BATCH = 2_000;

const territoryPath = (campaign: string) => `assets/campaigns/${campaign}/settings/territory.json`;

interface DueRow {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  readonly campaign: string;
}

/** A territory document's polygons; a file that does not parse has none. */
function parseTerritory(bytes: Uint8Array | null | undefined): Territory | null {
  if (bytes == null) return null;
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8")) as Territory;
  } catch {
    return null;
  }
}

async function territoriesOf(
  db: Kysely<Database>,
  campaigns: readonly string[],
): Promise<Map<string, Territory | null>> {
  const found = new Map<string, Territory | null>(campaigns.map((id) => [id, null]));
  if (campaigns.length === 0) return found;
  const rows = await db
    .selectFrom("assets")
    .select(["path", "bytes"])
    .where("path", "in", campaigns.map(territoryPath))
    .execute();
  for (const campaign of campaigns) {
    const row = rows.find((candidate) => candidate.path === territoryPath(campaign));
    found.set(campaign, parseTerritory(row?.bytes));
  }
  return found;
}

/** Stores the flags of these check-ins, worked out against their campaigns' territories. */
async function flag(db: Kysely<Database>, rows: readonly DueRow[]): Promise<void> {
  if (rows.length === 0) return;
  const territories = await territoriesOf(db, [...new Set(rows.map((row) => row.campaign))]);
  const ids: string[] = [];
  const flags: (string | null)[] = [];
  for (const row of rows) {
    const result = geofenceOf(territories.get(row.campaign), [row.lng, row.lat]);
    ids.push(row.id);
    flags.push(result === "unknown" ? null : result);
  }
  await sql`UPDATE checkins c SET geofence = f.flag, geofence_at = now()
    FROM unnest(${ids}::text[], ${flags}::text[]) AS f(id, flag)
    WHERE c.id = f.id AND c.geofence IS DISTINCT FROM f.flag OR c.id = f.id AND c.geofence_at IS NULL`.execute(
    db,
  );
}

/** Campaigns whose territory file changed (or appeared, or went) since their last check. */
async function changedTerritories(
  db: Kysely<Database>,
): Promise<{ campaign: string; modified: Date | null }[]> {
  const { rows } = await sql<{ campaign: string; modified: Date | null }>`
    SELECT c.id AS campaign, a.modified
    FROM campaigns c
    LEFT JOIN assets a ON a.path = 'assets/campaigns/' || c.id || '/settings/territory.json'
    LEFT JOIN checkin_geofence_runs g ON g.campaign = c.id
    WHERE a.modified IS DISTINCT FROM g.territory_modified`.execute(db);
  return rows;
}

/** Brings every check-in's geofence flag up to date with its campaign's territory. */
export async function refreshCheckinGeofence(db: Kysely<Database>): Promise<void> {
  for (const { campaign, modified } of await changedTerritories(db)) {
    let after = "";
    for (;;) {
      const rows = await db
        .selectFrom("checkins")
        .select(["id", "lat", "lng", "campaign"])
        .where("campaign", "=", campaign)
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const positioned = rows.filter(
        (row): row is DueRow => row.lat !== null && row.lng !== null && row.campaign !== null,
      );
      await flag(db, positioned);
      const last = rows.at(-1);
      if (last === undefined || rows.length < BATCH) break;
      after = last.id;
    }
    await db
      .insertInto("checkin_geofence_runs")
      .values({ campaign, territory_modified: modified })
      .onConflict((conflict) =>
        conflict.column("campaign").doUpdateSet({ territory_modified: modified }),
      )
      .execute();
  }
  for (;;) {
    const { rows } = await sql<DueRow>`SELECT id, lat, lng, campaign FROM checkins
      WHERE geofence_at IS NULL AND lat IS NOT NULL AND lng IS NOT NULL AND campaign IS NOT NULL
      LIMIT ${BATCH}`.execute(db);
    await flag(db, rows);
    if (rows.length < BATCH) break;
  }
}
