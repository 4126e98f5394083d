/**
 * The list page every list screen composes (users, teams, campaigns, clients, reports, the admin
 * and e-mail lists…), fed by `useListCall` (`<ListPage {...page} …/>`): a header with the create
 * action, a search box and filters, a server-paged and server-sorted table whose column choice,
 * sort, page and filters live in the address, a pager with the page sizes of the spec, and a CSV
 * download of what is on screen. A page past the last one (an old
 * link, `?page=999`) is replaced by the last page once the server's `Count` is known, and the
 * corrections of the address are said in a status line (decision 0013).
 */
import type { ClientError } from "@canvass/sdk/client";
import {
  Button,
  buttonClassName,
  DataTable,
  PageHeader,
  Pagination,
  SearchBox,
  type ColumnDef,
  type DataTableSelection,
  type VisibilityState,
} from "@canvass/ui";
import { Download } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/use-t";
import { readFailureText } from "../form/problem-words";
import { useLocale } from "../../i18n/use-locale";
import { csvOf, downloadText, type CsvDownloadColumn } from "./csv-download";
import {
  lastPageOf,
  sortingToSort,
  sortToSorting,
  type ListNotice,
  type ListState,
  type ListStateChange,
} from "./list-state";
import { usePaginationLabels, useTableLabels } from "./table-labels";
import { GROW_WITH_ROWS, PageFrame } from "../page/PageFrame";
import { useDebouncedSearch } from "./use-debounced-search";
import type { ListChangeOptions } from "./use-list-state";

/**
 * The header's create action: a link styled as the primary button (`to`), or a primary button
 * that opens a form on the page (`onClick`).
 */
export type ListCreateAction =
  | { readonly label: string; readonly to: string }
  | { readonly label: string; readonly onClick: () => void };

export interface ListPageProps<T, F extends string> {
  readonly title: string;
  readonly description?: ReactNode;
  /** The create action, after the CSV download; none when undefined (not allowed). */
  readonly create?: ListCreateAction | undefined;
  /** Other header buttons, after the create action. */
  readonly actions?: ReactNode;
  readonly state: ListState<F>;
  readonly onChange: (change: ListStateChange<F>, options?: ListChangeOptions) => void;
  readonly columns: readonly ColumnDef<T>[];
  readonly rows: readonly T[] | undefined;
  /** The total the server reported. */
  readonly count: number | undefined;
  readonly loading: boolean;
  readonly error: ClientError | undefined;
  readonly stale?: boolean;
  readonly onRetry: () => void;
  /** The filter controls, shown beside the search box. */
  readonly filters?: ReactNode;
  readonly searchPlaceholder?: string;
  /** Accessible name of the table (the title when left out). */
  readonly tableLabel?: string;
  readonly getRowId: (row: T) => string;
  readonly getRowLabel?: (row: T) => string;
  readonly csv?: { readonly filename: string; readonly columns: readonly CsvDownloadColumn<T>[] };
  readonly enableRowSelection?: boolean | ((row: T) => boolean);
  readonly bulkActions?: (selection: DataTableSelection<T>) => ReactNode;
}

const NO_ROWS: readonly never[] = [];

function visibilityOf(hidden: readonly string[]): VisibilityState {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

/** The translated text of a correction of the address. */
function useNoticeText(): (notice: ListNotice) => string {
  const t = useT();
  return (notice) =>
    notice.kind === "ignored"
      ? t("list.ignoredParams", { params: notice.params.join(", ") })
      : t("list.pageClamped", { page: notice.page, last: notice.last });
}

export function ListPage<T, F extends string>(props: ListPageProps<T, F>) {
  const { state, onChange, rows = NO_ROWS, count, csv, create } = props;
  const t = useT();
  const noticeText = useNoticeText();
  const { loading } = props;
  const last = count === undefined ? undefined : lastPageOf(count, state.pageSize);
  useEffect(() => {
    // Only an answer for this very page says it is past the end (not one still loading).
    if (loading || last === undefined || state.page <= last) return;
    onChange(
      { page: last },
      { replace: true, notice: { kind: "clamped", page: state.page, last } },
    );
  }, [loading, last, state.page, onChange]);
  const locale = useLocale();
  const tableLabels = useTableLabels();
  const paginationLabels = usePaginationLabels();
  const [text, setText] = useDebouncedSearch(state.q, (q) => {
    onChange({ q });
  });
  const hasFilters = state.q !== "" || Object.keys(state.filters).length > 0;
  const clearFilters = () => {
    setText("");
    onChange({
      q: "",
      filters: Object.fromEntries(
        Object.keys(state.filters).map((name) => [name, undefined]),
      ) as Partial<Record<F, undefined>>,
    });
  };
  const download = () => {
    if (csv === undefined) return;
    const shown = csv.columns.filter(
      (column) => column.id === undefined || !state.hidden.includes(column.id),
    );
    downloadText(csvOf(rows, shown), csv.filename);
  };

  return (
    <PageFrame>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            {csv === undefined ? null : (
              <Button
                variant="secondary"
                onClick={download}
                disabled={rows.length === 0}
                title={t("list.downloadHint")}
              >
                <Download aria-hidden="true" size={16} />
                {t("list.download")}
              </Button>
            )}
            {create === undefined ? null : "to" in create ? (
              <Link to={create.to} className={buttonClassName("primary")}>
                {create.label}
              </Link>
            ) : (
              <Button onClick={create.onClick}>{create.label}</Button>
            )}
            {props.actions}
          </>
        }
      />
      {state.notices === undefined ? null : (
        <div role="status" data-slot="list-notices" className="text-sm text-warning-text">
          {state.notices.map((notice) => (
            <p key={noticeText(notice)}>{noticeText(notice)}</p>
          ))}
        </div>
      )}
      {props.stale === true ? (
        <p role="status" className="text-sm text-warning-text">
          {t("list.staleData")}
        </p>
      ) : null}
      <DataTable<T>
        label={props.tableLabel ?? props.title}
        data={rows}
        columns={props.columns}
        getRowId={props.getRowId}
        {...(props.getRowLabel === undefined ? {} : { getRowLabel: props.getRowLabel })}
        manualSorting
        maxHeight={GROW_WITH_ROWS}
        sorting={sortToSorting(state.sort)}
        onSortingChange={(sorting) => {
          onChange({ sort: sortingToSort(sorting) });
        }}
        columnVisibility={visibilityOf(state.hidden)}
        onColumnVisibilityChange={(visibility) => {
          onChange({
            hidden: Object.entries(visibility)
              .filter(([, visible]) => !visible)
              .map(([id]) => id),
          });
        }}
        loading={props.loading}
        error={props.error === undefined ? false : readFailureText(t, props.error)}
        onRetry={props.onRetry}
        {...(props.enableRowSelection === undefined
          ? {}
          : { enableRowSelection: props.enableRowSelection })}
        {...(props.bulkActions === undefined ? {} : { bulkActions: props.bulkActions })}
        emptyAction={
          hasFilters ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t("list.clearFilters")}
            </Button>
          ) : undefined
        }
        labels={tableLabels}
        toolbar={
          <div className="flex flex-wrap items-end gap-3">
            <SearchBox
              value={text}
              onValueChange={setText}
              onSearch={(term) => {
                onChange({ q: term.trim() });
              }}
              onClear={() => {
                onChange({ q: "" });
              }}
              loading={props.loading && text.trim() !== ""}
              labels={{
                label: t("list.search", { list: props.title }),
                placeholder: props.searchPlaceholder ?? t("list.searchPlaceholder"),
              }}
              className="w-72 max-w-full"
            />
            {props.filters}
          </div>
        }
        footer={
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            {...(count === undefined ? {} : { totalCount: count })}
            pageItemCount={rows.length}
            onPageChange={(page) => {
              onChange({ page });
            }}
            onPageSizeChange={(pageSize) => {
              onChange({ pageSize });
            }}
            disabled={props.loading && rows.length === 0}
            locale={locale}
            labels={paginationLabels}
          />
        }
      />
    </PageFrame>
  );
}
