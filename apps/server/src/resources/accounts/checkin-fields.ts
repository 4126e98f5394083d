/**
 * The check-in fields (the contract's `Checkin`) mapped to the `checkins` table. `Location` is an
 * object built from five columns, left out when the check-in has no coordinates.
 */
import type { ListField, ListSpec } from "./list-spec.js";
import { fieldMap, NAME_FIELDS, NAME_SORT_ALIASES } from "./list-spec.js";

const LOCATION_JSON = `CASE WHEN r.lat IS NOT NULL AND r.lng IS NOT NULL THEN '{' || concat_ws(',',
  '"lat":' || r.lat::text, '"lng":' || r.lng::text, '"city":' || to_json(r.city)::text,
  '"region":' || to_json(r.region)::text, '"country_iso2":' || to_json(r.country_iso2)::text) || '}' END`;

const FIELDS: readonly ListField[] = [
  { name: "ID", sql: "r.id", kind: "text", nullable: false, sortable: true },
  { name: "PlayerID", sql: "r.player", kind: "text", nullable: false, sortable: true },
  NAME_FIELDS.players,
  NAME_FIELDS.teams,
  NAME_FIELDS.campaigns,
  { name: "Created", sql: "r.created", kind: "timestamp", nullable: false, sortable: true },
  {
    name: "Location",
    sql: "r.lat",
    jsonSql: LOCATION_JSON,
    kind: "json",
    nullable: true,
    sortable: false,
  },
  {
    name: "HasPicture",
    sql: "(r.picture IS NOT NULL)",
    kind: "boolean",
    nullable: false,
    sortable: true,
  },
  { name: "Length", sql: "r.length", kind: "number", nullable: true, sortable: true },
  // Inside or outside the campaign's territory (migration 0045, `checkin-geofence.ts`).
  { name: "Geofence", sql: "r.geofence", kind: "text", nullable: true, sortable: false },
];

/** The check-ins list (`ID` filters check-in ids). */
export const CHECKIN_LIST: ListSpec = {
  operationId: "queryCheckins",
  table: "checkins",
  itemsKey: "Result",
  fields: fieldMap(FIELDS),
  defaultFields: FIELDS.map((field) => field.name),
  requiredFields: ["ID", "PlayerID", "Created"],
  filterColumns: { campaign: "campaign", team: "team", player: "player", id: "id" },
  dateColumns: { Created: "r.created" },
  defaultDateField: "Created",
  defaultSort: "-Created",
  indexedSorts: ["Created"],
  sortAliases: NAME_SORT_ALIASES,
  sources: ["checkins", "campaigns", "teams", "players"],
};

/**
 * The check-ins list filtered by `Geofence`: the same list read from the view of the check-ins
 * inside, or outside, their campaign's territory (migration 0045).
 */
export const CHECKIN_LISTS_BY_GEOFENCE: Readonly<Record<"inside" | "outside", ListSpec>> = {
  // Views that select `*` from `checkins`, so every field's SQL holds.
  inside: { ...CHECKIN_LIST, table: "checkins_inside_territory" },
  outside: { ...CHECKIN_LIST, table: "checkins_outside_territory" },
};
