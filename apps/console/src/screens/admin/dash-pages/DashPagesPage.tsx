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
import { ListPage, useApiQuery, useListState, type ListStateSpec } from "../../../patterns";
import { DashPageForm } from "./DashPageForm";
import type { DashPageRow } from "./dash-page-values";

const DASH_PAGES_LIST: ListStateSpec<never> = { filters: [], sortable: [] };

export function DashPagesPage() {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const [state, update] = useListState(DASH_PAGES_LIST);
  const [params, setParams] = useSearchParams();
  const editing = params.get("edit");
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.q === "" ? {} : { q: state.q }),
  };
  const list = useApiQuery(`dashpages:${JSON.stringify(query)}`, (signal) =>
    client.call("listDashPages", { params: { query }, signal }),
  );
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
        title={t("admin.dashPages.title")}
        state={state}
        onChange={update}
        columns={columns}
        rows={list.data?.Result}
        count={list.data?.Count}
        loading={list.loading}
        error={list.error}
        stale={list.stale}
        onRetry={list.reload}
        tableLabel={t("admin.dashPages.title")}
        searchPlaceholder={t("admin.dashPages.search")}
        getRowId={(row) => row.id}
        getRowLabel={title}
        actions={
          <Button
            onClick={() => {
              open("new");
            }}
          >
            {t("admin.dashPages.create")}
          </Button>
        }
      />
    </div>
  );
}
