import type { ListStateSpec } from "../../patterns";

export type UserFilter = "team" | "role" | "status" | "campaign";

/** The user list's address: filters by team, role, status and campaign; sort by these fields. */
export const USERS_LIST: ListStateSpec<UserFilter> = {
  filters: ["team", "role", "status", "campaign"],
  sortable: ["lastname", "firstname", "username", "email", "role", "status", "Created"],
  defaultSort: "lastname",
};
