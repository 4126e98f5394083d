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
import { ListPage, SEARCH_ONLY_LIST, useListCall } from "../../patterns";
import { AddDomainForm } from "./AddDomainForm";

type DomainRow = Schema<"EmailDomain">;

export function DomainsPage() {
  const t = useT();
  const { client } = useRuntime().services;
  const { page } = useListCall(SEARCH_ONLY_LIST, {
    key: "email-domains",
    load: (query, signal) => client.call("listEmailDomains", { params: { query }, signal }),
  });
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
        {...page}
        title={t("emailDelivery.domains.title")}
        columns={columns}
        searchPlaceholder={t("emailDelivery.domains.search")}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.domain}
      />
    </div>
  );
}
