import type { DataTableLabels, PaginationLabels } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t";

/** The data table's texts in the operator's language. */
export function useTableLabels(): DataTableLabels {
  const t = useT();
  return useMemo(
    () => ({
      columns: t("table.columns"),
      columnsMenuTitle: t("table.columnsMenuTitle"),
      selectAll: t("table.selectAll"),
      selectRow: (row: string) => t("table.selectRow", { row }),
      rowFallback: (position: number) => t("table.rowFallback", { position }),
      selectedCount: (count: number) => t("table.selectedCount", { count }),
      clearSelection: t("table.clearSelection"),
      loading: t("table.loading"),
      emptyTitle: t("table.emptyTitle"),
      emptyDescription: t("table.emptyDescription"),
      errorTitle: t("table.errorTitle"),
      errorDescription: t("table.errorDescription"),
      retry: t("table.retry"),
      moveColumnUp: (column: string) => t("table.moveColumnUp", { column }),
      moveColumnDown: (column: string) => t("table.moveColumnDown", { column }),
    }),
    [t],
  );
}

/** The pager's texts in the operator's language. */
export function usePaginationLabels(): PaginationLabels {
  const t = useT();
  return useMemo(
    () => ({
      navigation: t("pagination.navigation"),
      rowsPerPage: t("pagination.rowsPerPage"),
      range: ({ from, to, total, approximate }) =>
        total === undefined
          ? t("pagination.range", { from, to })
          : t("pagination.rangeOf", { from, to, total, approximate: String(approximate) }),
      page: (page, pageCount, approximate) =>
        pageCount === undefined
          ? t("pagination.page", { page })
          : t("pagination.pageOf", { page, pageCount, approximate: String(approximate) }),
      first: t("pagination.first"),
      previous: t("pagination.previous"),
      next: t("pagination.next"),
      last: t("pagination.last"),
    }),
    [t],
  );
}
