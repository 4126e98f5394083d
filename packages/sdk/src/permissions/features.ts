/**
 * Feature settings (spec §6 "Feature settings"): per-host switches that enable areas
 * (messageTracking, clientManagement, emailManagement, emailManagementTemplates,
 * transcription, user.metadata, team.metadata) or hide them (hide_*, user.hide_location),
 * plus per-role restriction defaults. Everything an enabling switch turns on is off by default;
 * nothing is hidden by default.
 */
import { isRestrictionFlag, type RestrictionFlag } from "./restriction-flags";
import { ROLES, type Role, type RoleLogger } from "./roles";

export interface Features {
  readonly messageTracking: boolean;
  readonly clientManagement: boolean;
  readonly emailManagement: boolean;
  readonly emailManagementTemplates: boolean;
  readonly transcription: boolean;
  readonly hide_batch_edit: boolean;
  readonly hide_source_codes: boolean;
  readonly hide_field_opts: boolean;
  readonly hide_overrides: boolean;
  readonly hide_dash_pages: boolean;
  readonly user: { readonly hide_location: boolean; readonly metadata: boolean };
  readonly team: { readonly metadata: boolean };
  /** Replaces a role's default restriction flags (see restriction-flags.ts). */
  readonly roleRestrictions: Readonly<Partial<Record<Role, readonly RestrictionFlag[]>>>;
}

export const DEFAULT_FEATURES: Features = {
  messageTracking: false,
  clientManagement: false,
  emailManagement: false,
  emailManagementTemplates: false,
  transcription: false,
  hide_batch_edit: false,
  hide_source_codes: false,
  hide_field_opts: false,
  hide_overrides: false,
  hide_dash_pages: false,
  user: { hide_location: false, metadata: false },
  team: { metadata: false },
  roleRestrictions: {},
};

/** Switches that can only add capabilities when turned on. */
export const ENABLING_TOGGLES = [
  "messageTracking",
  "clientManagement",
  "emailManagement",
  "emailManagementTemplates",
  "transcription",
  "user.metadata",
  "team.metadata",
] as const;

/** Switches that can only take capabilities away when turned on. */
export const HIDING_TOGGLES = [
  "hide_batch_edit",
  "hide_source_codes",
  "hide_field_opts",
  "hide_overrides",
  "hide_dash_pages",
  "user.hide_location",
] as const;

export const FEATURE_TOGGLES = [...ENABLING_TOGGLES, ...HIDING_TOGGLES] as const;

export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];

type TopLevelToggle = Exclude<FeatureToggle, `${"user" | "team"}.${string}`>;

/** Reads a switch by its spec name ("user.hide_location" reads features.user.hide_location). */
export function featureToggle(features: Features, toggle: FeatureToggle): boolean {
  switch (toggle) {
    case "user.hide_location":
      return features.user.hide_location;
    case "user.metadata":
      return features.user.metadata;
    case "team.metadata":
      return features.team.metadata;
    default:
      return features[toggle];
  }
}

/** A copy of `features` with one switch set. */
export function withFeatureToggle(
  features: Features,
  toggle: FeatureToggle,
  on: boolean,
): Features {
  switch (toggle) {
    case "user.hide_location":
      return { ...features, user: { ...features.user, hide_location: on } };
    case "user.metadata":
      return { ...features, user: { ...features.user, metadata: on } };
    case "team.metadata":
      return { ...features, team: { metadata: on } };
    default:
      return { ...features, [toggle satisfies TopLevelToggle]: on };
  }
}

/**
 * Builds Features from untrusted settings (per-host configuration or the server's settings).
 * A switch whose value is not a boolean is ignored: the default is kept and a warning logged
 * (spec §5). Unknown flags in roleRestrictions are dropped the same way.
 */
export function resolveFeatures(settings: unknown, logger?: RoleLogger): Features {
  let features = DEFAULT_FEATURES;
  if (!isRecord(settings)) return features;
  for (const toggle of FEATURE_TOGGLES) {
    const value = readPath(settings, toggle);
    if (value === undefined) continue;
    if (typeof value === "boolean") features = withFeatureToggle(features, toggle, value);
    else logger?.warn(`feature setting ${toggle} is not a boolean; using the default`);
  }
  const roleRestrictions = readRoleRestrictions(settings.roleRestrictions, logger);
  return { ...features, roleRestrictions };
}

function readRoleRestrictions(value: unknown, logger?: RoleLogger): Features["roleRestrictions"] {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    logger?.warn("feature setting roleRestrictions is not an object; using the default");
    return {};
  }
  const result: Partial<Record<Role, readonly RestrictionFlag[]>> = {};
  for (const role of ROLES) {
    const flags = value[role];
    if (flags === undefined) continue;
    if (!Array.isArray(flags)) {
      logger?.warn(`feature setting roleRestrictions.${role} is not a list; using the default`);
      continue;
    }
    result[role] = flags.filter(isRestrictionFlag);
  }
  return result;
}

/** A dotted name reads a literal key first, then walks nested objects (as settings/ does). */
function readPath(settings: Readonly<Record<string, unknown>>, path: string): unknown {
  if (Object.hasOwn(settings, path)) return settings[path];
  let current: unknown = settings;
  for (const key of path.split(".")) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
