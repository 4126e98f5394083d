/**
 * Restriction flags (spec §6): set on a team or a client, each applying to certain roles with
 * defaults per role; a team's own `permissions` list removes flags again. The spec names the
 * flags but gives neither roles nor defaults: those below are this SDK's design, documented in
 * docs/permissions.md. Root is never restricted, so root ⊇ admin holds under any flags.
 */
import { schemaEnums } from "../generated/enums";
import type { NamedPermission } from "./permission-names";
import type { Role } from "./roles";

/** The contract's `RestrictionFlag` enum (generated), in its order. */
export const RESTRICTION_FLAGS = schemaEnums.RestrictionFlag;

export type RestrictionFlag = (typeof RESTRICTION_FLAGS)[number];

export interface RestrictionFlagRule {
  /** Roles the flag can restrict; set on anyone else it is ignored. */
  readonly appliesTo: readonly Role[];
  /** Roles for which the flag is on unless the team's permission list lifts it. */
  readonly defaultOn: readonly Role[];
  /** Every named permission the flag can take away (directly or through another one). */
  readonly removes: readonly NamedPermission[];
}

const SUBMISSION_VIEWERS: readonly Role[] = ["admin", "manager", "client", "callcenter", "rep"];

export const RESTRICTION_FLAG_RULES: Readonly<Record<RestrictionFlag, RestrictionFlagRule>> = {
  nocreatecampaigns: {
    appliesTo: ["admin"],
    defaultOn: [],
    removes: ["CreateCampaign", "CreateAnything"],
  },
  noupdatecampaigns: {
    appliesTo: ["admin"],
    defaultOn: [],
    removes: ["EditCampaign", "EditCampaignTasks"],
  },
  nocreateexports: {
    appliesTo: ["admin"],
    defaultOn: [],
    removes: [
      "CreateExports",
      "UpdateExports",
      "CreateOrEditExports",
      "ViewCreateExport",
      "EditExports",
      "CreateAnything",
    ],
  },
  norunexports: {
    appliesTo: ["admin", "manager"],
    defaultOn: [],
    removes: ["RunExports", "RunReports", "ViewCreateExport", "EditExports", "EditReports"],
  },
  nosubpay: {
    appliesTo: SUBMISSION_VIEWERS,
    defaultOn: ["client", "rep"],
    removes: ["ViewSubPayment"],
  },
  nosubreceipt: { appliesTo: SUBMISSION_VIEWERS, defaultOn: [], removes: ["ViewSubReceipt"] },
  nosublocation: {
    appliesTo: SUBMISSION_VIEWERS,
    defaultOn: ["client"],
    removes: ["ViewSubLocation"],
  },
  // Personal details and recordings are always hidden from rep, so these two skip rep.
  nosubdetails: {
    appliesTo: ["admin", "manager", "client", "callcenter"],
    defaultOn: [],
    removes: ["ViewSubDetails"],
  },
  nosubassets: { appliesTo: SUBMISSION_VIEWERS, defaultOn: [], removes: ["ViewSubAssets"] },
  nosubaudiotranscription: {
    appliesTo: ["admin", "manager", "client", "callcenter"],
    defaultOn: ["client"],
    removes: ["ViewSubRecordings", "RequestTranscription", "ViewDigitalEar"],
  },
  noviewcancels: { appliesTo: ["admin"], defaultOn: [], removes: ["ViewCancelsList"] },
  noviewcheckins: { appliesTo: ["admin", "manager"], defaultOn: [], removes: ["ViewCheckinsList"] },
  nomanageclients: {
    appliesTo: ["admin"],
    defaultOn: [],
    removes: ["ViewClientsList", "EditClients"],
  },
  nomanageemails: {
    appliesTo: ["admin"],
    defaultOn: [],
    removes: ["ManageEmailTemplates", "ManageEmailBlocks", "ManageEmailDomains"],
  },
  noupdatesubmissions: {
    appliesTo: ["admin", "manager", "callcenter"],
    defaultOn: [],
    removes: ["EditSubmissions", "BatchSubEdit"],
  },
  noupdateplayers: {
    appliesTo: ["admin", "manager", "callcenter", "rep"],
    defaultOn: [],
    removes: ["EditUser", "EditUserOptionalFields", "EditUserState"],
  },
  nocreateteams: {
    appliesTo: ["admin", "manager"],
    defaultOn: [],
    removes: ["CreateTeam", "CreateAnything"],
  },
  nocreateplayers: {
    appliesTo: ["admin", "manager"],
    defaultOn: [],
    removes: ["CreateUser", "CreateBulkUsers", "CreateAnything"],
  },
};

const FLAG_SET: ReadonlySet<string> = new Set<string>(RESTRICTION_FLAGS);

export function isRestrictionFlag(value: unknown): value is RestrictionFlag {
  return typeof value === "string" && FLAG_SET.has(value);
}

export function flagAppliesTo(flag: RestrictionFlag, role: Role): boolean {
  return RESTRICTION_FLAG_RULES[flag].appliesTo.includes(role);
}

/** The flags on by default for a role, in RESTRICTION_FLAGS order. */
export function defaultRestrictions(role: Role): readonly RestrictionFlag[] {
  return RESTRICTION_FLAGS.filter((flag) => RESTRICTION_FLAG_RULES[flag].defaultOn.includes(role));
}

export interface EffectiveRestrictionsInput {
  readonly role: Role;
  /** Flags set on the signed-in user's team. Unknown strings are ignored. */
  readonly teamRestrictions?: Iterable<string> | undefined;
  /** Flags set on the client the user works for. Unknown strings are ignored. */
  readonly clientRestrictions?: Iterable<string> | undefined;
  /** The team's own `permissions` list: every flag named in it is lifted. */
  readonly teamPermissions?: Iterable<string> | undefined;
  /** Replaces the role's defaults (the "per-role restrictions" feature setting). */
  readonly roleDefaults?: Iterable<string> | undefined;
}

/**
 * effective = ((role defaults ∪ team flags ∪ client flags) ∩ flags that apply to the role)
 *             − the team's permission list.
 */
export function effectiveRestrictions(
  input: EffectiveRestrictionsInput,
): ReadonlySet<RestrictionFlag> {
  const { role } = input;
  const lifted = new Set<string>(input.teamPermissions ?? []);
  const candidates = [
    ...(input.roleDefaults ?? defaultRestrictions(role)),
    ...(input.teamRestrictions ?? []),
    ...(input.clientRestrictions ?? []),
  ];
  const effective = new Set<RestrictionFlag>();
  for (const flag of candidates) {
    if (isRestrictionFlag(flag) && flagAppliesTo(flag, role) && !lifted.has(flag)) {
      effective.add(flag);
    }
  }
  return effective;
}
