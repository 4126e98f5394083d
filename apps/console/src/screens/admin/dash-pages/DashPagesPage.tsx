/**
 * `/dashpages` (ManageDashPages): the dashboard pages by type then order, searched by title;
 * `?edit=new` opens the editor for a new page, `?edit={id}` for that page (in the address, so
 * Back closes it).
 */
import { dashPageTitleFor } from "@canvass/sdk/admin";
import { Button, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { ListPage, SEARCH_ONLY_LIST, useListCall } from "../../../patterns";
import { DashPageForm } from "./DashPageForm";
import type { DashPageRow } from "./dash-page-values";

export function DashPagesPage() {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const { list, page: listPage } = useListCall(SEARCH_ONLY_LIST, {
    key: "dashpages",
    load: (query, signal) => client.call("listDashPages", { params: { query }, signal }),
  });
  const [params, setParams] = useSearchParams();
  const editing = params.get("edit");
  const open = (edit: string | null) => {
    const next = new URLSearchParams(params);
    if (edit === null) next.delete("edit");
    else next.set("edit", edit);
    setParams(next);
  };
  const { reload } = list;
  const title = (row: DashPageRow) => dashPageTitleFor(row, intl.locale);
  const columns = useMemo<ColumnDef<DashPageRow>[]>(
    () => [
      {
        id: "title",
        header: t("admin.dashPages.column.title"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set("edit", row.original.id);
              setParams(next);
            }}
          >
            {dashPageTitleFor(row.original, intl.locale)}
          </Button>
        ),
        meta: { label: t("admin.dashPages.column.title") },
      },
      {
        id: "type",
        accessorKey: "type",
        header: t("admin.dashPages.column.type"),
        enableSorting: false,
        meta: { label: t("admin.dashPages.column.type") },
      },
      {
        id: "panels",
        header: t("admin.dashPages.column.panels"),
        enableSorting: false,
        cell: ({ row }) =>
          (row.original.panels ?? []).map((p) => t(`admin.dashPages.panel.${p}`)).join(", "),
        meta: { label: t("admin.dashPages.column.panels") },
      },
      {
        id: "roles",
        header: t("admin.dashPages.column.roles"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.roles.length === 0
            ? t("admin.dashPages.everyRole")
            : row.original.roles.map((role) => t(`role.${role}`)).join(", "),
        meta: { label: t("admin.dashPages.column.roles") },
      },
      {
        id: "order",
        header: t("admin.dashPages.column.order"),
        enableSorting: false,
        cell: ({ row }) => row.original.order + 1,
        meta: { label: t("admin.dashPages.column.order"), align: "end" },
      },
    ],
    [t, intl.locale, params, setParams],
  );
  const page = list.data?.Result.find((row) => row.id === editing);
  const done = () => {
    open(null);
    reload();
  };
  return (
    <div className="flex flex-col gap-4">
      {editing === "new" ? <DashPageForm key="new" onDone={done} /> : null}
      {page === undefined ? null : <DashPageForm key={page.id} page={page} onDone={done} />}
      <ListPage
        {...listPage}
        title={t("admin.dashPages.title")}
        columns={columns}
        searchPlaceholder={t("admin.dashPages.search")}
        getRowId={(row) => row.id}
        getRowLabel={title}
        create={{
          label: t("admin.dashPages.create"),
          onClick: () => {
            open("new");
          },
        }}
      />
    </div>
  );
}
