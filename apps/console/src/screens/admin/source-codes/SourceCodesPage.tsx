/**
 * `/sourcecodes` (ManageSourceCodes): the source codes, paged and sorted by the server (name by
 * default), searched by name and code, narrowed by campaign; the name opens
 * `/sourcecodes/{id}`; "Create source code" opens `/sourcecodes/new`.
 */
import type { ColumnDef, DropdownOption } from "@canvass/ui";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { ListPage, useListCall } from "../../../patterns";
import { CampaignFilter } from "./CampaignFilter";
import type { SourceCodeRow } from "./source-code-values";
import { SOURCE_CODES_LIST } from "./source-codes-list-spec";
import { useCampaignTitles } from "./use-campaign-titles";

export function SourceCodesPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const { state, update, page } = useListCall(SOURCE_CODES_LIST, {
    key: "sourcecodes",
    params: ({ filters }) => ({ Campaign: filters.campaign }),
    load: (query, signal) => client.call("listSourceCodes", { params: { query }, signal }),
  });
  const campaigns = useCampaignTitles();
  const { campaign } = state.filters;
  const campaignTitle = (row: SourceCodeRow) => campaigns.byId.get(row.campaign) ?? row.campaign;
  const period = (row: SourceCodeRow) =>
    row.ActiveFrom == null && row.ActiveTo == null
      ? t("admin.sourceCodes.always")
      : `${row.ActiveFrom ?? "…"} – ${row.ActiveTo ?? "…"}`;

  const columns = useMemo<ColumnDef<SourceCodeRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("admin.sourceCodes.column.name"),
        cell: ({ row }) => (
          <Link
            to={`/sourcecodes/${encodeURIComponent(row.original.id)}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
        meta: { label: t("admin.sourceCodes.column.name") },
      },
      {
        id: "code",
        accessorKey: "code",
        header: t("admin.sourceCodes.column.code"),
        meta: { label: t("admin.sourceCodes.column.code") },
      },
      {
        id: "campaign",
        accessorKey: "campaign",
        header: t("admin.sourceCodes.column.campaign"),
        cell: ({ row }) => campaignTitle(row.original),
        meta: { label: t("admin.sourceCodes.column.campaign") },
      },
      {
        id: "active",
        header: t("admin.sourceCodes.column.active"),
        enableSorting: false,
        cell: ({ row }) => period(row.original),
        meta: { label: t("admin.sourceCodes.column.active") },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers read `t` and the campaign titles
    [t, campaigns.byId],
  );
  const options: DropdownOption[] = campaigns.list.map((c) => ({ value: c.id, display: c.title }));

  return (
    <ListPage
      {...page}
      title={t("admin.sourceCodes.title")}
      columns={columns}
      searchPlaceholder={t("admin.sourceCodes.search")}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      filters={
        <CampaignFilter
          options={options}
          value={campaign}
          onChange={(value) => {
            update({ filters: { campaign: value } });
          }}
        />
      }
      create={{ label: t("admin.sourceCodes.create"), to: "/sourcecodes/new" }}
      csv={{
        filename: "source-codes.csv",
        columns: [
          { id: "name", header: t("admin.sourceCodes.column.name"), value: (r) => r.name },
          { id: "code", header: t("admin.sourceCodes.column.code"), value: (r) => r.code },
          { id: "campaign", header: t("admin.sourceCodes.column.campaign"), value: campaignTitle },
          { id: "active", header: t("admin.sourceCodes.column.active"), value: period },
        ],
      }}
    />
  );
}
