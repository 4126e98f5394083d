/**
 * `/report/new` (CreateReports) and `/report/{id}` (EditReports): the report builder on
 * `reportBuilderMachine`. The definition (dimensions, measures, the submissions it covers: the
 * `/subs` filter model) is edited by those who may save it (admin); a run (admin or manager)
 * never saves (decision 0058), may narrow to a period, and shows the result as a chart and a
 * sortable table with totals, downloadable as CSV.
 */
import { can } from "@canvass/sdk/permissions";
import { DATE_RANGE_PRESETS, dateRange, type PresetRangeKind } from "@canvass/sdk/dates";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { Button, Card, EmptyState, PageHeader, Spinner } from "@canvass/ui";
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { PageFrame, useApiQuery } from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { useNotify } from "../../shell/use-notify";
import { ReportDefinition } from "./ReportDefinition";
import { ReportResultView } from "./ReportResultView";
import { labelledResult, problemWord } from "./report-words";
import { useReportBuilder } from "./use-report-builder";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";

function operatorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function ReportPage() {
  const { id = "new" } = useParams();
  return <ReportBuilder key={id} id={id === "new" ? null : id} />;
}

function ReportBuilder({ id }: { readonly id: string | null }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const canEdit = permissions !== null && can(permissions, "CreateReports");
  const canRun = permissions !== null && can(permissions, "RunReports");
  const { context, view, send } = useReportBuilder(id, canEdit, canRun);
  const [period, setPeriod] = useState<PresetRangeKind | "">("");
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const teams = useTeamsIndex();
  const choices = {
    campaigns: sortByTitle(campaigns.data?.Result ?? [], locale).map((campaign) => ({
      value: campaign.id,
      display: campaign.title,
    })),
    teams: teams.teams.map((team) => ({ value: team.id, display: team.title })),
  };
  const mayListPlayers = permissions !== null && can(permissions, "ViewUserList");

  // The first store of a new report: the address becomes /report/{id}. The router is not told
  // (its /report/{id} route would mount a new builder and drop the result on screen); a reload
  // or a link opens the saved report.
  useEffect(() => {
    if (id === null && context.id !== null) {
      window.history.replaceState(
        window.history.state,
        "",
        `/report/${encodeURIComponent(context.id)}`,
      );
    }
  }, [id, context.id]);
  useEffect(() => {
    if (view.saved) {
      notify({
        title: t("reports.saved", { name: context.draft.Description }),
        severity: "success",
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per save
  }, [view.saved, context.saves]);

  const choosePeriod = (value: PresetRangeKind | "") => {
    setPeriod(value);
    const zone = operatorZone();
    send({
      type: "report.filter",
      filters: value === "" ? {} : dateRange(value, { now: new Date(), timeZone: zone }),
    });
  };

  const title =
    id === null && context.original === null
      ? t("reports.newTitle")
      : t("reports.editTitle", { name: context.original?.Description ?? id ?? "" });

  let body;
  if (view.step === "loading") {
    body = (
      <div className="flex justify-center py-12" aria-busy="true">
        <Spinner label={t("reports.loading")} />
      </div>
    );
  } else if (view.step === "loadFailed") {
    body = (
      <EmptyState
        title={t("reports.loadFailed")}
        action={
          <Button
            onClick={() => {
              send({ type: "report.retry" });
            }}
          >
            {t("reports.retry")}
          </Button>
        }
      />
    );
  } else {
    const failure =
      view.failure === null
        ? null
        : view.failure.kind === "fields"
          ? t("reports.failure.fields")
          : view.failure.kind === "retry"
            ? t("reports.failure.retry")
            : view.failure.status === 403
              ? t("reports.failure.forbidden")
              : t("reports.failure.other");
    body = (
      <div className="flex flex-col gap-6">
        <ReportDefinition
          draft={context.draft}
          problems={view.problems}
          readOnly={!canEdit}
          choices={choices}
          mayListPlayers={mayListPlayers}
          onChange={(draft) => {
            send({ type: "report.edit", draft });
          }}
        />
        <Card>
          <div className="flex flex-wrap items-end gap-3" data-slot="report-actions">
            <div className="flex w-48 flex-col gap-1">
              <label htmlFor="report-period" className="text-sm font-medium">
                {t("reports.period")}
              </label>
              <select
                id="report-period"
                className={INPUT}
                value={period}
                onChange={(event) => {
                  choosePeriod(event.target.value as PresetRangeKind | "");
                }}
              >
                <option value="">{t("reports.period.all")}</option>
                {DATE_RANGE_PRESETS.map((preset) => (
                  <option key={preset} value={preset}>
                    {t(`subs.range.${preset}`)}
                  </option>
                ))}
              </select>
            </div>
            {canRun ? (
              <Button
                loading={view.step === "running"}
                disabled={view.step !== "ready"}
                onClick={() => {
                  send({ type: "report.run" });
                }}
              >
                {t("reports.run")}
              </Button>
            ) : null}
            {view.canCancel ? (
              <Button
                variant="ghost"
                onClick={() => {
                  send({ type: "report.cancel" });
                }}
              >
                {t("reports.cancelRun")}
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                variant="secondary"
                loading={view.step === "saving"}
                disabled={!view.canSave}
                onClick={() => {
                  send({ type: "report.save" });
                }}
              >
                {t("reports.save")}
              </Button>
            ) : null}
          </div>
          {failure === null ? null : (
            <p role="alert" className="mt-3 text-sm text-danger-text" data-slot="report-failure">
              {failure}
              {view.problems["/Filters/Before"] === undefined
                ? null
                : ` ${problemWord(t, view.problems["/Filters/Before"])}`}
            </p>
          )}
        </Card>
        {view.step === "running" && view.result === null ? (
          <div className="flex justify-center py-8" aria-busy="true">
            <Spinner label={t("reports.running")} />
          </div>
        ) : null}
        {view.result === null ? (
          view.step === "running" ? null : (
            <p className="text-sm text-fg-muted" data-slot="report-not-run">
              {canRun ? t("reports.result.notRun") : t("reports.result.cannotRun")}
            </p>
          )
        ) : (
          <ReportResultView
            result={labelledResult(t, view.result, context.draft.Query)}
            description={context.draft.Description}
            stale={view.stale}
          />
        )}
      </div>
    );
  }
  return (
    <PageFrame width="wide" data-screen="report">
      <PageHeader
        title={title}
        description={canEdit || view.step !== "ready" ? undefined : t("reports.readOnly")}
      />
      {body}
    </PageFrame>
  );
}
