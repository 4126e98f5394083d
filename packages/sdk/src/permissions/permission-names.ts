/**
 * Every named permission the portal asks about: the route gates (spec §2), the menu
 * capabilities and search sections (spec §6 "Named permissions"), and the rules by action
 * (spec §6) under names of their own so that the console, the server and the tests share them.
 */

/** Route gates of spec §2, in route-table order. */
export const ROUTE_GATE_PERMISSIONS = [
  "ViewDashboard",
  "ViewCampaignList",
  "ViewCampaignProfile",
  "CreateCampaign",
  "EditCampaign",
  "EditCampaignTasks",
  "ViewTeamList",
  "ViewTeamProfile",
  "CreateTeam",
  "EditTeam",
  "EditTeamOptionalFields",
  "ViewTeamHierarchy",
  "ViewUserList",
  "ViewUserProfile",
  "CreateUser",
  "CreateBulkUsers",
  "ViewOwnProfile",
  "EditUser",
  "EditUserOptionalFields",
  "ViewActiveUserList",
  "ViewCancelsList",
  "ViewChatsList",
  "ViewCheckinsList",
  "ViewClientsList",
  "EditClients",
  "ViewSubList",
  "ViewDigitalEar",
  "BatchSubEdit",
  "ViewSubLookup",
  "ViewExportsList",
  "ViewCreateExport",
  "CreateExports",
  "CreateOrEditExports",
  "UpdateExports",
  "EditExports",
  "ViewReportsList",
  "EditReports",
  "CreateReports",
  "ViewCommunications",
  "ManageEmailTemplates",
  "ManageEmailBlocks",
  "ManageEmailDomains",
  "ManageSourceCodes",
  "StartImports",
  "ManageGoFundMeBatch",
  "ManageFieldOptions",
  "ManageDashPages",
  "ManageOverrides",
  "ViewFeedback",
  "CreateFeedback",
  "ViewConfiguration",
  "CreateAnything",
] as const;

/** Rules by action (spec §6) and the submission areas the restriction flags hide. */
export const ACTION_PERMISSIONS = [
  "EditSubmissions",
  "ReassignSubmissions",
  "ResendSubmissionTasks",
  "DeleteSubmissions",
  "RequestTranscription",
  "RunExports",
  "RunReports",
  "ViewSubDetails",
  "ViewSubRecordings",
  "ViewSubPayment",
  "ViewSubReceipt",
  "ViewSubLocation",
  "ViewSubAssets",
  "ViewUserLocation",
  "EditUserState",
  "EditTwoFactor",
  "ManageHooks",
] as const;

export const NAMED_PERMISSIONS = [...ROUTE_GATE_PERMISSIONS, ...ACTION_PERMISSIONS] as const;

export type NamedPermission = (typeof NAMED_PERMISSIONS)[number];

/** The create menu of spec §2, in menu order. */
export const CREATE_MENU: readonly NamedPermission[] = [
  "CreateUser",
  "CreateBulkUsers",
  "CreateTeam",
  "CreateCampaign",
  "CreateExports",
  "CreateReports",
];

const NAME_SET: ReadonlySet<string> = new Set<string>(NAMED_PERMISSIONS);

export function isNamedPermission(value: unknown): value is NamedPermission {
  return typeof value === "string" && NAME_SET.has(value);
}
