/**
 * `/campaigns`: every campaign the operator sees, paged and sorted by the server (title by
 * default, leading articles ignored: decision 0025), searched by title, narrowed by type and
 * team, with the state in the address (bookmarkable, Back undoes). Columns: title (to the
 * profile), type, teams, attempts, check-in; CSV of what is shown. "Create campaign" only with
 * the SDK's `CreateCampaign` (admin, not restricted by `nocreatecampaigns`).
 */
import { isCampaignType } from "@canvass/sdk/campaigns";
import type { CallData } from "@canvass/sdk/client";
import { can } from "@canvass/sdk/permissions";
import type { ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useListCall } from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { CampaignFilters } from "./CampaignFilters";
import { CampaignLink } from "./campaign-links";
import { campaignTypeLabel } from "./campaign-words";
import { CAMPAIGNS_LIST } from "./campaigns-list-spec";

type CampaignListRow = CallData<"listCampaigns">["Result"][number];

export function CampaignsPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const { state, update, page } = useListCall(CAMPAIGNS_LIST, {
    key: "campaigns",
    params: ({ filters }) => ({
      type: isCampaignType(filters.type) ? filters.type : undefined,
      team: filters.team,
    }),
    load: (query, signal) => client.call("listCampaigns", { params: { query }, signal }),
  });
  const teams = useTeamsIndex();
  const linked = permissions !== null && can(permissions, "ViewCampaignProfile");
  const teamTitles = (campaign: CampaignListRow) =>
    campaign.teams.map((id) => teams.byId.get(id)?.title ?? id).join(", ");
  const checkin = (campaign: CampaignListRow) =>
    t("campaigns.checkinValue", { length: campaign.checkinLength, range: campaign.range });

  const columns = useMemo<ColumnDef<CampaignListRow>[]>(
    () => [
      {
        id: "title",
        accessorKey: "title",
        header: t("campaigns.column.title"),
        cell: ({ row }) => (
          <CampaignLink id={row.original.id} title={row.original.title} linked={linked} />
        ),
        meta: { label: t("campaigns.column.title") },
      },
      {
        id: "type",
        accessorKey: "type",
        header: t("campaigns.column.type"),
        cell: ({ row }) => campaignTypeLabel(t, row.original.type),
        meta: { label: t("campaigns.column.type") },
      },
      {
        id: "teams",
        header: t("campaigns.column.teams"),
        enableSorting: false,
        cell: ({ row }) => row.original.teams.length,
        meta: { label: t("campaigns.column.teams"), align: "end" },
      },
      {
        id: "attempts",
        header: t("campaigns.column.attempts"),
        enableSorting: false,
        cell: ({ row }) => row.original.attempts,
        meta: { label: t("campaigns.column.attempts"), align: "end" },
      },
      {
        id: "checkin",
        header: t("campaigns.column.checkin"),
        enableSorting: false,
        cell: ({ row }) =>
          t("campaigns.checkinValue", {
            length: row.original.checkinLength,
            range: row.original.range,
          }),
        meta: { label: t("campaigns.column.checkin") },
      },
    ],
    [t, linked],
  );

  const mayCreate = permissions !== null && can(permissions, "CreateCampaign");
  return (
    <ListPage
      {...page}
      title={t("campaigns.listTitle")}
      columns={columns}
      searchPlaceholder={t("campaigns.searchPlaceholder")}
      getRowId={(campaign) => campaign.id}
      getRowLabel={(campaign) => campaign.title}
      filters={<CampaignFilters teams={teams} state={state} onChange={update} />}
      create={mayCreate ? { label: t("campaigns.create"), to: "/campaign/new" } : undefined}
      csv={{
        filename: "campaigns.csv",
        columns: [
          { id: "title", header: t("campaigns.column.title"), value: (c) => c.title },
          {
            id: "type",
            header: t("campaigns.column.type"),
            value: (c) => campaignTypeLabel(t, c.type),
          },
          { id: "teams", header: t("campaigns.column.teams"), value: teamTitles },
          { id: "attempts", header: t("campaigns.column.attempts"), value: (c) => c.attempts },
          { id: "checkin", header: t("campaigns.column.checkin"), value: checkin },
        ],
      }}
    />
  );
}
