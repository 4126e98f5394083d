/**
 * `/gfmp-batch` (ManageGoFundMeBatch, decision 0038): the fundraising-platform batches, newest
 * first, with their results (page sizes 10…500, default 50); "Fetch donations" starts a batch for
 * a campaign (`runExternalService`), a batch's "Rows" opens its rows and problems below the list.
 */
import type { CallData } from "@canvass/sdk/client";
import { Button, Dropdown, FormField, StatusPill, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useApiQuery, useListState } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { CampaignFilter } from "../admin/source-codes/CampaignFilter";
import { useCampaignTitles } from "../admin/source-codes/use-campaign-titles";
import { BatchDetail } from "./BatchDetail";
import { BATCH_LIST, statusTone } from "./gfmp-list-spec";

type BatchRow = CallData<"listIntegrationBatches">["Result"][number];

const PROVIDER = "gofundme";

export function GfmpBatchPage() {
  const t = useT();
  const intl = useIntl();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [state, update] = useListState(BATCH_LIST);
  const { campaign, batch } = state.filters;
  const campaigns = useCampaignTitles();
  const [target, setTarget] = useState("");
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(campaign === undefined ? {} : { Campaign: campaign }),
  };
  const list = useApiQuery(`gfmp-batches:${JSON.stringify(query)}`, (signal) =>
    client.call("listIntegrationBatches", { params: { query }, signal }),
  );
  const options = campaigns.list.map((item) => ({ value: item.id, display: item.title }));
  const { reload } = list;

  const start = async () => {
    if (target === "") return;
    const answer = await client.call("runExternalService", {
      params: { path: { provider: PROVIDER }, query: { Campaign: target } },
    });
    if (answer.ok) {
      notify({ title: t("integrations.run.started"), severity: "success" });
      update({ filters: { batch: answer.data.id } });
      reload();
    } else {
      notify({ title: t("integrations.run.failed"), severity: "error" });
    }
  };

  const columns = useMemo<ColumnDef<BatchRow>[]>(
    () => [
      {
        id: "started",
        header: t("integrations.column.started"),
        cell: ({ row }) =>
          intl.formatDate(row.original.started, { dateStyle: "medium", timeStyle: "short" }),
        meta: { label: t("integrations.column.started") },
      },
      {
        id: "campaign",
        header: t("integrations.column.campaign"),
        cell: ({ row }) => row.original.campaignName ?? row.original.campaign,
        meta: { label: t("integrations.column.campaign") },
      },
      {
        id: "status",
        header: t("integrations.column.status"),
        cell: ({ row }) => (
          <StatusPill
            tone={statusTone(row.original.status)}
            pulse={row.original.status === "running"}
          >
            {t(`integrations.state.${row.original.status}`)}
          </StatusPill>
        ),
        meta: { label: t("integrations.column.status") },
      },
      {
        id: "results",
        header: t("integrations.column.results"),
        cell: ({ row }) =>
          t("integrations.batch.summary", {
            received: row.original.received,
            created: row.original.created,
            existing: row.original.existing,
            failed: row.original.failed,
          }),
        meta: { label: t("integrations.column.results") },
      },
      {
        id: "actions",
        header: t("integrations.column.actions"),
        cell: ({ row }) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t("integrations.showRowsOf", { id: row.original.id })}
            onClick={() => {
              update({ filters: { batch: row.original.id } });
            }}
          >
            {t("integrations.showRows")}
          </Button>
        ),
        meta: { label: t("integrations.column.actions") },
      },
    ],
    [t, intl, update],
  );

  return (
    <div className="flex flex-col gap-6">
      <ListPage
        title={t("integrations.title")}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t("integrations.run.campaign")} className="w-56">
              {(control) => (
                <Dropdown
                  {...control}
                  size="md"
                  searchable
                  options={options}
                  value={target}
                  onValueChange={(next) => {
                    setTarget(String(next));
                  }}
                  fullWidth
                />
              )}
            </FormField>
            <Button variant="primary" disabled={target === ""} onClick={() => void start()}>
              {t("integrations.run.start")}
            </Button>
          </div>
        }
        state={state}
        onChange={update}
        columns={columns}
        rows={list.data?.Result}
        count={list.data?.Count}
        loading={list.loading}
        error={list.error}
        stale={list.stale}
        onRetry={reload}
        tableLabel={t("integrations.title")}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.id}
        filters={
          <CampaignFilter
            options={options}
            value={campaign}
            onChange={(value) => {
              update({ filters: { campaign: value === "" ? undefined : value } });
            }}
          />
        }
      />
      {batch === undefined ? null : <BatchDetail key={batch} id={batch} onChanged={reload} />}
    </div>
  );
}
