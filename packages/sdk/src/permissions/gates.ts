/**
 * Where the named permissions are asked: the route table of spec §2 (every listed permission
 * is needed) and the side navigation menu (an entry shows only with its capability).
 */
import { can } from "./capabilities";
import type { PermissionContext, PermissionTarget } from "./context";
import type { NamedPermission } from "./permission-names";

type Gates = readonly NamedPermission[];

const OPEN: Gates = [];

/** Route pattern → the permissions it needs. Open routes need none (but the 404 page). */
export const ROUTE_GATES = {
  "/login": OPEN,
  "/reset_password": OPEN,
  "/2fa": OPEN,
  "/": OPEN,
  "/sample": OPEN,
  "/dashboard/{type*}": ["ViewDashboard"],
  "/campaigns": ["ViewCampaignList"],
  "/campaign/{id}": ["ViewCampaignProfile"],
  "/campaign/new": ["CreateCampaign"],
  "/campaign/{id}/edit": ["EditCampaign"],
  "/campaign/{id}/edit/{page}": ["EditCampaign"],
  "/campaign/{id}/tasks": ["EditCampaignTasks"],
  "/teams": ["ViewTeamList"],
  "/team/{id}": ["ViewTeamProfile"],
  "/team/new": ["CreateTeam"],
  "/team/{id}/edit": ["EditTeam"],
  "/team/{id}/edit/general": ["EditTeam"],
  "/team/{id}/edit/optional": ["EditTeamOptionalFields"],
  "/tree": ["ViewTeamHierarchy"],
  "/users": ["ViewUserList"],
  "/user/{id}": ["ViewUserProfile"],
  "/user/new": ["CreateUser"],
  "/users/bulk": ["CreateBulkUsers"],
  "/user/me": ["ViewOwnProfile"],
  "/user/{id}/edit": ["EditUser"],
  "/user/{id}/edit/general": ["EditUser"],
  "/user/{id}/edit/optional": ["EditUserOptionalFields"],
  "/active": ["ViewActiveUserList"],
  "/cancels": ["ViewCancelsList"],
  "/chats": ["ViewChatsList"],
  "/checkins": ["ViewCheckinsList"],
  "/clients": ["ViewClientsList"],
  "/client/{id}": ["EditClients"],
  "/client/new": ["EditClients"],
  "/subs": ["ViewSubList"],
  "/subs/ear": ["ViewDigitalEar"],
  "/batch-edit": ["BatchSubEdit"],
  "/lookup/{ids?}/{defaultTab?}": ["ViewSubLookup"],
  "/exports": ["ViewExportsList"],
  "/export/{id}": ["ViewExportsList"],
  "/export/new": ["ViewCreateExport", "CreateExports"],
  "/export-inst/{id}": ["EditExports"],
  "/export/{exportId}/instance/{id}": ["EditExports"],
  "/instance/{id}/new": ["CreateOrEditExports"],
  "/reports": ["ViewReportsList"],
  "/report/{id}": ["EditReports"],
  "/report/new": ["CreateReports"],
  "/messages": ["ViewCommunications"],
  "/templates": ["ManageEmailTemplates"],
  "/templates/{tempId}/version/{id}": ["ManageEmailTemplates"],
  "/blocks": ["ManageEmailBlocks"],
  "/domains": ["ManageEmailDomains"],
  "/domains/{id}": ["ManageEmailDomains"],
  "/sourcecodes": ["ManageSourceCodes"],
  "/sourcecodes/{name}": ["ManageSourceCodes"],
  "/imports": ["StartImports"],
  "/gfmp-batch": ["ManageGoFundMeBatch"],
  "/fieldopts": ["ManageFieldOptions"],
  "/fieldopts/{name}": ["ManageFieldOptions"],
  "/fieldopts/{name}/new": ["ManageFieldOptions"],
  "/dashpages": ["ManageDashPages"],
  "/overrides/{campaign?}": ["ManageOverrides"],
  "/overrides/{campaign}/{exclusionId}": ["ManageOverrides"],
  "/overrides/{campaign}/new": ["ManageOverrides"],
  "/feedback": ["ViewFeedback"],
  "/configuration": ["ViewConfiguration"],
} as const satisfies Readonly<Record<string, Gates>>;

export type RoutePattern = keyof typeof ROUTE_GATES;

/**
 * Gates §6 names among the route gates but §2 places on no route: UpdateExports guards saving
 * changes on /export/{id}, whose page itself only needs ViewExportsList.
 */
export const ACTION_ONLY_GATES: readonly NamedPermission[] = ["UpdateExports"];

/** Side navigation entry → its capability (spec §2 "Side navigation menu", §6). */
export const MENU_GATES = {
  "/dashboard": "ViewDashboard",
  "/subs": "ViewSubList",
  "/messages": "ViewCommunications",
  "/subs/ear": "ViewDigitalEar",
  "/lookup": "ViewSubLookup",
  "/users": "ViewUserList",
  "/active": "ViewActiveUserList",
  "/teams": "ViewTeamList",
  "/tree": "ViewTeamHierarchy",
  "/feedback": "ViewFeedback",
  "/campaigns": "ViewCampaignList",
  "/cancels": "ViewCancelsList",
  "/chats": "ViewChatsList",
  "/checkins": "ViewCheckinsList",
  "/clients": "ViewClientsList",
  "/exports": "ViewExportsList",
  "/reports": "ViewReportsList",
  "/batch-edit": "BatchSubEdit",
  "/gfmp-batch": "ManageGoFundMeBatch",
  "/imports": "StartImports",
  "/templates": "ManageEmailTemplates",
  "/blocks": "ManageEmailBlocks",
  "/domains": "ManageEmailDomains",
  "/configuration": "ViewConfiguration",
  "/fieldopts": "ManageFieldOptions",
  "/overrides": "ManageOverrides",
  "/sourcecodes": "ManageSourceCodes",
  "/dashpages": "ManageDashPages",
  "/user/new": "CreateUser",
  "/users/bulk": "CreateBulkUsers",
  "/team/new": "CreateTeam",
  "/campaign/new": "CreateCampaign",
  "/export/new": "CreateExports",
  "/report/new": "CreateReports",
  "/user/{id}": "ViewOwnProfile",
} as const satisfies Readonly<Record<string, NamedPermission>>;

export type MenuEntry = keyof typeof MENU_GATES;

/** Menu pieces that are not links: the create menu and the feedback popup. */
export const MENU_WIDGET_GATES = {
  createMenu: "CreateAnything",
  feedbackPopup: "CreateFeedback",
} as const satisfies Readonly<Record<string, NamedPermission>>;

/** Whether every gate of the route holds (the target is the user of /user/{id}/edit). */
export function canOpenRoute(
  ctx: PermissionContext,
  route: RoutePattern,
  target?: PermissionTarget,
): boolean {
  const gates: Gates = ROUTE_GATES[route];
  return gates.every((permission) => can(ctx, permission, target));
}

/** The menu entries the context sees, in MENU_GATES order. */
export function visibleMenuEntries(ctx: PermissionContext): readonly MenuEntry[] {
  return (Object.keys(MENU_GATES) as MenuEntry[]).filter((entry) => can(ctx, MENU_GATES[entry]));
}
