/**
 * The base permission table (spec §6 "Base permissions"): which role may get, create, update
 * or delete which resource, before any rule by action, restriction flag or feature applies.
 */
import type { Role } from "./roles";

export const RESOURCES = [
  "accounts",
  "activities",
  "leads",
  "assignments",
  "checkins",
  "calling",
  "teams",
  "players",
  "campaigns",
  "customreports",
  "exports",
  "overrides",
  "feedback",
  "history",
  "imports",
  "cancels",
  "chats",
  "assets",
  "clients",
  "hooks",
  "sourcecodes",
  "fieldoptions",
  "dashpages",
  "emails",
] as const;

export type Resource = (typeof RESOURCES)[number];

export const VERBS = ["get", "create", "update", "delete"] as const;

export type Verb = (typeof VERBS)[number];

export type ResourceGrants = Readonly<Partial<Record<Resource, readonly Verb[]>>>;

const ALL: readonly Verb[] = VERBS;
const CRU: readonly Verb[] = ["get", "create", "update"];
const GCD: readonly Verb[] = ["get", "create", "delete"];
const GU: readonly Verb[] = ["get", "update"];
const GC: readonly Verb[] = ["get", "create"];
const G: readonly Verb[] = ["get"];

/**
 * root and admin: "nearly everything" — every verb on every resource except the spec's named
 * exceptions (submissions, activities and leads are never deleted through the table; imports
 * are create only; cancels get and create; feedback and history get, create, delete).
 * Deleting a submission is granted by a rule by action (root team only), not by this table.
 */
const ADMIN: ResourceGrants = {
  accounts: CRU,
  activities: CRU,
  leads: CRU,
  assignments: ALL,
  checkins: ALL,
  calling: ALL,
  teams: ALL,
  players: ALL,
  campaigns: ALL,
  customreports: ALL,
  exports: ALL,
  overrides: ALL,
  feedback: GCD,
  history: GCD,
  imports: ["create"],
  cancels: GC,
  chats: ALL,
  assets: ALL,
  clients: ALL,
  hooks: ALL,
  sourcecodes: ALL,
  fieldoptions: ALL,
  dashpages: ALL,
  emails: ALL,
};

/** rep and callcenter share one row of the spec. */
const FIELD: ResourceGrants = {
  accounts: CRU,
  activities: CRU,
  calling: CRU,
  leads: CRU,
  campaigns: G,
  teams: G,
  overrides: G,
  players: GU,
  feedback: GC,
};

export const basePermissions: Readonly<Record<Role, ResourceGrants>> = {
  root: ADMIN,
  admin: ADMIN,
  manager: {
    accounts: CRU,
    activities: CRU,
    leads: CRU,
    assignments: CRU,
    checkins: CRU,
    calling: CRU,
    teams: ALL,
    players: ALL,
    campaigns: G,
    customreports: G,
    exports: G,
    overrides: G,
    feedback: GCD,
    history: G,
  },
  callcenter: FIELD,
  rep: FIELD,
  client: {
    accounts: G,
    assets: G,
    calling: G,
    campaigns: G,
    teams: G,
    players: G,
    history: G,
    feedback: GC,
  },
};

/** The base table alone: does `role` hold `verb` on `resource`? */
export function hasBasePermission(role: Role, resource: Resource, verb: Verb): boolean {
  return basePermissions[role][resource]?.includes(verb) ?? false;
}
