/**
 * `/domains` (ManageEmailDomains): the sender domains with their validation state, searched by
 * name; a name opens `/domains/{id}`; the form above adds one.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useApiQuery, useListState, type ListStateSpec } from "../../patterns";
import { AddDomainForm } from "./AddDomainForm";

type DomainRow = Schema<"EmailDomain">;

const DOMAINS_LIST: ListStateSpec = { filters: [], sortable: [] };

export function DomainsPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const [state, update] = useListState(DOMAINS_LIST);
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.q === "" ? {} : { q: state.q }),
  };
  const list = useApiQuery(`email-domains:${JSON.stringify(query)}`, (signal) =>
    client.call("listEmailDomains", { params: { query }, signal }),
  );
  const columns = useMemo<ColumnDef<DomainRow>[]>(
    () => [
      {
        id: "domain",
        accessorKey: "domain",
        header: t("emailDelivery.domains.column.domain"),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/domains/${encodeURIComponent(row.original.id)}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {row.original.domain}
          </Link>
        ),
        meta: { label: t("emailDelivery.domains.column.domain") },
      },
      {
        id: "status",
        header: t("emailDelivery.domains.column.status"),
        enableSorting: false,
        cell: ({ row }) => t(`emailDelivery.domainStatus.${row.original.status}`),
        meta: { label: t("emailDelivery.domains.column.status") },
      },
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-6">
      <AddDomainForm />
      <ListPage
        title={t("emailDelivery.domains.title")}
        state={state}
        onChange={update}
        columns={columns}
        rows={list.data?.Result}
        count={list.data?.Count}
        loading={list.loading}
        error={list.error}
        stale={list.stale}
        onRetry={list.reload}
        tableLabel={t("emailDelivery.domains.title")}
        searchPlaceholder={t("emailDelivery.domains.search")}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.domain}
      />
    </div>
  );
}
