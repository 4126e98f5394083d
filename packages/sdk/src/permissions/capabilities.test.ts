import { describe, expect, it } from "vitest";
import { can, canEditUser, canEditUserState, canOnResource, capabilities } from "./capabilities";
import { NAMED_PERMISSIONS } from "./permission-names";
import { ROLES, type Role } from "./roles";
import { contextFor, featuresWith } from "./test-support";

const holders = (
  permission: Parameters<typeof can>[1],
  build = (role: Role) => contextFor(role),
): Role[] => ROLES.filter((role) => can(build(role), permission));

describe("rules by action, in the spec's words", () => {
  it("create or edit campaigns and exports: admin only", () => {
    for (const name of [
      "CreateCampaign",
      "EditCampaign",
      "CreateExports",
      "UpdateExports",
    ] as const) {
      expect(holders(name), name).toEqual(["root", "admin"]);
    }
  });

  it("manage hooks, source codes, field options, overrides, dashpages and email domains: admin only", () => {
    const on = featuresWith("emailManagement");
    for (const name of [
      "ManageHooks",
      "ManageSourceCodes",
      "ManageFieldOptions",
      "ManageOverrides",
      "ManageDashPages",
      "ManageEmailDomains",
    ] as const) {
      expect(
        holders(name, (role) => contextFor(role, { features: on })),
        name,
      ).toEqual(["root", "admin"]);
    }
  });

  it("create teams and users: admin or manager", () => {
    for (const name of ["CreateTeam", "CreateUser", "CreateBulkUsers"] as const) {
      expect(holders(name), name).toEqual(["root", "admin", "manager"]);
    }
  });

  it("run exports and reports, and reassign submissions: admin or manager", () => {
    for (const name of ["RunExports", "RunReports", "ReassignSubmissions"] as const) {
      expect(holders(name), name).toEqual(["root", "admin", "manager"]);
    }
  });

  it("edit submissions: not rep or client, and not if restricted", () => {
    expect(holders("EditSubmissions")).toEqual(["root", "admin", "manager", "callcenter"]);
    const restricted = (role: Role) =>
      contextFor(role, { teamRestrictions: ["noupdatesubmissions"] });
    expect(holders("EditSubmissions", restricted)).toEqual(["root"]);
  });

  it("personal submission details and recordings: hidden from rep, even when every flag is lifted", () => {
    const lifted = contextFor("rep", {
      teamPermissions: ["nosubdetails", "nosubaudiotranscription", "nosubpay"],
    });
    expect(can(lifted, "ViewSubDetails")).toBe(false);
    expect(can(lifted, "ViewSubRecordings")).toBe(false);
    expect(can(lifted, "ViewSubPayment")).toBe(true);
  });

  it("request transcription: admin with the transcription feature", () => {
    expect(holders("RequestTranscription")).toEqual([]);
    const on = (role: Role) => contextFor(role, { features: featuresWith("transcription") });
    expect(holders("RequestTranscription", on)).toEqual(["root", "admin"]);
  });

  it("delete submission, edit campaign tasks, view configuration: root team only", () => {
    for (const name of ["DeleteSubmissions", "EditCampaignTasks", "ViewConfiguration"] as const) {
      expect(holders(name), name).toEqual([]);
      expect(
        holders(name, (role) => contextFor(role, { isRootTeam: true })),
        name,
      ).toEqual(["root", "admin"]);
    }
  });

  it("edit user state: not self, and not rep, callcenter or client", () => {
    const manager = contextFor("manager", { selfId: "m1" });
    expect(canEditUserState(manager, "r1", "rep")).toBe(true);
    expect(canEditUserState(manager, "m1", "manager")).toBe(false);
    expect(canEditUserState(manager, "m2", "manager")).toBe(false);
    expect(canEditUserState(manager, "a1", "admin")).toBe(false);
    for (const role of ["rep", "callcenter", "client"] as const) {
      expect(canEditUserState(contextFor(role, { selfId: "x" }), "y", role)).toBe(false);
    }
    expect(canEditUserState(contextFor("admin", { selfId: "a" }), "b", "manager")).toBe(true);
  });

  it("edit user state fails closed when the signed-in id is unknown", () => {
    expect(canEditUserState(contextFor("admin"), "b", "rep")).toBe(false);
    expect(can({ ...contextFor("admin", { selfId: "a" }), targetId: "a" }, "EditUserState")).toBe(
      false,
    );
  });

  it("two-factor editing: admin only", () => {
    expect(holders("EditTwoFactor")).toEqual(["root", "admin"]);
    expect(can(contextFor("admin"), "EditTwoFactor", { role: "root" })).toBe(false);
  });

  it("cancels and check-ins lists: not for client", () => {
    expect(holders("ViewCancelsList")).toEqual(["root", "admin"]);
    expect(holders("ViewCheckinsList")).toEqual(["root", "admin", "manager"]);
    const noview = (role: Role) =>
      contextFor(role, { teamRestrictions: ["noviewcancels", "noviewcheckins"] });
    expect(holders("ViewCancelsList", noview)).toEqual(["root"]);
    expect(holders("ViewCheckinsList", noview)).toEqual(["root"]);
  });

  it("digital ear: admin only", () => {
    expect(holders("ViewDigitalEar")).toEqual(["root", "admin"]);
  });
});

describe("editing a user profile", () => {
  it("everyone with players:update may edit themself; admin and manager users below their rank", () => {
    const rep = contextFor("rep", { selfId: "r1" });
    expect(canEditUser(rep, "r1", "rep")).toBe(true);
    expect(canEditUser(rep, "r2", "rep")).toBe(false);
    const manager = contextFor("manager", { selfId: "m1" });
    expect(canEditUser(manager, "r2", "rep")).toBe(true);
    expect(canEditUser(manager, "m2", "manager")).toBe(false);
    expect(canEditUser(contextFor("client", { selfId: "c1" }), "c1", "client")).toBe(false);
  });

  it("optional fields need the user.metadata feature", () => {
    const admin = contextFor("admin", { selfId: "a" });
    expect(can(admin, "EditUserOptionalFields", { id: "b", role: "rep" })).toBe(false);
    const on = contextFor("admin", { selfId: "a", features: featuresWith("user.metadata") });
    expect(can(on, "EditUserOptionalFields", { id: "b", role: "rep" })).toBe(true);
  });

  it("profiles are visible at or below my rank, and my own always", () => {
    const manager = contextFor("manager", { selfId: "m1" });
    expect(can(manager, "ViewUserProfile", { id: "a", role: "admin" })).toBe(false);
    expect(can(manager, "ViewUserProfile", { id: "m2", role: "manager" })).toBe(true);
    const rep = contextFor("rep", { selfId: "r1" });
    expect(can(rep, "ViewUserProfile", { id: "c", role: "callcenter" })).toBe(false);
    expect(can(rep, "ViewUserProfile", { id: "r1", role: "rep" })).toBe(true);
  });
});

describe("features enable and hide areas", () => {
  it("communications need messageTracking; templates need both email features", () => {
    const admin = (...on: Parameters<typeof featuresWith>) =>
      contextFor("admin", { features: featuresWith(...on) });
    expect(can(admin(), "ViewCommunications")).toBe(false);
    expect(can(admin("messageTracking"), "ViewCommunications")).toBe(true);
    expect(can(admin("emailManagement"), "ManageEmailTemplates")).toBe(false);
    expect(can(admin("emailManagement"), "ManageEmailBlocks")).toBe(true);
    expect(can(admin("emailManagement", "emailManagementTemplates"), "ManageEmailTemplates")).toBe(
      true,
    );
    expect(can(admin("clientManagement"), "ViewClientsList")).toBe(true);
    expect(can(admin("team.metadata"), "EditTeamOptionalFields")).toBe(true);
  });

  it("hide_* switches take the matching area away", () => {
    const hidden = (toggle: Parameters<typeof featuresWith>[0]) =>
      capabilities(contextFor("root", { features: featuresWith(toggle) }));
    expect(hidden("hide_batch_edit").has("BatchSubEdit")).toBe(false);
    expect(hidden("hide_source_codes").has("ManageSourceCodes")).toBe(false);
    expect(hidden("hide_field_opts").has("ManageFieldOptions")).toBe(false);
    expect(hidden("hide_overrides").has("ManageOverrides")).toBe(false);
    expect(hidden("hide_dash_pages").has("ManageDashPages")).toBe(false);
    expect(hidden("user.hide_location").has("ViewUserLocation")).toBe(false);
  });

  it("per-role restrictions replace a role's default flags", () => {
    const features = { ...featuresWith(), roleRestrictions: { client: [] } };
    expect(can(contextFor("client", { features }), "ViewSubPayment")).toBe(true);
    expect(can(contextFor("client"), "ViewSubPayment")).toBe(false);
  });
});

describe("the base table through a context", () => {
  it("answers canOnResource from the table alone", () => {
    expect(canOnResource(contextFor("manager"), "teams", "delete")).toBe(true);
    expect(canOnResource(contextFor("manager"), "campaigns", "update")).toBe(false);
    expect(canOnResource(contextFor("client"), "assets", "get")).toBe(true);
  });

  it("capabilities agree with can for every name", () => {
    const ctx = contextFor("manager");
    const caps = capabilities(ctx);
    for (const name of NAMED_PERMISSIONS) expect(caps.has(name), name).toBe(can(ctx, name));
  });
});
