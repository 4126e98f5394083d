/** The cancellation fields (the contract's `Cancel`) mapped to the `cancels` table. */
import type { ListField, ListSpec } from "./list-spec.js";
import { fieldMap, NAME_FIELDS, NAME_SORT_ALIASES } from "./list-spec.js";

const FIELDS: readonly ListField[] = [
  { name: "ID", sql: "r.id", kind: "text", nullable: false, sortable: true },
  { name: "AccountID", sql: "r.account", kind: "text", nullable: false, sortable: true },
  { name: "Type", sql: "r.type", kind: "text", nullable: false, sortable: true },
  { name: "Reason", sql: "r.reason", kind: "text", nullable: true, sortable: false },
  { name: "Amount", sql: "r.amount", kind: "number", nullable: true, sortable: true },
  { name: "Campaign", sql: "r.campaign", kind: "text", nullable: true, sortable: true },
  { name: "Team", sql: "r.team", kind: "text", nullable: true, sortable: true },
  { name: "Player", sql: "r.player", kind: "text", nullable: true, sortable: true },
  NAME_FIELDS.campaigns,
  NAME_FIELDS.teams,
  NAME_FIELDS.players,
  { name: "cancelDate", sql: "r.cancel_date", kind: "timestamp", nullable: true, sortable: true },
  { name: "Created", sql: "r.created", kind: "timestamp", nullable: false, sortable: true },
];

/** The cancellations list (`ID` filters the submission ids). */
export const CANCEL_LIST: ListSpec = {
  operationId: "queryCancels",
  table: "cancels",
  itemsKey: "Result",
  fields: fieldMap(FIELDS),
  defaultFields: FIELDS.map((field) => field.name),
  requiredFields: ["ID", "AccountID", "Type", "Created"],
  filterColumns: { campaign: "campaign", team: "team", player: "player", id: "account" },
  dateColumns: { Created: "r.created" },
  defaultDateField: "Created",
  defaultSort: "-Created",
  indexedSorts: ["Created"],
  sortAliases: NAME_SORT_ALIASES,
  sources: ["cancels", "campaigns", "teams", "players"],
};
