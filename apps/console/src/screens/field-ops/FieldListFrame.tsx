/**
 * The frame of a field list: header with the count, a summary line and the CSV download of the
 * rows on screen, the filters, a server-sorted and server-paged table (page sizes 10 … 500), and
 * a page past the last one (an old link) clamped once the count is known. Built from the shared
 * list pieces (`patterns/list`); the field lists have no free-text search, so they do not use
 * `ListPage`'s search box.
 */
import type { ClientError } from "@canvass/sdk/client";
import { Button, DataTable, PageHeader, Pagination, type ColumnDef } from "@canvass/ui";
import { Download } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { csvOf, downloadText, lastPageOf, PageFrame, type CsvDownloadColumn } from "../../patterns";
import { readFailureText } from "../../patterns/form/problem-words";
import { sortingToSort, sortToSorting } from "../../patterns/list/list-state";
import { usePaginationLabels, useTableLabels } from "../../patterns/list/table-labels";
import type { FieldList } from "./use-field-list";

export interface FieldListFrameProps<T> {
  readonly title: string;
  readonly tableLabel: string;
  readonly list: FieldList;
  readonly filters: ReactNode;
  readonly summary?: ReactNode;
  readonly columns: readonly ColumnDef<T>[];
  readonly rows: readonly T[] | undefined;
  readonly count: number | undefined;
  readonly loading: boolean;
  readonly error: ClientError | undefined;
  readonly onRetry: () => void;
  readonly getRowId: (row: T) => string;
  readonly csv: { readonly filename: string; readonly columns: readonly CsvDownloadColumn<T>[] };
  /** Shown instead of the table (the check-ins' map view). */
  readonly replaceTable?: ReactNode;
  readonly actions?: ReactNode;
}

const NO_ROWS: readonly never[] = [];

export function FieldListFrame<T>(props: FieldListFrameProps<T>) {
  const { list, rows = NO_ROWS, count, loading, csv } = props;
  const { state, change } = list;
  const t = useT();
  const locale = useLocale();
  const tableLabels = useTableLabels();
  const paginationLabels = usePaginationLabels();
  const last = count === undefined ? undefined : lastPageOf(count, state.pageSize);
  useEffect(() => {
    if (loading || last === undefined || state.page <= last) return;
    change({ page: last }, { replace: true, notice: { kind: "clamped", page: state.page, last } });
  }, [loading, last, state.page, change]);
  const shown = csv.columns.filter(
    (column) => column.id === undefined || !state.hidden.includes(column.id),
  );
  return (
    <PageFrame>
      <PageHeader
        title={props.title}
        description={
          count === undefined ? undefined : (
            <span data-slot="field-list-count">{t("fieldOps.count", { count })}</span>
          )
        }
        actions={
          <>
            {props.actions}
            <Button
              variant="secondary"
              onClick={() => {
                downloadText(csvOf(rows, shown), csv.filename);
              }}
              disabled={rows.length === 0}
              title={t("list.downloadHint")}
            >
              <Download aria-hidden="true" size={16} />
              {t("list.download")}
            </Button>
          </>
        }
      />
      {props.summary}
      {props.filters}
      {props.replaceTable ?? (
        <DataTable<T>
          label={props.tableLabel}
          data={rows}
          columns={props.columns}
          getRowId={props.getRowId}
          manualSorting
          sorting={sortToSorting(state.sort)}
          onSortingChange={(sorting) => {
            change({ sort: sortingToSort(sorting) });
          }}
          loading={loading}
          error={props.error === undefined ? false : readFailureText(t, props.error)}
          onRetry={props.onRetry}
          labels={{ ...tableLabels, emptyTitle: t("fieldOps.empty") }}
          footer={
            <Pagination
              page={state.page}
              pageSize={state.pageSize}
              {...(count === undefined ? {} : { totalCount: count })}
              pageItemCount={rows.length}
              onPageChange={(page) => {
                change({ page });
              }}
              onPageSizeChange={(pageSize) => {
                change({ pageSize });
              }}
              disabled={loading && rows.length === 0}
              locale={locale}
              labels={paginationLabels}
            />
          }
        />
      )}
    </PageFrame>
  );
}
