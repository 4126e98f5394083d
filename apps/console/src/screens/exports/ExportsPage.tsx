/**
 * `/exports` (ViewExportsList): the export definitions, searched, sorted and paged by the
 * server, each with its instances' last run and next scheduled run; "Create export" for those
 * who may (CreateExports). The description opens `/export/{id}`.
 */
import type { Schema } from "@canvass/sdk/contract";
import { can } from "@canvass/sdk/permissions";
import { buttonClassName, type ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useApiQuery, useListState } from "../../patterns";
import { EXPORTS_LIST } from "./exports-list-spec";
import { lastRunOf, nextRunOf, type ExportOptionBody } from "./run-times";

type ExportRow = Schema<"Export">;

export function ExportsPage() {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayCreate = permissions !== null && can(permissions, "CreateExports");
  const [state, update] = useListState(EXPORTS_LIST);
  const query = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.sort === undefined ? {} : { Sort: state.sort }),
    ...(state.q === "" ? {} : { q: state.q }),
  };
  const list = useApiQuery(`exports:${JSON.stringify(query)}`, (signal) =>
    client.call("listExports", { params: { query }, signal }),
  );
  const options = useApiQuery("export-options:all", (signal) =>
    client.call("listExportOptions", { params: { query: { PageSize: 1000 } }, signal }),
  );
  const byExport = useMemo(() => {
    const map = new Map<string, ExportOptionBody[]>();
    for (const option of options.data?.Result ?? []) {
      map.set(option.ExportID, [...(map.get(option.ExportID) ?? []), option]);
    }
    return map;
  }, [options.data]);
  const when = (date: Date | undefined) =>
    date === undefined ? "" : intl.formatDate(date, { dateStyle: "medium", timeStyle: "short" });
  const lastRun = (row: ExportRow) => when(lastRunOf(byExport.get(row.ID) ?? []));
  const nextRun = (row: ExportRow) => when(nextRunOf(byExport.get(row.ID) ?? [], new Date()));

  const columns = useMemo<ColumnDef<ExportRow>[]>(
    () => [
      {
        id: "Description",
        accessorKey: "Description",
        header: t("exports.column.description"),
        cell: ({ row }) => (
          <Link
            to={`/export/${encodeURIComponent(row.original.ID)}`}
            className="text-primary-text underline-offset-2 hover:underline"
          >
            {row.original.Description}
          </Link>
        ),
        meta: { label: t("exports.column.description") },
      },
      {
        id: "Format",
        accessorKey: "Format",
        header: t("exports.column.format"),
        meta: { label: t("exports.column.format") },
      },
      {
        id: "instances",
        header: t("exports.column.instances"),
        enableSorting: false,
        cell: ({ row }) => String(byExport.get(row.original.ID)?.length ?? 0),
        meta: { label: t("exports.column.instances") },
      },
      {
        id: "lastRun",
        header: t("exports.column.lastRun"),
        enableSorting: false,
        cell: ({ row }) => lastRun(row.original),
        meta: { label: t("exports.column.lastRun") },
      },
      {
        id: "nextRun",
        header: t("exports.column.nextRun"),
        enableSorting: false,
        cell: ({ row }) => nextRun(row.original),
        meta: { label: t("exports.column.nextRun") },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers read `t`, `intl` and the instances
    [t, intl, byExport],
  );

  return (
    <ListPage
      title={t("exports.list.title")}
      state={state}
      onChange={update}
      columns={columns}
      rows={list.data?.Result}
      count={list.data?.Count}
      loading={list.loading}
      error={list.error}
      stale={list.stale}
      onRetry={list.reload}
      tableLabel={t("exports.list.title")}
      searchPlaceholder={t("exports.list.search")}
      getRowId={(row) => row.ID}
      getRowLabel={(row) => row.Description}
      actions={
        mayCreate ? (
          <Link to="/export/new" className={buttonClassName("primary")}>
            {t("exports.list.create")}
          </Link>
        ) : undefined
      }
      csv={{
        filename: "exports.csv",
        columns: [
          {
            id: "Description",
            header: t("exports.column.description"),
            value: (r) => r.Description,
          },
          { id: "Format", header: t("exports.column.format"), value: (r) => r.Format },
          { id: "lastRun", header: t("exports.column.lastRun"), value: lastRun },
          { id: "nextRun", header: t("exports.column.nextRun"), value: nextRun },
        ],
      }}
    />
  );
}
