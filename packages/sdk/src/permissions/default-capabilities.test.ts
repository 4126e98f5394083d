/**
 * The default capabilities of each role, written out by hand (no snapshot): default features,
 * default restriction flags, not on the root team. A change to any rule shows up here.
 */
import { describe, expect, it } from "vitest";
import { capabilities } from "./capabilities";
import { createPermissionContext } from "./context";
import type { NamedPermission } from "./permission-names";
import type { Role } from "./roles";

/** What every signed-in role holds. */
const EVERYONE: readonly NamedPermission[] = [
  "ViewDashboard",
  "ViewSubList",
  "ViewSubLookup",
  "ViewSubReceipt",
  "ViewSubAssets",
  "ViewUserList",
  "ViewUserProfile",
  "ViewOwnProfile",
  "ViewFeedback",
  "CreateFeedback",
  "ViewTeamList",
  "ViewTeamProfile",
  "ViewTeamHierarchy",
  "ViewCampaignList",
  "ViewCampaignProfile",
];

const FIELD_STAFF: readonly NamedPermission[] = [
  ...EVERYONE,
  "ViewSubLocation",
  "EditUser",
  "ViewActiveUserList",
  "ViewUserLocation",
];

const MANAGER: readonly NamedPermission[] = [
  ...FIELD_STAFF,
  "ViewSubDetails",
  "ViewSubRecordings",
  "ViewSubPayment",
  "EditSubmissions",
  "ResendSubmissionTasks",
  "ReassignSubmissions",
  "BatchSubEdit",
  "CreateUser",
  "CreateBulkUsers",
  "EditUserState",
  "CreateTeam",
  "EditTeam",
  "ViewCheckinsList",
  "ViewExportsList",
  "RunExports",
  "ViewCreateExport",
  "EditExports",
  "ViewReportsList",
  "RunReports",
  "EditReports",
  "CreateAnything",
];

const ADMIN: readonly NamedPermission[] = [
  ...MANAGER,
  "ViewDigitalEar",
  "EditTwoFactor",
  "CreateCampaign",
  "EditCampaign",
  "ViewCancelsList",
  "ViewChatsList",
  "CreateExports",
  "UpdateExports",
  "CreateOrEditExports",
  "CreateReports",
  "StartImports",
  "ManageGoFundMeBatch",
  "ManageSourceCodes",
  "ManageFieldOptions",
  "ManageOverrides",
  "ManageDashPages",
  "ManageHooks",
];

const EXPECTED: Readonly<Record<Role, readonly NamedPermission[]>> = {
  root: ADMIN,
  admin: ADMIN,
  manager: MANAGER,
  callcenter: [
    ...FIELD_STAFF,
    "ViewSubDetails",
    "ViewSubRecordings",
    "ViewSubPayment",
    "EditSubmissions",
    "ResendSubmissionTasks",
  ],
  // Default flags: nosubpay. Personal details and recordings are always hidden from rep.
  rep: FIELD_STAFF,
  // Default flags: nosubpay, nosublocation, nosubaudiotranscription. No activities:get.
  client: [...EVERYONE, "ViewSubDetails"],
};

/** Only the root team adds these, and only to admin-level roles. */
const ROOT_TEAM_ONLY: readonly NamedPermission[] = [
  "DeleteSubmissions",
  "EditCampaignTasks",
  "ViewConfiguration",
];

const held = (role: Role, isRootTeam = false): string[] =>
  [...capabilities(createPermissionContext({ role, isRootTeam }))].sort();

describe("default capabilities of each role (explicit table)", () => {
  for (const [role, expected] of Object.entries(EXPECTED) as [Role, readonly NamedPermission[]][]) {
    it(`${role} outside the root team`, () => {
      expect(held(role)).toEqual([...new Set(expected)].sort());
    });
  }

  it("root and admin on the root team add delete submission, edit campaign tasks, view configuration", () => {
    for (const role of ["root", "admin"] as const) {
      expect(held(role, true)).toEqual([...ADMIN, ...ROOT_TEAM_ONLY].sort());
    }
  });

  it("the root team adds nothing to the other roles", () => {
    for (const role of ["manager", "client", "callcenter", "rep"] as const) {
      expect(held(role, true)).toEqual(held(role, false));
    }
  });
});
