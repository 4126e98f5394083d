/**
 * `/cancels` (ViewCancelsList; not clients; `noviewcancels`): the cancellations of the filter,
 * the last day by default, with each one's reason, how many days after sign-up it came (the
 * submissions' `Received`, read for the page's rows in one call) and a link to the submission's
 * lookup; above the table, the cancel rate of the filter (cancellations over sign-ups in the
 * same range, campaign, team and player).
 */
import type { CallData } from "@canvass/sdk/client";
import { cancelRate, daysAfterSignUp, fieldListFilters } from "@canvass/sdk/field-ops";
import { formatNumber } from "@canvass/sdk/money";
import { can } from "@canvass/sdk/permissions";
import { SearchBox, type ColumnDef } from "@canvass/ui";
import { useMemo, useState } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { SubmissionLink, timeText } from "./field-cells";
import { CANCELS_LIST } from "./field-list-spec";
import { FieldListFilters } from "./FieldListFilters";
import { FieldListFrame } from "./FieldListFrame";
import { useFieldList } from "./use-field-list";

type CancelRow = CallData<"queryCancels">["Result"][number];

export function CancelsPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayLookUp = permissions !== null && can(permissions, "ViewSubLookup");
  const maySubs = permissions !== null && can(permissions, "ViewSubList");
  const list = useFieldList(CANCELS_LIST);
  const { query, view } = list;
  const cancels = useApiQuery(`cancels:${JSON.stringify(query)}`, (signal) =>
    client.call("queryCancels", { params: { query }, signal }),
  );
  const rows = cancels.data?.Result;
  const accountIds = [...new Set((rows ?? []).map((row) => row.AccountID))].sort();
  const signUps = useApiQuery(
    `cancels:signups:${accountIds.join(",")}`,
    (signal) =>
      client.call("queryAccounts", {
        params: {
          query: { ID: accountIds.join(","), Fields: "ID,Received", PageSize: 1000 },
        },
        signal,
      }),
    maySubs && accountIds.length > 0,
  );
  const receivedOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const account of signUps.data?.Accounts ?? []) {
      const received = (account as { Received?: unknown }).Received;
      if (typeof received === "string") map.set(account.ID, received);
    }
    return map;
  }, [signUps.data]);
  // Sign-ups of the same range, campaign, team and player (a submission has no cancel type).
  const signUpFilters = useMemo(
    () => fieldListFilters({ ...view, type: undefined }, list.now),
    [view, list.now],
  );
  const signUpCount = useApiQuery(
    `cancels:rate:${JSON.stringify(signUpFilters)}`,
    (signal) =>
      client.call("queryAccounts", {
        params: { query: { ...signUpFilters, Fields: "ID", PageSize: 10 } },
        signal,
      }),
    maySubs,
  );
  const rate =
    cancels.data === undefined || signUpCount.data === undefined
      ? undefined
      : cancelRate(cancels.data.Count, signUpCount.data.Count);

  const [typeText, setTypeText] = useState(view.type ?? "");
  const [seenType, setSeenType] = useState(view.type);
  if (seenType !== view.type) {
    setSeenType(view.type);
    setTypeText(view.type ?? "");
  }

  const days = (row: CancelRow) => daysAfterSignUp(receivedOf.get(row.AccountID), row.Created);
  const columns = useMemo<ColumnDef<CancelRow>[]>(
    () => [
      {
        id: "Created",
        header: t("fieldOps.cancels.column.created"),
        enableSorting: true,
        cell: ({ row }) => timeText(row.original.Created, locale, view.timeZone),
      },
      {
        id: "AccountID",
        header: t("fieldOps.column.submission"),
        enableSorting: false,
        cell: ({ row }) => <SubmissionLink id={row.original.AccountID} mayLookUp={mayLookUp} />,
      },
      {
        id: "Type",
        header: t("fieldOps.cancels.column.type"),
        enableSorting: true,
        cell: ({ row }) => row.original.Type,
      },
      {
        id: "Reason",
        header: t("fieldOps.cancels.column.reason"),
        enableSorting: false,
        cell: ({ row }) => row.original.Reason ?? "",
      },
      {
        id: "DaysAfterSignUp",
        header: t("fieldOps.cancels.column.days"),
        enableSorting: false,
        meta: { label: t("fieldOps.cancels.column.days"), align: "end" as const },
        cell: ({ row }) => {
          const value = days(row.original);
          return value === undefined ? "" : t("fieldOps.cancels.days", { count: value });
        },
      },
      {
        id: "Amount",
        header: t("fieldOps.cancels.column.amount"),
        enableSorting: true,
        meta: { label: t("fieldOps.cancels.column.amount"), align: "end" as const },
        cell: ({ row }) =>
          row.original.Amount === undefined ? "" : formatNumber(row.original.Amount, locale),
      },
      {
        id: "CampaignName",
        header: t("fieldOps.column.campaign"),
        enableSorting: true,
        cell: ({ row }) => row.original.CampaignName ?? "",
      },
      {
        id: "TeamName",
        header: t("fieldOps.column.team"),
        enableSorting: true,
        cell: ({ row }) => row.original.TeamName ?? "",
      },
      {
        id: "PlayerName",
        header: t("fieldOps.column.player"),
        enableSorting: true,
        cell: ({ row }) => row.original.PlayerName ?? "",
      },
    ],
    // `days` reads `receivedOf`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, view.timeZone, mayLookUp, receivedOf],
  );

  return (
    <FieldListFrame<CancelRow>
      title={t("fieldOps.cancels.title")}
      tableLabel={t("fieldOps.cancels.tableLabel")}
      list={list}
      summary={
        <p data-slot="cancel-rate" role="status" className="text-sm text-fg-muted">
          {rate === undefined
            ? t("fieldOps.cancels.rateUnknown")
            : t("fieldOps.cancels.rate", {
                rate: formatNumber(Math.round(rate * 1000) / 10, locale),
                cancels: cancels.data?.Count ?? 0,
                signUps: signUpCount.data?.Count ?? 0,
              })}
        </p>
      }
      filters={
        <FieldListFilters
          list={list}
          extra={
            <SearchBox
              value={typeText}
              onValueChange={setTypeText}
              onSearch={(term) => {
                const next = term.trim();
                list.change({ filters: { type: next === "" ? undefined : next } });
              }}
              onClear={() => {
                list.change({ filters: { type: undefined } });
              }}
              labels={{
                label: t("fieldOps.cancels.filter.type"),
                placeholder: t("fieldOps.cancels.filter.typePlaceholder"),
              }}
              className="w-48"
            />
          }
        />
      }
      columns={columns}
      rows={rows}
      count={cancels.data?.Count}
      loading={cancels.loading}
      error={cancels.error}
      onRetry={cancels.reload}
      getRowId={(row) => row.ID}
      csv={{
        filename: "cancels.csv",
        columns: [
          { id: "Created", header: t("fieldOps.cancels.column.created"), value: (r) => r.Created },
          { id: "AccountID", header: t("fieldOps.column.submission"), value: (r) => r.AccountID },
          { id: "Type", header: t("fieldOps.cancels.column.type"), value: (r) => r.Type },
          { id: "Reason", header: t("fieldOps.cancels.column.reason"), value: (r) => r.Reason },
          { id: "DaysAfterSignUp", header: t("fieldOps.cancels.column.days"), value: days },
          { id: "Amount", header: t("fieldOps.cancels.column.amount"), value: (r) => r.Amount },
          {
            id: "CampaignName",
            header: t("fieldOps.column.campaign"),
            value: (r) => r.CampaignName,
          },
          { id: "TeamName", header: t("fieldOps.column.team"), value: (r) => r.TeamName },
          { id: "PlayerName", header: t("fieldOps.column.player"), value: (r) => r.PlayerName },
        ],
      }}
    />
  );
}
