/**
 * The addresses of the field lists (/cancels, /checkins, /chats): range (`1d-before` is the
 * default, left out of the address), zone, campaign, team and player, plus `type` on cancels and
 * `geofence` on check-ins; sort by the contract's sortable fields; page sizes 10 … 500, 50 by
 * default (the shared list state of `patterns/list`).
 */
import { schemaLimits, type SortField } from "@canvass/sdk/contract";
import { isValidTimeZone } from "@canvass/sdk/dates";
import { parseFieldListRange } from "@canvass/sdk/field-ops";
import { fitsLimits, type ListStateSpec } from "../../patterns";

export type FieldListFilter =
  "range" | "zone" | "campaign" | "team" | "player" | "type" | "geofence";

const COMMON_FILTERS = ["range", "zone", "campaign", "team", "player"] as const;

const idValue = fitsLimits(schemaLimits.Campaign.id);
const commonValues = {
  range: (value: string) => parseFieldListRange(value) !== undefined,
  zone: (value: string) => isValidTimeZone(value),
  campaign: idValue,
  team: idValue,
  player: idValue,
};

const CANCEL_SORTS: readonly SortField<"queryCancels">[] = [
  "Created",
  "Type",
  "Amount",
  "CampaignName",
  "TeamName",
  "PlayerName",
];
const CHECKIN_SORTS: readonly SortField<"queryCheckins">[] = [
  "Created",
  "PlayerName",
  "TeamName",
  "CampaignName",
];
const CHAT_SORTS: readonly SortField<"queryChats">[] = [
  "Updated",
  "Created",
  "Channel",
  "PlayerName",
  "CampaignName",
];

export const CANCELS_LIST: ListStateSpec<FieldListFilter> = {
  filters: [...COMMON_FILTERS, "type"],
  filterValues: { ...commonValues, type: fitsLimits(schemaLimits.Cancel.Type) },
  sortable: CANCEL_SORTS,
  defaultSort: "-Created",
};

export const CHECKINS_LIST: ListStateSpec<FieldListFilter> = {
  filters: [...COMMON_FILTERS, "geofence"],
  filterValues: { ...commonValues, geofence: fitsLimits(schemaLimits.Checkin.Geofence) },
  sortable: CHECKIN_SORTS,
  defaultSort: "-Created",
};

export const CHATS_LIST: ListStateSpec<FieldListFilter> = {
  filters: [...COMMON_FILTERS],
  filterValues: commonValues,
  sortable: CHAT_SORTS,
  defaultSort: "-Updated",
};
