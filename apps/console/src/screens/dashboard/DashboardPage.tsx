/**
 * `/dashboard/{type*}` (ViewDashboard; default type `subs`, issue 20): the shared controls in the
 * address, one `getDashboard` call per filter change, the KPI tiles and the panels. The previous
 * answer stays on screen while the next loads; a failure says so with a way to try again.
 * `/dashboard/{type}/{page}` draws a dashboard page (decision 0056): its title, its panels in its
 * order, and its filters when the address names none; every page the reader sees is in the menu.
 */
import { dashPageTitleFor } from "@canvass/sdk/admin";
import {
  BUILT_IN_DASHBOARD_TYPE,
  dashboardNav,
  dashboardQuery,
  dashPageOf,
  dashPagePanels,
  dashPageView,
} from "@canvass/sdk/dashboard";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { Button, PageHeader, Spinner } from "@canvass/ui";
import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { PageFrame } from "../../patterns/page/PageFrame";
import { SPLAT_PARAM } from "../../routing/route-path";
import { DashboardFilters } from "./DashboardFilters";
import { DashboardNav } from "./DashboardNav";
import { DashboardPanels } from "./DashboardPanels";
import { dashboardQueryKey, startedClock, takeStartedRequest } from "./landing-request";
import { useDashboardView } from "./use-dashboard-view";

export function DashboardPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const [first = "", pageId] = (useParams()[SPLAT_PARAM] ?? "").split("/");
  const type = first === "" ? BUILT_IN_DASHBOARD_TYPE : first;
  const addressed = useDashboardView();
  const { search, options, replace } = addressed;
  const pages = useApiQuery("dashboard:pages", (signal) =>
    client.call("listDashPages", { params: { query: { PageSize: FETCH_ALL_PAGE_SIZE } }, signal }),
  );
  const pageList = useMemo(() => pages.data?.Result ?? [], [pages.data]);
  const page = dashPageOf(pageList, type, pageId);
  // The built-in page needs no page; any other waits for the pages (their filters and panels).
  const pagesKnown = pages.data !== undefined || pages.error !== undefined;
  // A page opens with its filters when the address names none; they are written to it first.
  const opening = page !== undefined && search === "";
  const ready =
    ((type === BUILT_IN_DASHBOARD_TYPE && pageId === undefined) || pagesKnown) && !opening;
  const view = useMemo(
    () => (opening ? dashPageView(addressed.view, page.filters) : addressed.view),
    [opening, page, addressed.view],
  );
  useEffect(() => {
    if (opening) replace(view);
  }, [opening, view, replace]);
  // One clock reading per address: "today" stays put while the page is open.
  // The route's loader may have asked already (decision 0070): its clock, then its answer.
  const readClock = () => startedClock(type, search) ?? new Date();
  const [clock, setClock] = useState(() => ({ search, now: readClock() }));
  if (clock.search !== search) setClock({ search, now: readClock() });
  const { now } = clock;
  const query = useMemo(() => dashboardQuery(view, { now }, options), [view, now, options]);
  const dashboardKey = dashboardQueryKey(type, query);
  const dashboard = useApiQuery(
    dashboardKey,
    (signal) =>
      takeStartedRequest(dashboardKey, signal) ??
      client.call("getDashboard", { params: { path: { type }, query }, signal }),
    ready,
  );
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const data = dashboard.data;
  const state = dashboard.error
    ? "error"
    : data === undefined
      ? "loading"
      : dashboard.loading
        ? "updating"
        : "ready";

  return (
    <PageFrame data-screen="dashboard">
      <PageHeader
        title={page === undefined ? t("dashboard.title") : dashPageTitleFor(page, locale)}
        description={t("dashboard.description")}
        meta={
          dashboard.loading ? (
            <span role="status" className="flex items-center gap-2 text-sm text-fg-muted">
              <Spinner size={14} />
              {t("dashboard.loading")}
            </span>
          ) : undefined
        }
      />
      <DashboardNav entries={dashboardNav(pageList, locale)} type={type} pageId={page?.id} />
      <DashboardFilters
        view={view}
        now={now}
        timeZones={options.timeZones ?? []}
        change={addressed.change}
        campaigns={sortByTitle(campaigns.data?.Result ?? [], locale).map((item) => ({
          value: item.id,
          display: item.title,
        }))}
        teams={teams.teams.map((item) => ({ value: item.id, display: item.title }))}
      />
      {dashboard.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-danger bg-danger-soft p-4 text-danger-text"
        >
          <p>
            {dashboard.error.kind === "http" && dashboard.error.status === 404
              ? t("dashboard.unknownType", { type })
              : t("dashboard.failed")}
          </p>
          <Button variant="secondary" onClick={dashboard.reload}>
            {t("dashboard.retry")}
          </Button>
        </div>
      ) : null}
      <div
        data-slot="dashboard"
        data-state={state}
        aria-busy={dashboard.loading}
        className="flex flex-col gap-6"
      >
        {data === undefined || !ready ? (
          dashboard.error ? null : (
            <div className="flex justify-center py-16">
              <Spinner size={32} label={t("dashboard.loading")} />
            </div>
          )
        ) : (
          <DashboardPanels
            data={data}
            view={view}
            options={options}
            panels={dashPagePanels(page)}
          />
        )}
      </div>
    </PageFrame>
  );
}
