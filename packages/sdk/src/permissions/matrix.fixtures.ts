/**
 * The permission matrix used by matrix.test.ts: every role × (no flag or each flag alone) ×
 * feature states × root team or not, with the capabilities of each combination precomputed.
 */
import { capabilities } from "./capabilities";
import type { HIDING_TOGGLES } from "./features";
import {
  DEFAULT_FEATURES,
  ENABLING_TOGGLES,
  FEATURE_TOGGLES,
  withFeatureToggle,
  type Features,
} from "./features";
import type { NamedPermission } from "./permission-names";
import { RESTRICTION_FLAGS, type RestrictionFlag } from "./restriction-flags";
import { ROLES, type Role } from "./roles";
import { contextFor } from "./test-support";

export type Caps = ReadonlySet<NamedPermission>;

export const allOn = (toggles: readonly (typeof FEATURE_TOGGLES)[number][]): Features =>
  toggles.reduce((f, t) => withFeatureToggle(f, t, true), DEFAULT_FEATURES);

export const FEATURE_STATES: readonly { readonly name: string; readonly features: Features }[] = [
  { name: "defaults", features: DEFAULT_FEATURES },
  ...FEATURE_TOGGLES.map((toggle) => ({
    name: toggle,
    features: withFeatureToggle(DEFAULT_FEATURES, toggle, true),
  })),
  { name: "all enabling on", features: allOn(ENABLING_TOGGLES) },
  { name: "everything on", features: allOn(FEATURE_TOGGLES) },
];
export const FLAG_STATES: readonly (RestrictionFlag | undefined)[] = [
  undefined,
  ...RESTRICTION_FLAGS,
];
const ROOT_TEAM_STATES = [false, true] as const;

export interface Cell {
  readonly role: Role;
  readonly flag: RestrictionFlag | undefined;
  readonly featureState: string;
  readonly features: Features;
  readonly isRootTeam: boolean;
  readonly caps: Caps;
}

const key = (
  role: Role,
  flag: RestrictionFlag | undefined,
  featureState: string,
  root: boolean,
): string => `${role}|${flag ?? "-"}|${featureState}|${String(root)}`;

export const cells: Cell[] = [];
const byKey = new Map<string, Cell>();
for (const role of ROLES) {
  for (const flag of FLAG_STATES) {
    for (const { name, features } of FEATURE_STATES) {
      for (const isRootTeam of ROOT_TEAM_STATES) {
        const ctx = contextFor(role, {
          isRootTeam,
          features,
          teamRestrictions: flag ? [flag] : [],
        });
        const cell = {
          role,
          flag,
          featureState: name,
          features,
          isRootTeam,
          caps: capabilities(ctx),
        };
        cells.push(cell);
        byKey.set(key(role, flag, name, isRootTeam), cell);
      }
    }
  }
}

export function at(
  role: Role,
  flag: RestrictionFlag | undefined,
  featureState: string,
  root: boolean,
): Caps {
  const cell = byKey.get(key(role, flag, featureState, root));
  if (!cell) throw new Error(`no cell ${key(role, flag, featureState, root)}`);
  return cell.caps;
}

export const minus = (a: Caps, b: Caps): NamedPermission[] => [...a].filter((name) => !b.has(name));
export const label = (c: Cell): string => key(c.role, c.flag, c.featureState, c.isRootTeam);

/** Collects every broken case so a failure lists them all at once. */
export function violations(collect: (report: (message: string) => void) => void): string[] {
  const found: string[] = [];
  collect((message) => found.push(message));
  return found;
}

// Expectations the invariants check, written out by hand.

export const ADMIN_ONLY: readonly NamedPermission[] = [
  "CreateCampaign",
  "EditCampaign",
  "EditCampaignTasks",
  "CreateExports",
  "UpdateExports",
  "CreateOrEditExports",
  "CreateReports",
  "ManageHooks",
  "ManageSourceCodes",
  "ManageFieldOptions",
  "ManageOverrides",
  "ManageDashPages",
  "ManageEmailDomains",
  "RequestTranscription",
  "EditTwoFactor",
  "ViewDigitalEar",
  "DeleteSubmissions",
  "ViewConfiguration",
  "StartImports",
  "ManageGoFundMeBatch",
];
export const ADMIN_OR_MANAGER: readonly NamedPermission[] = [
  "CreateTeam",
  "CreateUser",
  "CreateBulkUsers",
  "EditTeam",
  "RunExports",
  "RunReports",
  "ReassignSubmissions",
  "EditUserState",
  "BatchSubEdit",
];
export const ROOT_TEAM_ONLY: readonly NamedPermission[] = [
  "DeleteSubmissions",
  "EditCampaignTasks",
  "ViewConfiguration",
];
/** permission → the feature switch it needs on. */
export const NEEDS_FEATURE: readonly [NamedPermission, (typeof ENABLING_TOGGLES)[number]][] = [
  ["ViewCommunications", "messageTracking"],
  ["ViewClientsList", "clientManagement"],
  ["EditClients", "clientManagement"],
  ["ManageEmailTemplates", "emailManagement"],
  ["ManageEmailTemplates", "emailManagementTemplates"],
  ["ManageEmailBlocks", "emailManagement"],
  ["ManageEmailDomains", "emailManagement"],
  ["RequestTranscription", "transcription"],
  ["EditUserOptionalFields", "user.metadata"],
  ["EditTeamOptionalFields", "team.metadata"],
];
/** hiding switch → what it hides. */
export const HIDES: Readonly<Record<(typeof HIDING_TOGGLES)[number], NamedPermission>> = {
  hide_batch_edit: "BatchSubEdit",
  hide_source_codes: "ManageSourceCodes",
  hide_field_opts: "ManageFieldOptions",
  hide_overrides: "ManageOverrides",
  hide_dash_pages: "ManageDashPages",
  "user.hide_location": "ViewUserLocation",
};
/** a ⇒ b: holding a implies holding b. */
export const IMPLIES: readonly [NamedPermission, NamedPermission][] = [
  ["EditUserOptionalFields", "EditUser"],
  ["EditTeamOptionalFields", "EditTeam"],
  ["EditCampaignTasks", "EditCampaign"],
  ["BatchSubEdit", "EditSubmissions"],
  ["EditExports", "ViewExportsList"],
  ["ViewCreateExport", "ViewExportsList"],
  ["EditReports", "ViewReportsList"],
  ["ViewUserLocation", "ViewActiveUserList"],
  ["CreateBulkUsers", "CreateUser"],
  ["CreateUser", "CreateBulkUsers"],
  ["CreateExports", "CreateOrEditExports"],
  ["UpdateExports", "CreateOrEditExports"],
];
/** Each role holds at least what the next one does, under the same flag, features and team. */
export const RANK_CHAIN: readonly [Role, Role][] = [
  ["root", "admin"],
  ["admin", "manager"],
  ["manager", "callcenter"],
  ["manager", "client"],
  ["callcenter", "rep"],
];
