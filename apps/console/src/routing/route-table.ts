/**
 * The console's route table: every route of the spec (§2), keyed by the SDK's route pattern so
 * its gate is `ROUTE_GATES[pattern]`, with the screen's area (one lazily loaded chunk per area),
 * its title message and, for the spec's redirects, where it goes. `route-table.test.ts` checks it
 * against the SDK's table, which mirrors the spec.
 */
import type { RoutePattern } from "@canvass/sdk/permissions";

/** The lazily loaded chunks: the screens of one part of the product each. */
export type Area =
  | "session"
  | "dashboard"
  | "campaigns"
  | "people"
  | "clients"
  | "submissions"
  | "exports"
  | "email"
  | "admin";

export type RouteKind =
  /** A screen of an area. */
  | "screen"
  /** Goes elsewhere at once (a loader redirect). */
  | "redirect";

export interface RouteDef {
  /** A stable name: the title message is `route.<id>`. */
  readonly id: string;
  readonly pattern: RoutePattern;
  readonly area: Area;
  readonly kind: RouteKind;
}

const screen = (id: string, pattern: RoutePattern, area: Area): RouteDef => ({
  id,
  pattern,
  area,
  kind: "screen",
});
const redirect = (id: string, pattern: RoutePattern, area: Area): RouteDef => ({
  id,
  pattern,
  area,
  kind: "redirect",
});

export const ROUTES: readonly RouteDef[] = [
  // open
  screen("login", "/login", "session"),
  screen("resetPassword", "/reset_password", "session"),
  screen("twoFactor", "/2fa", "session"),
  screen("home", "/", "session"),
  screen("sample", "/sample", "session"),
  // dashboard
  screen("dashboard", "/dashboard/{type*}", "dashboard"),
  // campaigns
  screen("campaigns", "/campaigns", "campaigns"),
  screen("campaignNew", "/campaign/new", "campaigns"),
  screen("campaignProfile", "/campaign/{id}", "campaigns"),
  redirect("campaignEdit", "/campaign/{id}/edit", "campaigns"),
  screen("campaignEditPage", "/campaign/{id}/edit/{page}", "campaigns"),
  screen("campaignTasks", "/campaign/{id}/tasks", "campaigns"),
  screen("cancels", "/cancels", "campaigns"),
  screen("chats", "/chats", "campaigns"),
  screen("checkins", "/checkins", "campaigns"),
  // people: teams and users
  screen("teams", "/teams", "people"),
  screen("teamNew", "/team/new", "people"),
  screen("teamProfile", "/team/{id}", "people"),
  redirect("teamEdit", "/team/{id}/edit", "people"),
  screen("teamEditGeneral", "/team/{id}/edit/general", "people"),
  screen("teamEditOptional", "/team/{id}/edit/optional", "people"),
  screen("tree", "/tree", "people"),
  screen("users", "/users", "people"),
  screen("usersBulk", "/users/bulk", "people"),
  screen("userNew", "/user/new", "people"),
  redirect("userMe", "/user/me", "people"),
  screen("userProfile", "/user/{id}", "people"),
  redirect("userEdit", "/user/{id}/edit", "people"),
  screen("userEditGeneral", "/user/{id}/edit/general", "people"),
  screen("userEditOptional", "/user/{id}/edit/optional", "people"),
  screen("active", "/active", "people"),
  // clients
  screen("clients", "/clients", "clients"),
  screen("clientNew", "/client/new", "clients"),
  screen("client", "/client/{id}", "clients"),
  // submissions
  screen("subs", "/subs", "submissions"),
  screen("digitalEar", "/subs/ear", "submissions"),
  screen("batchEdit", "/batch-edit", "submissions"),
  screen("lookup", "/lookup/{ids?}/{defaultTab?}", "submissions"),
  screen("messages", "/messages", "submissions"),
  // exports, reports, imports
  screen("exports", "/exports", "exports"),
  screen("exportNew", "/export/new", "exports"),
  screen("export", "/export/{id}", "exports"),
  redirect("exportInstanceLookup", "/export-inst/{id}", "exports"),
  screen("exportInstance", "/export/{exportId}/instance/{id}", "exports"),
  screen("instanceNew", "/instance/{id}/new", "exports"),
  screen("reports", "/reports", "exports"),
  screen("reportNew", "/report/new", "exports"),
  screen("report", "/report/{id}", "exports"),
  screen("imports", "/imports", "exports"),
  screen("gfmpBatch", "/gfmp-batch", "exports"),
  // email
  screen("templates", "/templates", "email"),
  screen("templateVersion", "/templates/{tempId}/version/{id}", "email"),
  screen("blocks", "/blocks", "email"),
  screen("domains", "/domains", "email"),
  screen("domain", "/domains/{id}", "email"),
  // administration
  screen("sourceCodes", "/sourcecodes", "admin"),
  screen("sourceCode", "/sourcecodes/{name}", "admin"),
  screen("fieldOptions", "/fieldopts", "admin"),
  screen("fieldOption", "/fieldopts/{name}", "admin"),
  screen("fieldOptionNew", "/fieldopts/{name}/new", "admin"),
  screen("dashPages", "/dashpages", "admin"),
  screen("overrides", "/overrides/{campaign?}", "admin"),
  screen("overrideNew", "/overrides/{campaign}/new", "admin"),
  screen("override", "/overrides/{campaign}/{exclusionId}", "admin"),
  screen("feedback", "/feedback", "admin"),
  screen("configuration", "/configuration", "admin"),
];

/** Routes anyone may open, signed in or not (spec §2). */
export const OPEN_ROUTES: ReadonlySet<RoutePattern> = new Set([
  "/login",
  "/reset_password",
  "/2fa",
  "/",
  "/sample",
]);

/** The title message of a route. */
export const titleKey = (route: Pick<RouteDef, "id">): string => `route.${route.id}`;

/** The sub-pages of `/campaign/{id}/edit/{page}` (spec §2); any other is not found. */
export const CAMPAIGN_EDIT_PAGES = [
  "general",
  "intro",
  "kiosk",
  "form",
  "collaterals",
  "cancels",
  "checkins",
  "territories",
  "products",
  "2step",
] as const;
