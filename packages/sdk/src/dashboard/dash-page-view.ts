/**
 * Dashboard pages on the dashboard (issue 20, decision 0056): which page an address shows, the
 * dashboard types the caller's pages make (plus the built-in `subs`), the panels a page draws
 * and the filters it opens with. The server answers `getDashboard` for a type when the caller
 * sees one of its pages; the console draws the page these rules pick.
 */
import { DASH_PAGE_PANELS, dashPageTitleFor, type DashPagePanel } from "../admin/dash-page";
import type { DashboardInterval, DashboardView } from "./dashboard-address";

/** The built-in dashboard type: every panel, no page needed. */
export const BUILT_IN_DASHBOARD_TYPE = "subs";

/** The filters a page opens with (the contract's `DashPageFilters`). */
export interface DashPageFilters {
  readonly Days?: number | undefined;
  readonly DateField?: "Received" | "Processed" | undefined;
  readonly Interval?: DashboardInterval | undefined;
  readonly Campaign?: string | undefined;
  readonly Team?: string | undefined;
}

/** What the dashboard needs of a page (the contract's `DashPage`). */
export interface DashboardPageLike {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly order: number;
  readonly titles?: Readonly<Record<string, string>> | undefined;
  readonly panels?: readonly string[] | undefined;
  readonly filters?: DashPageFilters | undefined;
}

/** One entry of the dashboard's page menu. */
export interface DashboardNavEntry {
  readonly type: string;
  /** Undefined for the built-in `subs` page (every panel). */
  readonly pageId: string | undefined;
  /** The page's title for the reader's locale; undefined for the built-in page. */
  readonly title: string | undefined;
  /** `/dashboard/{type}` or `/dashboard/{type}/{id}`. */
  readonly path: string;
}

const byTypeThenOrder = (a: DashboardPageLike, b: DashboardPageLike) =>
  a.type === BUILT_IN_DASHBOARD_TYPE && b.type !== BUILT_IN_DASHBOARD_TYPE
    ? -1
    : b.type === BUILT_IN_DASHBOARD_TYPE && a.type !== BUILT_IN_DASHBOARD_TYPE
      ? 1
      : a.type < b.type
        ? -1
        : a.type > b.type
          ? 1
          : a.order - b.order;

/** The path of a page: its type's own path for the first page of a type other than `subs`. */
export function dashPagePath(type: string, pageId?: string): string {
  return pageId === undefined
    ? `/dashboard/${encodeURIComponent(type)}`
    : `/dashboard/${encodeURIComponent(type)}/${encodeURIComponent(pageId)}`;
}

/**
 * The dashboard's menu: the built-in `subs` page first, then every page the caller sees, by
 * type (`subs` first) and order. Each type of pages is a dashboard type.
 */
export function dashboardNav(
  pages: readonly DashboardPageLike[],
  locale: string,
): DashboardNavEntry[] {
  const builtIn: DashboardNavEntry = {
    type: BUILT_IN_DASHBOARD_TYPE,
    pageId: undefined,
    title: undefined,
    path: dashPagePath(BUILT_IN_DASHBOARD_TYPE),
  };
  return [
    builtIn,
    ...[...pages].sort(byTypeThenOrder).map((page) => ({
      type: page.type,
      pageId: page.id,
      title: dashPageTitleFor(page, locale),
      path: dashPagePath(page.type, page.id),
    })),
  ];
}

/**
 * The page `/dashboard/{type}/{id?}` shows: the page with that id when it is of that type; else,
 * without an id, the first page of a type other than `subs`; undefined for the built-in page
 * (`subs` without an id) and for a type or id the caller has no page of.
 */
export function dashPageOf<T extends DashboardPageLike>(
  pages: readonly T[],
  type: string,
  pageId?: string,
): T | undefined {
  const ofType = pages.filter((page) => page.type === type).sort(byTypeThenOrder);
  if (pageId !== undefined && pageId !== "") return ofType.find((page) => page.id === pageId);
  return type === BUILT_IN_DASHBOARD_TYPE ? undefined : ofType[0];
}

/** The panels a page draws, in its order; every panel for the built-in page or an empty list. */
export function dashPagePanels(page: DashboardPageLike | undefined): readonly DashPagePanel[] {
  const chosen = (page?.panels ?? []).filter((panel): panel is DashPagePanel =>
    (DASH_PAGE_PANELS as readonly string[]).includes(panel),
  );
  return chosen.length > 0 ? chosen : DASH_PAGE_PANELS;
}

const ids = (csv: string | undefined) =>
  csv === undefined
    ? undefined
    : csv
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== "");

/**
 * The view a page opens with: its filters over `view` (the address's view with nothing
 * chosen) — `Days` as the last N days, the date field, the bucket width, campaigns and teams.
 */
export function dashPageView(
  view: DashboardView,
  filters: DashPageFilters | undefined,
): DashboardView {
  if (filters === undefined) return view;
  const campaigns = ids(filters.Campaign);
  const teams = ids(filters.Team);
  return {
    ...view,
    ...(filters.Days === undefined
      ? {}
      : {
          range: {
            kind: "custom",
            range: { amount: filters.Days, unit: "days", direction: "before" },
          },
        }),
    ...(filters.DateField === undefined ? {} : { dateOption: filters.DateField }),
    ...(filters.Interval === undefined ? {} : { interval: filters.Interval }),
    ...(campaigns === undefined ? {} : { campaigns }),
    ...(teams === undefined ? {} : { teams }),
  };
}
