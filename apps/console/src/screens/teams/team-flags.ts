/**
 * Restriction flags as the team screens show them: the SDK's flags in groups with their meaning
 * in the reader's words, marked "on by default" or "does not apply" for the team's role (the
 * SDK's rules and the host's per-role defaults). Who may change them is the SDK's
 * `teamFlagsRefusal`, the rule the server enforces.
 */
import {
  RESTRICTION_FLAGS,
  defaultRestrictions,
  flagAppliesTo,
  type Features,
  type RestrictionFlag,
  type Role,
} from "@canvass/sdk/permissions";
import type { FlagToggleGroup, FlagToggleItem, FlagTogglesLabels } from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";

export const FLAG_GROUP_IDS = [
  "people",
  "campaigns",
  "submissions",
  "lists",
  "exports",
  "email",
] as const;
export type FlagGroupId = (typeof FLAG_GROUP_IDS)[number];

/** Where each flag is listed. */
export const FLAG_GROUP_OF: Readonly<Record<RestrictionFlag, FlagGroupId>> = {
  nocreateteams: "people",
  nocreateplayers: "people",
  noupdateplayers: "people",
  nocreatecampaigns: "campaigns",
  noupdatecampaigns: "campaigns",
  nomanageclients: "campaigns",
  nosubpay: "submissions",
  nosubreceipt: "submissions",
  nosublocation: "submissions",
  nosubdetails: "submissions",
  nosubassets: "submissions",
  nosubaudiotranscription: "submissions",
  noupdatesubmissions: "submissions",
  noviewcancels: "lists",
  noviewcheckins: "lists",
  nocreateexports: "exports",
  norunexports: "exports",
  nomanageemails: "email",
};

export function flagGroups(t: Translate): FlagToggleGroup[] {
  return FLAG_GROUP_IDS.map((id) => ({ id, label: t(`teams.flagGroup.${id}`) }));
}

/** The flags a role has by default: the host's per-role setting, else the SDK's defaults. */
export function roleDefaults(role: Role, features: Features | undefined): ReadonlySet<string> {
  return new Set(features?.roleRestrictions[role] ?? defaultRestrictions(role));
}

/** Every flag, in group order, for a team of `role` (no role yet: none is marked). */
export function flagItems(
  t: Translate,
  role: Role | undefined,
  features: Features | undefined,
): FlagToggleItem[] {
  const defaults = role === undefined ? new Set<string>() : roleDefaults(role, features);
  const flags = FLAG_GROUP_IDS.flatMap((group) =>
    RESTRICTION_FLAGS.filter((flag) => FLAG_GROUP_OF[flag] === group),
  );
  return flags.map((flag) => ({
    id: flag,
    group: FLAG_GROUP_OF[flag],
    meaning: t(`teams.flag.${flag}`),
    defaultOn: defaults.has(flag),
    inapplicable: role !== undefined && !flagAppliesTo(flag, role),
  }));
}

export function flagLabels(t: Translate): FlagTogglesLabels {
  return {
    restrictedSwitch: t("teams.flags.restrictedSwitch"),
    exemptSwitch: t("teams.flags.exemptSwitch"),
    restrict: (flag) => t("teams.flags.restrict", { flag }),
    exempt: (flag) => t("teams.flags.exempt", { flag }),
    stateRestricted: t("teams.flags.stateRestricted"),
    stateExempt: t("teams.flags.stateExempt"),
    stateDefault: t("teams.flags.stateDefault"),
    stateOff: t("teams.flags.stateOff"),
    inapplicable: t("teams.flags.inapplicable"),
    empty: t("teams.flags.empty"),
  };
}
