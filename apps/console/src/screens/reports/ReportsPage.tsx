/**
 * `/reports` (ViewReportsList): the saved custom reports, searched, sorted and paged by the
 * server, each with its dimensions and when it changed; "Create report" for those who may
 * (CreateReports). The description opens `/report/{id}`.
 */
import type { Schema } from "@canvass/sdk/contract";
import { can } from "@canvass/sdk/permissions";
import type { ColumnDef } from "@canvass/ui";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { ListPage, useListCall } from "../../patterns";
import { REPORTS_LIST } from "./reports-list-spec";
import { dimensionWord, measureWord } from "./report-words";

type ReportRow = Schema<"CustomReport">;

export function ReportsPage() {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const mayCreate = permissions !== null && can(permissions, "CreateReports");
  const { page } = useListCall(REPORTS_LIST, {
    key: "customreports",
    load: (query, signal) => client.call("listCustomReports", { params: { query }, signal }),
  });
  const dimensions = (row: ReportRow) =>
    row.Query.groupBy.map((dimension) => dimensionWord(t, dimension)).join(", ");
  const measures = (row: ReportRow) =>
    row.Query.metrics.map((metric) => metric.label ?? measureWord(t, metric)).join(", ");
  const updated = (row: ReportRow) =>
    intl.formatDate(row.Updated, { dateStyle: "medium", timeStyle: "short" });

  const columns = useMemo<ColumnDef<ReportRow>[]>(
    () => [
      {
        id: "Description",
        accessorKey: "Description",
        header: t("reports.column.description"),
        cell: ({ row }) => (
          <Link
            to={`/report/${encodeURIComponent(row.original.ID)}`}
            className="text-primary-text underline-offset-2 hover:underline"
          >
            {row.original.Description}
          </Link>
        ),
        meta: { label: t("reports.column.description") },
      },
      {
        id: "dimensions",
        header: t("reports.column.dimensions"),
        enableSorting: false,
        cell: ({ row }) => dimensions(row.original),
        meta: { label: t("reports.column.dimensions") },
      },
      {
        id: "measures",
        header: t("reports.column.measures"),
        enableSorting: false,
        cell: ({ row }) => measures(row.original),
        meta: { label: t("reports.column.measures") },
      },
      {
        id: "Updated",
        accessorKey: "Updated",
        header: t("reports.column.updated"),
        cell: ({ row }) => updated(row.original),
        meta: { label: t("reports.column.updated") },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the helpers read `t` and `intl`
    [t, intl],
  );

  return (
    <ListPage
      {...page}
      title={t("reports.list.title")}
      columns={columns}
      searchPlaceholder={t("reports.list.search")}
      getRowId={(row) => row.ID}
      getRowLabel={(row) => row.Description}
      create={mayCreate ? { label: t("reports.list.create"), to: "/report/new" } : undefined}
      csv={{
        filename: "reports.csv",
        columns: [
          {
            id: "Description",
            header: t("reports.column.description"),
            value: (r) => r.Description,
          },
          { id: "dimensions", header: t("reports.column.dimensions"), value: dimensions },
          { id: "measures", header: t("reports.column.measures"), value: measures },
          { id: "Updated", header: t("reports.column.updated"), value: updated },
        ],
      }}
    />
  );
}
