/**
 * The tabs of one submission in the lookup (issue 18) and who sees each: the named permission
 * that its restriction flag or role removes (spec §6), or a feature. One rule for the console's
 * tab strip and the address's `defaultTab`.
 */
import { can, canOnResource } from "../permissions/capabilities";
import type { PermissionContext } from "../permissions/context";

export const LOOKUP_TABS = [
  "details",
  "payment",
  "location",
  "assets",
  "recording",
  "history",
  "communications",
] as const;

export type LookupTab = (typeof LOOKUP_TABS)[number];

export function isLookupTab(value: string): value is LookupTab {
  return (LOOKUP_TABS as readonly string[]).includes(value);
}

const TAB_RULES: Readonly<Record<LookupTab, (context: PermissionContext) => boolean>> = {
  details: (c) => can(c, "ViewSubDetails"),
  payment: (c) => can(c, "ViewSubPayment"),
  location: (c) => can(c, "ViewSubLocation"),
  assets: (c) => can(c, "ViewSubAssets"),
  recording: (c) => can(c, "ViewSubRecordings"),
  history: (c) => canOnResource(c, "history", "get"),
  communications: (c) => can(c, "ViewCommunications"),
};

/** The tabs this operator sees, in their fixed order. */
export function lookupTabs(context: PermissionContext): LookupTab[] {
  return LOOKUP_TABS.filter((tab) => TAB_RULES[tab](context));
}

/**
 * The tab to open: the address's `defaultTab` when the operator sees it, else the first one
 * they see (`undefined` when they see none).
 */
export function openingLookupTab(
  visible: readonly LookupTab[],
  requested: string | undefined,
): LookupTab | undefined {
  if (requested !== undefined) {
    const tab = requested.toLowerCase();
    if (isLookupTab(tab) && visible.includes(tab)) return tab;
  }
  return visible[0];
}
