/**
 * `/clients` (ViewClientsList): the clients by name, 10 a page unless the address says, searched
 * by name; each name opens `/client/{id}`; how many campaigns each sees and which restriction
 * flags it carries. "Create client" (EditClients) opens `/client/new`.
 */
import { can } from "@canvass/sdk/permissions";
import type { ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useListCall } from "../../patterns";
import { CLIENTS_LIST } from "./clients-list-spec";
import type { ClientRow } from "./client-values";

export function ClientsPage() {
  const t = useT();
  const intl = useIntl();
  const permissions = usePermissions();
  const { client } = useRuntime().services;
  const { page } = useListCall(CLIENTS_LIST, {
    key: "clients",
    load: (query, signal) => client.call("listClients", { params: { query }, signal }),
  });
  const mayEdit = permissions !== null && can(permissions, "EditClients");
  const created = (row: ClientRow) => intl.formatDate(row.Created, { dateStyle: "medium" });
  const flags = (row: ClientRow) =>
    row.restrictions.length === 0 ? t("clients.noFlags") : row.restrictions.join(", ");
  const columns = useMemo<ColumnDef<ClientRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("clients.column.name"),
        cell: ({ row }) => (
          <Link
            to={`/client/${encodeURIComponent(row.original.id)}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
        meta: { label: t("clients.column.name") },
      },
      {
        id: "campaigns",
        header: t("clients.column.campaigns"),
        enableSorting: false,
        cell: ({ row }) => t("clients.campaignCount", { count: row.original.campaigns.length }),
        meta: { label: t("clients.column.campaigns") },
      },
      {
        id: "restrictions",
        header: t("clients.column.restrictions"),
        enableSorting: false,
        cell: ({ row }) => flags(row.original),
        meta: { label: t("clients.column.restrictions") },
      },
      {
        id: "Created",
        accessorKey: "Created",
        header: t("clients.column.created"),
        cell: ({ row }) => created(row.original),
        meta: { label: t("clients.column.created") },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers read `t` and `intl`
    [t, intl],
  );
  return (
    <ListPage
      {...page}
      title={t("clients.title")}
      columns={columns}
      searchPlaceholder={t("clients.search")}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      create={mayEdit ? { label: t("clients.create"), to: "/client/new" } : undefined}
      csv={{
        filename: "clients.csv",
        columns: [
          { id: "name", header: t("clients.column.name"), value: (r) => r.name },
          {
            id: "campaigns",
            header: t("clients.column.campaigns"),
            value: (r) => String(r.campaigns.length),
          },
          { id: "restrictions", header: t("clients.column.restrictions"), value: flags },
          { id: "Created", header: t("clients.column.created"), value: created },
        ],
      }}
    />
  );
}
