import { schemaLimits, type SortField } from "@canvass/sdk/contract";
import { fitsLimits, type ListStateSpec } from "../../patterns";

export type UserFilter = "team" | "role" | "status" | "campaign";

/** The columns the table sorts by (fields of the contract's `x-sortable` of `listPlayers`). */
const SORTABLE: readonly SortField<"listPlayers">[] = [
  "lastname",
  "firstname",
  "username",
  "email",
  "role",
  "status",
  "Created",
];

/**
 * The user list's address: filters by team, role, status and campaign (values the contract does
 * not allow are ignored with a notice); sort by these fields.
 */
export const USERS_LIST: ListStateSpec<UserFilter> = {
  filters: ["team", "role", "status", "campaign"],
  filterValues: {
    team: fitsLimits(schemaLimits.Player.team),
    role: fitsLimits(schemaLimits.Player.role),
    status: fitsLimits(schemaLimits.Player.status),
    campaign: fitsLimits(schemaLimits.Campaign.id),
  },
  sortable: SORTABLE,
  defaultSort: "lastname",
};
