/**
 * The `subs` dashboard's chart and table panels from one `getDashboard` answer. Each panel's
 * bars, slices and rows drill down to `/subs` with the dashboard's filters plus the bucket's
 * (the SDK's `drillDownAddress`); each panel also links to the list with the filters alone.
 */
import type { DashPagePanel } from "@canvass/sdk/admin";
import type { CallData } from "@canvass/sdk/client";
import { drillDownAddress, type DashboardBucket, type DashboardView } from "@canvass/sdk/dashboard";
import { formatNumber } from "@canvass/sdk/money";
import { FREQUENCIES, PAYMENT_STATUSES, type SubsAddressOptions } from "@canvass/sdk/queries";
import { CohortGrid, Leaderboard } from "@canvass/ui";
import {
  BreakdownChart,
  DonutChart,
  TimeSeriesChart,
  type ChartCommonProps,
  type ChartDatum,
} from "@canvass/ui/chart-frame";
import { Fragment, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { DashboardKpis } from "./DashboardKpis";
import { PanelBoundary } from "./PanelBoundary";
import {
  bucketLabel,
  frequencyWord,
  monthLabel,
  orNone,
  paymentStatusWord,
} from "./dashboard-words";

type Dashboard = CallData<"getDashboard">;
type Row = Dashboard["ByCampaign"][number];

export interface DashboardPanelsProps {
  readonly data: Dashboard;
  readonly view: DashboardView;
  readonly options: SubsAddressOptions;
  /** The panels to draw, in this order (a dashboard page's; every panel for the built-in page). */
  readonly panels: readonly DashPagePanel[];
}

function TablePanel({
  title,
  actions,
  children,
}: {
  readonly title: string;
  readonly actions: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-slot="dashboard-table-panel"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">{title}</h3>
        {actions}
      </header>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

export function DashboardPanels({ data, view, options, panels }: DashboardPanelsProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const subsHref = (bucket: DashboardBucket) =>
    `/subs?${drillDownAddress(view, bucket, options).toString()}`;
  const drill = (bucket: DashboardBucket) => {
    void navigate(subsHref(bucket));
  };
  const listLink = (title: string) => (
    <Link
      to={subsHref({})}
      data-slot="dashboard-drill-down"
      aria-label={t("dashboard.openListOf", { panel: title })}
      className="text-sm font-medium text-primary-text underline-offset-2 hover:underline"
    >
      {t("dashboard.openList")}
    </Link>
  );
  const common = (
    title: string,
    category: string,
    chartData: readonly ChartDatum[],
  ): ChartCommonProps => ({
    title,
    data: chartData,
    locale,
    columns: [category, t("dashboard.column.signUps")],
    emptyText: t("dashboard.empty"),
    selectLabel: (label) => t("dashboard.openListFor", { label }),
    labels: { showTable: t("dashboard.showTable"), showChart: t("dashboard.showChart") },
    actions: listLink(title),
  });
  const named = (rows: readonly Row[]): ChartDatum[] =>
    rows.map((row) => ({ key: row.Key, label: orNone(t, row.Name ?? row.Key), value: row.Count }));

  const overTime = t("dashboard.panel.overTime");
  const byCampaign = t("dashboard.panel.byCampaign");
  const byTeam = t("dashboard.panel.byTeam");
  const byPlayer = t("dashboard.panel.byPlayer");
  const byFrequency = t("dashboard.panel.byFrequency");
  const byPayment = t("dashboard.panel.byPaymentStatus");
  const reasons = t("dashboard.panel.failureReasons");
  const leaders = t("dashboard.panel.leaderboard");
  const cohort = t("dashboard.panel.cohort");
  const count = (value: number) => formatNumber(value, locale);
  const failed = (
    <p role="alert" className="rounded-xl border border-line p-4 text-sm text-danger-text">
      {t("dashboard.panelFailed")}
    </p>
  );

  // Each panel draws on its own: one that fails says so and the others stay.
  const views: Record<DashPagePanel, ReactNode> = {
    Kpis: (
      <div className="min-w-0 lg:col-span-2">
        <DashboardKpis kpis={data.Kpis} />
      </div>
    ),
    SignUpsOverTime: (
      <PanelBoundary fallback={failed}>
        <TimeSeriesChart
          {...common(
            overTime,
            t(`dashboard.column.${data.Interval}`),
            data.SignUpsOverTime.map((point) => ({
              key: point.Bucket,
              label: bucketLabel(point.Bucket, data.Interval, locale),
              value: point.Count,
            })),
          )}
          kind={data.SignUpsOverTime.length > 45 ? "line" : "bar"}
          className="lg:col-span-2"
        />
      </PanelBoundary>
    ),
    ByCampaign: (
      <PanelBoundary fallback={failed}>
        <BreakdownChart
          {...common(byCampaign, t("dashboard.column.campaign"), named(data.ByCampaign))}
          onSelect={(key) => {
            drill({ campaign: key });
          }}
        />
      </PanelBoundary>
    ),
    ByTeam: (
      <PanelBoundary fallback={failed}>
        <BreakdownChart
          {...common(byTeam, t("dashboard.column.team"), named(data.ByTeam))}
          onSelect={(key) => {
            if (key !== "") drill({ team: key });
          }}
        />
      </PanelBoundary>
    ),
    ByPlayer: (
      <PanelBoundary fallback={failed}>
        <BreakdownChart
          {...common(byPlayer, t("dashboard.column.player"), named(data.ByPlayer))}
          onSelect={(key) => {
            if (key !== "") drill({ player: key });
          }}
        />
      </PanelBoundary>
    ),
    ByFrequency: (
      <PanelBoundary fallback={failed}>
        <DonutChart
          {...common(
            byFrequency,
            t("dashboard.column.frequency"),
            data.ByFrequency.map((row) => ({
              key: row.Key,
              label: orNone(t, frequencyWord(t, row.Key)),
              value: row.Count,
            })),
          )}
          onSelect={(key) => {
            const frequency = FREQUENCIES.find((item) => item === key);
            if (frequency !== undefined) drill({ frequency });
          }}
        />
      </PanelBoundary>
    ),
    ByPaymentStatus: (
      <PanelBoundary fallback={failed}>
        <DonutChart
          {...common(
            byPayment,
            t("dashboard.column.paymentStatus"),
            data.ByPaymentStatus.map((row) => ({
              key: row.Key,
              label: orNone(t, paymentStatusWord(t, row.Key)),
              value: row.Count,
            })),
          )}
          onSelect={(key) => {
            const paymentStatus = PAYMENT_STATUSES.find((item) => item === key);
            if (paymentStatus !== undefined) drill({ paymentStatus });
          }}
        />
      </PanelBoundary>
    ),
    FailureReasons: (
      <PanelBoundary fallback={failed}>
        <BreakdownChart
          {...common(
            reasons,
            t("dashboard.column.reason"),
            data.FailureReasons.map((row) => ({
              key: row.Key,
              label: orNone(t, row.Key),
              value: row.Count,
            })),
          )}
        />
      </PanelBoundary>
    ),
    Leaderboard: (
      <TablePanel title={leaders} actions={listLink(leaders)}>
        <Leaderboard
          caption={leaders}
          rankHeader={t("dashboard.column.rank")}
          nameHeader={t("dashboard.column.player")}
          valueHeaders={[t("dashboard.column.signUps"), t("dashboard.column.cancelled")]}
          entries={data.Leaderboard.map((leader) => ({
            key: leader.Player,
            name: <Link to={subsHref({ player: leader.Player })}>{leader.Name}</Link>,
            ...(leader.TeamName === undefined ? {} : { detail: leader.TeamName }),
            values: [count(leader.SignUps), count(leader.Cancels)],
          }))}
        />
        {data.Leaderboard.length === 0 ? (
          <p className="py-4 text-center text-sm text-fg-muted">{t("dashboard.empty")}</p>
        ) : null}
      </TablePanel>
    ),
    Cohort: (
      <TablePanel title={cohort} actions={listLink(cohort)}>
        <CohortGrid
          caption={cohort}
          rowHeader={t("dashboard.column.signUpMonth")}
          sizeHeader={t("dashboard.column.signUps")}
          monthHeader={(since) => t("dashboard.column.monthsSince", { since })}
          formatShare={(share) =>
            formatNumber(share, locale, { style: "percent", maximumFractionDigits: 0 })
          }
          rows={data.Cohort.map((row) => ({
            key: row.Month,
            label: monthLabel(row.Month, locale),
            size: count(row.SignUps),
            shares: row.Active,
          }))}
        />
        {data.Cohort.length === 0 ? (
          <p className="py-4 text-center text-sm text-fg-muted">{t("dashboard.empty")}</p>
        ) : null}
      </TablePanel>
    ),
  };

  return (
    <div data-slot="dashboard-panels" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {panels.map((panel) => (
        <Fragment key={panel}>{views[panel]}</Fragment>
      ))}
    </div>
  );
}
