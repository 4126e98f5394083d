/**
 * THE table: every named permission as a rule in words (for docs/permissions.md) and a
 * predicate over the context. Each predicate is derived only from the base table, the rules
 * by action, the effective restriction flags and the feature settings of spec §6.
 */
import type { PermissionContext, PermissionTarget } from "./context";
import { CREATE_MENU, type NamedPermission } from "./permission-names";
import {
  admin,
  adminOrManager,
  base,
  flag,
  isSelf,
  noTarget,
  notSelf,
  roleIn,
  targetAtOrBelow,
  targetBelow,
  type NamedPermissionRule,
} from "./rule-helpers";

const holds = (c: PermissionContext, name: NamedPermission, t: PermissionTarget): boolean =>
  PERMISSION_RULES[name].check(c, t);

export const PERMISSION_RULES: Readonly<Record<NamedPermission, NamedPermissionRule>> = {
  // Dashboard and submissions
  ViewDashboard: { rule: "accounts:get", check: (c) => base(c, "accounts", "get") },
  ViewSubList: { rule: "accounts:get", check: (c) => base(c, "accounts", "get") },
  ViewSubLookup: { rule: "accounts:get", check: (c) => base(c, "accounts", "get") },
  ViewCommunications: {
    rule: "emails:get; messageTracking feature",
    check: (c) => base(c, "emails", "get") && c.features.messageTracking,
  },
  ViewDigitalEar: {
    rule: "admin only; accounts:get; not nosubaudiotranscription",
    check: (c) => admin(c) && base(c, "accounts", "get") && !flag(c, "nosubaudiotranscription"),
  },
  BatchSubEdit: {
    rule: "EditSubmissions; admin or manager; not hide_batch_edit",
    check: (c, t) =>
      holds(c, "EditSubmissions", t) && adminOrManager(c) && !c.features.hide_batch_edit,
  },
  EditSubmissions: {
    rule: "accounts:update; not rep or client; not noupdatesubmissions",
    check: (c) =>
      base(c, "accounts", "update") &&
      !roleIn(c, "rep", "client") &&
      !flag(c, "noupdatesubmissions"),
  },
  ReassignSubmissions: {
    rule: "accounts:update; admin or manager",
    check: (c) => base(c, "accounts", "update") && adminOrManager(c),
  },
  ResendSubmissionTasks: {
    rule: "accounts:update; not rep or client",
    check: (c) => base(c, "accounts", "update") && !roleIn(c, "rep", "client"),
  },
  DeleteSubmissions: {
    rule: "root team only; admin only (grants accounts:delete)",
    check: (c) => c.isRootTeam && admin(c),
  },
  RequestTranscription: {
    rule: "accounts:update; admin only; transcription feature; not nosubaudiotranscription",
    check: (c) =>
      base(c, "accounts", "update") &&
      admin(c) &&
      c.features.transcription &&
      !flag(c, "nosubaudiotranscription"),
  },
  ViewSubDetails: {
    rule: "accounts:get; hidden from rep; not nosubdetails",
    check: (c) => base(c, "accounts", "get") && !roleIn(c, "rep") && !flag(c, "nosubdetails"),
  },
  ViewSubRecordings: {
    rule: "accounts:get; hidden from rep; not nosubaudiotranscription",
    check: (c) =>
      base(c, "accounts", "get") && !roleIn(c, "rep") && !flag(c, "nosubaudiotranscription"),
  },
  ViewSubPayment: {
    rule: "accounts:get; not nosubpay",
    check: (c) => base(c, "accounts", "get") && !flag(c, "nosubpay"),
  },
  ViewSubReceipt: {
    rule: "accounts:get; not nosubreceipt",
    check: (c) => base(c, "accounts", "get") && !flag(c, "nosubreceipt"),
  },
  ViewSubLocation: {
    rule: "accounts:get; not nosublocation",
    check: (c) => base(c, "accounts", "get") && !flag(c, "nosublocation"),
  },
  ViewSubAssets: {
    rule: "accounts:get; not nosubassets",
    check: (c) => base(c, "accounts", "get") && !flag(c, "nosubassets"),
  },
  // Users
  ViewUserList: { rule: "players:get", check: (c) => base(c, "players", "get") },
  ViewUserProfile: {
    rule: "players:get; target is self or at or below my rank",
    check: (c, t) => base(c, "players", "get") && (isSelf(c, t) || targetAtOrBelow(c, t)),
  },
  ViewOwnProfile: { rule: "signed in (any role)", check: () => true },
  CreateUser: {
    rule: "players:create; admin or manager; not nocreateplayers",
    check: (c) => base(c, "players", "create") && adminOrManager(c) && !flag(c, "nocreateplayers"),
  },
  CreateBulkUsers: { rule: "CreateUser", check: (c, t) => holds(c, "CreateUser", t) },
  EditUser: {
    rule: "players:update; not noupdateplayers; target is self, or admin or manager with the target below my rank",
    check: (c, t) =>
      base(c, "players", "update") &&
      !flag(c, "noupdateplayers") &&
      (noTarget(t) || isSelf(c, t) || (adminOrManager(c) && targetBelow(c, t))),
  },
  EditUserOptionalFields: {
    rule: "EditUser; user.metadata feature",
    check: (c, t) => holds(c, "EditUser", t) && c.features.user.metadata,
  },
  EditUserState: {
    rule: "players:update; not self; not rep, callcenter or client; target below my rank; not noupdateplayers",
    check: (c, t) =>
      base(c, "players", "update") &&
      !roleIn(c, "rep", "callcenter", "client") &&
      notSelf(c, t) &&
      targetBelow(c, t) &&
      !flag(c, "noupdateplayers"),
  },
  EditTwoFactor: {
    rule: "players:update; admin only; target at or below my rank",
    check: (c, t) => base(c, "players", "update") && admin(c) && targetAtOrBelow(c, t),
  },
  ViewActiveUserList: {
    rule: "players:get and activities:get",
    check: (c) => base(c, "players", "get") && base(c, "activities", "get"),
  },
  ViewUserLocation: {
    rule: "ViewActiveUserList; not user.hide_location",
    check: (c, t) => holds(c, "ViewActiveUserList", t) && !c.features.user.hide_location,
  },
  ViewFeedback: { rule: "feedback:get", check: (c) => base(c, "feedback", "get") },
  CreateFeedback: { rule: "feedback:create", check: (c) => base(c, "feedback", "create") },
  // Teams
  ViewTeamList: { rule: "teams:get", check: (c) => base(c, "teams", "get") },
  ViewTeamProfile: { rule: "teams:get", check: (c) => base(c, "teams", "get") },
  ViewTeamHierarchy: { rule: "teams:get", check: (c) => base(c, "teams", "get") },
  CreateTeam: {
    rule: "teams:create; admin or manager; not nocreateteams",
    check: (c) => base(c, "teams", "create") && adminOrManager(c) && !flag(c, "nocreateteams"),
  },
  EditTeam: {
    rule: "teams:update; admin or manager",
    check: (c) => base(c, "teams", "update") && adminOrManager(c),
  },
  EditTeamOptionalFields: {
    rule: "EditTeam; team.metadata feature",
    check: (c, t) => holds(c, "EditTeam", t) && c.features.team.metadata,
  },
  // Campaigns
  ViewCampaignList: { rule: "campaigns:get", check: (c) => base(c, "campaigns", "get") },
  ViewCampaignProfile: { rule: "campaigns:get", check: (c) => base(c, "campaigns", "get") },
  CreateCampaign: {
    rule: "campaigns:create; admin only; not nocreatecampaigns",
    check: (c) => base(c, "campaigns", "create") && admin(c) && !flag(c, "nocreatecampaigns"),
  },
  EditCampaign: {
    rule: "campaigns:update; admin only; not noupdatecampaigns",
    check: (c) => base(c, "campaigns", "update") && admin(c) && !flag(c, "noupdatecampaigns"),
  },
  EditCampaignTasks: {
    rule: "EditCampaign; root team only",
    check: (c, t) => holds(c, "EditCampaign", t) && c.isRootTeam,
  },
  ViewCancelsList: {
    rule: "cancels:get; not client; not noviewcancels",
    check: (c) => base(c, "cancels", "get") && !roleIn(c, "client") && !flag(c, "noviewcancels"),
  },
  ViewChatsList: {
    rule: "chats:get; not client",
    check: (c) => base(c, "chats", "get") && !roleIn(c, "client"),
  },
  ViewCheckinsList: {
    rule: "checkins:get; not client; not noviewcheckins",
    check: (c) => base(c, "checkins", "get") && !roleIn(c, "client") && !flag(c, "noviewcheckins"),
  },
  ViewClientsList: {
    rule: "clients:get; clientManagement feature; not nomanageclients",
    check: (c) =>
      base(c, "clients", "get") && c.features.clientManagement && !flag(c, "nomanageclients"),
  },
  EditClients: {
    rule: "clients:update; clientManagement feature; not nomanageclients",
    check: (c) =>
      base(c, "clients", "update") && c.features.clientManagement && !flag(c, "nomanageclients"),
  },
  // Exports and reports
  ViewExportsList: { rule: "exports:get", check: (c) => base(c, "exports", "get") },
  RunExports: {
    rule: "exports:get; admin or manager; not norunexports",
    check: (c) => base(c, "exports", "get") && adminOrManager(c) && !flag(c, "norunexports"),
  },
  CreateExports: {
    rule: "exports:create; admin only; not nocreateexports",
    check: (c) => base(c, "exports", "create") && admin(c) && !flag(c, "nocreateexports"),
  },
  UpdateExports: {
    rule: "exports:update; admin only; not nocreateexports",
    check: (c) => base(c, "exports", "update") && admin(c) && !flag(c, "nocreateexports"),
  },
  CreateOrEditExports: {
    rule: "CreateExports or UpdateExports",
    check: (c, t) => holds(c, "CreateExports", t) || holds(c, "UpdateExports", t),
  },
  ViewCreateExport: {
    rule: "ViewExportsList; CreateExports or RunExports (the builder also runs unsaved exports)",
    check: (c, t) =>
      holds(c, "ViewExportsList", t) && (holds(c, "CreateExports", t) || holds(c, "RunExports", t)),
  },
  EditExports: {
    rule: "ViewExportsList; RunExports or UpdateExports (export instances)",
    check: (c, t) =>
      holds(c, "ViewExportsList", t) && (holds(c, "RunExports", t) || holds(c, "UpdateExports", t)),
  },
  ViewReportsList: { rule: "customreports:get", check: (c) => base(c, "customreports", "get") },
  RunReports: {
    rule: "customreports:get; admin or manager; not norunexports",
    check: (c) => base(c, "customreports", "get") && adminOrManager(c) && !flag(c, "norunexports"),
  },
  EditReports: {
    rule: "ViewReportsList; RunReports or customreports:update (open a report)",
    check: (c, t) =>
      holds(c, "ViewReportsList", t) &&
      (holds(c, "RunReports", t) || base(c, "customreports", "update")),
  },
  CreateReports: {
    rule: "customreports:create; admin only",
    check: (c) => base(c, "customreports", "create") && admin(c),
  },
  // Imports
  StartImports: {
    rule: "imports:create (root and admin)",
    check: (c) => base(c, "imports", "create"),
  },
  ManageGoFundMeBatch: {
    rule: "imports:create and accounts:create (a batch import)",
    check: (c) => base(c, "imports", "create") && base(c, "accounts", "create"),
  },
  // Email management
  ManageEmailTemplates: {
    rule: "emails:get; emailManagement and emailManagementTemplates features; not nomanageemails",
    check: (c) =>
      base(c, "emails", "get") &&
      c.features.emailManagement &&
      c.features.emailManagementTemplates &&
      !flag(c, "nomanageemails"),
  },
  ManageEmailBlocks: {
    rule: "emails:get; emailManagement feature; not nomanageemails",
    check: (c) =>
      base(c, "emails", "get") && c.features.emailManagement && !flag(c, "nomanageemails"),
  },
  ManageEmailDomains: {
    rule: "emails:get; admin only; emailManagement feature; not nomanageemails",
    check: (c) =>
      base(c, "emails", "get") &&
      admin(c) &&
      c.features.emailManagement &&
      !flag(c, "nomanageemails"),
  },
  // Administration
  ManageSourceCodes: {
    rule: "sourcecodes:update; admin only; not hide_source_codes",
    check: (c) => base(c, "sourcecodes", "update") && admin(c) && !c.features.hide_source_codes,
  },
  ManageFieldOptions: {
    rule: "fieldoptions:create; admin only; not hide_field_opts",
    check: (c) => base(c, "fieldoptions", "create") && admin(c) && !c.features.hide_field_opts,
  },
  ManageOverrides: {
    rule: "overrides:update; admin only; not hide_overrides",
    check: (c) => base(c, "overrides", "update") && admin(c) && !c.features.hide_overrides,
  },
  ManageDashPages: {
    rule: "dashpages:update; admin only; not hide_dash_pages",
    check: (c) => base(c, "dashpages", "update") && admin(c) && !c.features.hide_dash_pages,
  },
  ManageHooks: {
    rule: "hooks:update; admin only",
    check: (c) => base(c, "hooks", "update") && admin(c),
  },
  ViewConfiguration: { rule: "root team only; admin only", check: (c) => c.isRootTeam && admin(c) },
  CreateAnything: {
    rule: "any of CreateUser, CreateBulkUsers, CreateTeam, CreateCampaign, CreateExports, CreateReports",
    check: (c, t) => CREATE_MENU.some((name) => holds(c, name, t)),
  },
};
