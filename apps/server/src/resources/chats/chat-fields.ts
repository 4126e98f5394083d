/**
 * The chat fields (the contract's `Chat`) mapped to the `chats` table, for the shared list
 * engine of the accounts area: the same filters as cancels and check-ins, `After`/`Before` on
 * `Updated` (the latest message), `ID` filtering submission ids.
 */
import type { ListField, ListSpec } from "../accounts/list-spec.js";
import { fieldMap, NAME_FIELDS, NAME_SORT_ALIASES } from "../accounts/list-spec.js";

const FIELDS: readonly ListField[] = [
  { name: "ID", sql: "r.id", kind: "text", nullable: false, sortable: true },
  { name: "AccountID", sql: "r.account", kind: "text", nullable: true, sortable: true },
  NAME_FIELDS.players,
  NAME_FIELDS.teams,
  NAME_FIELDS.campaigns,
  { name: "Channel", sql: "r.channel", kind: "text", nullable: false, sortable: true },
  { name: "LastMessage", sql: "r.last_message", kind: "text", nullable: true, sortable: false },
  { name: "Messages", sql: "r.messages", kind: "number", nullable: false, sortable: false },
  { name: "Created", sql: "r.created", kind: "timestamp", nullable: false, sortable: true },
  { name: "Updated", sql: "r.updated", kind: "timestamp", nullable: false, sortable: true },
];

/** The chats list. */
export const CHAT_LIST: ListSpec = {
  operationId: "queryChats",
  // `chats` has the same filter columns as the other lists (team, campaign, player) and list
  // indexes (migration 0006).
  table: "chats",
  itemsKey: "Result",
  fields: fieldMap(FIELDS),
  defaultFields: FIELDS.map((field) => field.name),
  requiredFields: ["ID", "Channel", "Created"],
  filterColumns: { campaign: "campaign", team: "team", player: "player", id: "account" },
  dateColumns: { Updated: "r.updated" },
  defaultDateField: "Updated",
  defaultSort: "-Updated",
  indexedSorts: ["Updated"],
  sortAliases: NAME_SORT_ALIASES,
  sources: ["chats", "campaigns", "teams", "players"],
};
