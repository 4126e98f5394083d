/**
 * `/dashboard/{type*}` (ViewDashboard; default type `subs`, issue 20): the shared controls in the
 * address, one `getDashboard` call per filter change, the KPI tiles and the panels. The previous
 * answer stays on screen while the next loads; a failure says so with a way to try again.
 */
import { dashboardQuery } from "@canvass/sdk/dashboard";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { Button, PageHeader, Spinner } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { PageFrame } from "../../patterns/page/PageFrame";
import { SPLAT_PARAM } from "../../routing/route-path";
import { DashboardFilters } from "./DashboardFilters";
import { DashboardKpis } from "./DashboardKpis";
import { DashboardPanels } from "./DashboardPanels";
import { useDashboardView } from "./use-dashboard-view";

const DEFAULT_TYPE = "subs";

export function DashboardPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const first = (useParams()[SPLAT_PARAM] ?? "").split("/")[0] ?? "";
  const type = first === "" ? DEFAULT_TYPE : first;
  const { view, search, options, change } = useDashboardView();
  // One clock reading per address: "today" stays put while the page is open.
  const [clock, setClock] = useState(() => ({ search, now: new Date() }));
  if (clock.search !== search) setClock({ search, now: new Date() });
  const { now } = clock;
  const query = useMemo(() => dashboardQuery(view, { now }, options), [view, now, options]);
  const dashboard = useApiQuery(`dashboard:${type}:${JSON.stringify(query)}`, (signal) =>
    client.call("getDashboard", { params: { path: { type }, query }, signal }),
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
        title={t("dashboard.title")}
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
      <DashboardFilters
        view={view}
        now={now}
        timeZones={options.timeZones ?? []}
        change={change}
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
        {data === undefined ? (
          dashboard.error ? null : (
            <div className="flex justify-center py-16">
              <Spinner size={32} label={t("dashboard.loading")} />
            </div>
          )
        ) : (
          <>
            <DashboardKpis kpis={data.Kpis} />
            <DashboardPanels data={data} view={view} options={options} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
