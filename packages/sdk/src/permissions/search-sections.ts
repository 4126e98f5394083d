/**
 * Global search (spec §2 "Global search popup", §6 "Named permissions"): which result
 * sections an operator sees, when a single result opens directly, and when a hexadecimal term
 * is checked as a submission id.
 */
import { can } from "./capabilities";
import type { PermissionContext } from "./context";
import type { NamedPermission } from "./permission-names";

export const SEARCH_SECTIONS = [
  "accounts",
  "players",
  "teams",
  "campaigns",
  "exports",
  "exportOptions",
  "customreports",
] as const;

export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The permission that shows each section of the results. */
export const SEARCH_SECTION_PERMISSIONS: Readonly<Record<SearchSection, NamedPermission>> = {
  accounts: "ViewSubLookup",
  players: "ViewUserProfile",
  teams: "ViewTeamProfile",
  campaigns: "ViewCampaignProfile",
  exports: "ViewExportsList",
  exportOptions: "EditExports",
  customreports: "ViewReportsList",
};

/**
 * The permission needed to go straight to the only result of a search. Custom reports open
 * only with EditReports (their page is gated by it); every other section uses its own gate.
 */
export const SEARCH_OPEN_PERMISSIONS: Readonly<Record<SearchSection, NamedPermission>> = {
  ...SEARCH_SECTION_PERMISSIONS,
  customreports: "EditReports",
};

/** The sections shown to the context, in SEARCH_SECTIONS order. */
export function searchSections(ctx: PermissionContext): readonly SearchSection[] {
  return SEARCH_SECTIONS.filter((section) => can(ctx, SEARCH_SECTION_PERMISSIONS[section]));
}

/** Whether a single result of `section` may be opened directly. */
export function canOpenSearchResult(ctx: PermissionContext, section: SearchSection): boolean {
  return (
    can(ctx, SEARCH_SECTION_PERMISSIONS[section]) && can(ctx, SEARCH_OPEN_PERMISSIONS[section])
  );
}

/** Whether a 6–8 hex character term is first checked as a submission id (ViewSubLookup). */
export function canLookUpSubmissionId(ctx: PermissionContext): boolean {
  return can(ctx, "ViewSubLookup");
}
