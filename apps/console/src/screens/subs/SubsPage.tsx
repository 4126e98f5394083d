/**
 * `/subs` (ViewSubList): the submissions list at a million rows. Filters, range, zone, order and
 * page live in the address (SDK `parseSubsAddress`; bad values give the defaults and a notice);
 * the server pages (10 … 1000 rows, `Cursor` for "next", `Page` for the pager's jumps) and
 * counts (exact or approximate, said so). Columns are the chosen campaigns' fields the operator
 * may see, chosen and ordered by the operator (saved in the preferences). Rows are virtualised
 * in their own scroll box (decision 0021): arrow keys move through them, Enter opens the lookup.
 * Rows can be ticked across pages, or "all N matching" selects the filter itself; bulk actions
 * act on that selection, each by permission.
 */
import { can } from "@canvass/sdk/permissions";
import { isFilteredSubsView, SUBS_PAGE_SIZES, subsCsvQuery, subsQuery } from "@canvass/sdk/queries";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { formatNumber } from "@canvass/sdk/money";
import {
  Button,
  DataTable,
  PageHeader,
  Pagination,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from "@canvass/ui";
import { Download } from "lucide-react";
import { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { useHref, useNavigate } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns/data/use-api-query";
import { lastPageOf } from "../../patterns/list/list-state";
import { PageFrame } from "../../patterns/page/PageFrame";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { usePaginationLabels, useTableLabels } from "../../patterns/list/table-labels";
import { alignsEnd, subCellOf, type SubRow } from "./subs-cells";
import { SubsFilters } from "./SubsFilters";
import { SubsNotices } from "./SubsNotices";
import { useRouterLinkClicks } from "./router-link-clicks";
import type { SubsBulkActionHandler, SubsSelection } from "./subs-selection";
import { SORTABLE_SUBS_FIELDS } from "./subs-sort";
import { useSubsColumns } from "./use-subs-columns";
import { useSubsView } from "./use-subs-view";

/** The rows' box: the window's height less the header, filters and pager, at least 20 rem. */
const TABLE_HEIGHT = "max(20rem, calc(100dvh - 21rem))";
const ROW_HEIGHT = 40;
const NO_ROWS: readonly SubRow[] = [];

/**
 * The bulk bar's actions (reassign, resend and delete with their dialogs and forms) load when
 * rows are first ticked, the CSV download when it is asked for: the first paint does not wait
 * for them (decision 0027).
 */
const SubsBulkActions = lazy(async () => ({
  default: (await import("./SubsBulkActions")).SubsBulkActions,
}));

export interface SubsListPageProps {
  /** Performs reassign, resend and delete; without it those buttons are not offered. */
  readonly onBulkAction?: SubsBulkActionHandler;
}

export function SubsListPage({ onBulkAction }: SubsListPageProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const may = (permission: Parameters<typeof can>[1]) =>
    permissions !== null && can(permissions, permission);
  const mayLookUp = may("ViewSubLookup");
  const { view, notices, search, options, change } = useSubsView();
  // One clock reading per address: "today" and "last 3 hours" stay put while the page is open.
  const [clock, setClock] = useState(() => ({ search, now: new Date() }));
  if (clock.search !== search) setClock({ search, now: new Date() });
  const { now } = clock;
  const columnsState = useSubsColumns(view.campaigns, permissions);
  const requestedKey = columnsState.requested.join(",");
  const query = useMemo(
    () => subsQuery(view, { now, fields: columnsState.requested }),
    // The requested fields by value: a new array with the same names is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, now, requestedKey],
  );
  const list = useApiQuery(
    `subs:${JSON.stringify(query)}`,
    (signal) => client.call("queryAccounts", { params: { query }, signal }),
    columnsState.ready,
  );
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const mayListPlayers = may("ViewUserList");

  const rows = (list.data?.Accounts as readonly SubRow[] | undefined) ?? NO_ROWS;
  const count = list.data?.Count;
  const approximate = list.data?.CountApproximate === true;
  const nextCursor = list.data?.NextCursor;

  // A page past the end (an old link) becomes the last page, said so (decision 0013).
  const loading = list.loading;
  useEffect(() => {
    if (loading || count === undefined || approximate) return;
    const last = lastPageOf(count, view.pageSize);
    if (view.page <= last) return;
    change({ page: last }, { replace: true, notice: { kind: "clamped", page: view.page, last } });
  }, [loading, count, approximate, view.page, view.pageSize, change]);

  // Selection: ticked ids, or the whole filter. A new filter starts again.
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(subsCsvQuery(view, { now }));
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelection({});
    setAllMatching(false);
  }

  const lookupHref = useHref("/lookup/");
  const onLinkClick = useRouterLinkClicks();
  const cellContext = useMemo(
    () => ({ t, locale, timeZone: view.timeZone, mayLookUp, lookupHref }),
    [t, locale, view.timeZone, mayLookUp, lookupHref],
  );
  const columns = useMemo<ColumnDef<SubRow>[]>(
    () =>
      columnsState.fields.map((field) => {
        const cellOf = subCellOf(field, cellContext);
        return {
          id: field.name,
          accessorFn: (row: SubRow) => row[field.name],
          header: field.label,
          enableSorting: SORTABLE_SUBS_FIELDS.has(field.name),
          enableHiding: field.name !== "ID",
          size: field.name === "ID" ? 110 : field.type === "date" ? 190 : 160,
          meta: {
            label: field.label,
            // A plain function of the row: called as the row is drawn (no component per cell).
            plainCell: true,
            ...(alignsEnd(field) ? { align: "end" as const } : {}),
          },
          cell: ({ row }) => cellOf(row.original),
        };
      }),
    [columnsState.fields, cellContext],
  );
  const visibility = useMemo<VisibilityState>(
    () =>
      Object.fromEntries(
        columnsState.fields.map((field) => [field.name, columnsState.shown.includes(field.name)]),
      ),
    [columnsState.fields, columnsState.shown],
  );
  const order = useMemo(
    () => [
      ...columnsState.shown,
      ...columnsState.fields
        .map((field) => field.name)
        .filter((name) => !columnsState.shown.includes(name)),
    ],
    [columnsState.fields, columnsState.shown],
  );

  const tableLabels = useTableLabels();
  const paginationLabels = usePaginationLabels();
  const labels = useMemo(
    () => ({
      ...tableLabels,
      selectedCount: (n: number) =>
        allMatching && count !== undefined
          ? t(approximate ? "subs.selection.allApproximate" : "subs.selection.all", {
              count: formatNumber(count, locale),
            })
          : tableLabels.selectedCount(n),
      emptyTitle: t("subs.empty.title"),
      emptyDescription: isFilteredSubsView(view) ? t("subs.empty.filtered") : t("subs.empty.none"),
    }),
    [tableLabels, allMatching, count, approximate, t, locale, view],
  );

  const [csvState, setCsvState] = useState<"idle" | "loading" | "failed">("idle");
  const downloadCsv = () => {
    setCsvState("loading");
    const fields = columnsState.shown.join(",");
    const query = { ...subsCsvQuery(view, { now }), ...(fields === "" ? {} : { Fields: fields }) };
    void import("./subs-csv")
      .then(({ downloadSubsCsv }) => downloadSubsCsv(client, query, now))
      .then(
        (error) => {
          setCsvState(error === undefined ? "idle" : "failed");
        },
        () => {
          setCsvState("failed");
        },
      );
  };

  const selectionOf = (ids: readonly string[]): SubsSelection =>
    allMatching && count !== undefined
      ? { kind: "filter", query: subsCsvQuery(view, { now }), count, approximate }
      : { kind: "ids", ids };

  const countText =
    count === undefined
      ? undefined
      : t(approximate ? "subs.count.approximate" : "subs.count.exact", { count });

  return (
    <PageFrame>
      <PageHeader
        title={t("subs.title")}
        description={
          countText === undefined ? undefined : (
            <span data-slot="subs-count" data-approximate={String(approximate)}>
              {countText}
            </span>
          )
        }
        actions={
          <Button
            variant="secondary"
            onClick={downloadCsv}
            loading={csvState === "loading"}
            disabled={count === 0}
            icon={<Download aria-hidden="true" size={16} />}
            title={t("subs.csv.hint")}
          >
            {t("subs.csv.download")}
          </Button>
        }
      />
      <SubsNotices notices={notices} />
      {csvState === "failed" ? (
        <p role="alert" className="text-sm text-danger-text">
          {t("subs.csv.failed")}
        </p>
      ) : null}
      {columnsState.saveFailed ? (
        <p role="status" className="text-sm text-warning-text">
          {t("subs.columns.saveFailed")}
        </p>
      ) : null}
      {list.stale ? (
        <p role="status" className="text-sm text-warning-text">
          {t("list.staleData")}
        </p>
      ) : null}
      <SubsFilters
        view={view}
        now={now}
        timeZones={options.timeZones ?? []}
        change={change}
        choices={{
          campaigns: sortByTitle(campaigns.data?.Result ?? [], locale).map((item) => ({
            value: item.id,
            display: item.title,
          })),
          teams: teams.teams.map((item) => ({ value: item.id, display: item.title })),
        }}
        mayListPlayers={mayListPlayers}
      />
      {/* The id links' clicks, routed here for every row (router-link-clicks.ts); Enter on a
          link arrives as a click too. `contents`: the table stays the frame's own item. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks; the links are the focusable targets */}
      <div className="contents" onClick={onLinkClick}>
        <DataTable<SubRow>
          label={t("subs.tableLabel")}
          data={columnsState.loading ? NO_ROWS : rows}
          columns={columns}
          getRowId={(row) => row.ID}
          getRowLabel={(row) => row.ID}
          rowHeight={ROW_HEIGHT}
          maxHeight={TABLE_HEIGHT}
          manualSorting
          sorting={[
            view.sort.startsWith("-")
              ? { id: view.sort.slice(1), desc: true }
              : { id: view.sort, desc: false },
          ]}
          onSortingChange={(sorting) => {
            const first = sorting[0];
            change({
              sort: first === undefined ? "-Received" : `${first.desc ? "-" : ""}${first.id}`,
            });
          }}
          columnVisibility={visibility}
          onColumnVisibilityChange={(next) => {
            columnsState.choose(order.filter((name) => next[name] !== false));
          }}
          columnOrder={order}
          onColumnOrderChange={(next) => {
            columnsState.choose(next.filter((name) => visibility[name] === true));
          }}
          enableRowSelection
          rowSelection={selection}
          onRowSelectionChange={(next) => {
            setSelection(next);
            const ticked = Object.values(next).filter(Boolean).length;
            if (ticked === 0 || ticked < Object.values(selection).filter(Boolean).length) {
              setAllMatching(false);
            }
          }}
          bulkActions={(tableSelection) => (
            <Suspense fallback={null}>
              <SubsBulkActions
                ids={tableSelection.ids}
                pageRowCount={rows.length}
                pageAllTicked={rows.length > 0 && rows.every((row) => selection[row.ID] === true)}
                count={count}
                approximate={approximate}
                allMatching={allMatching}
                onSelectAllMatching={() => {
                  setAllMatching(true);
                }}
                mayLookUp={mayLookUp}
                mayReassign={may("ReassignSubmissions")}
                mayResend={may("ResendSubmissionTasks")}
                mayDelete={may("DeleteSubmissions")}
                selection={selectionOf(tableSelection.ids)}
                {...(rows[0] === undefined ? {} : { sampleId: rows[0].ID })}
                onChanged={list.reload}
                onOpenInLookup={(ids) => {
                  void navigate(`/lookup/${ids.join(",")}`);
                }}
                {...(onBulkAction === undefined
                  ? {}
                  : {
                      onBulkAction: (action: Parameters<SubsBulkActionHandler>[0]) => {
                        onBulkAction(action, selectionOf(tableSelection.ids));
                      },
                    })}
              />
            </Suspense>
          )}
          loading={list.loading || columnsState.loading}
          error={(list.error ?? columnsState.error)?.message ?? false}
          onRetry={list.reload}
          {...(mayLookUp
            ? {
                // Enter opens a row (the ID is a link for the mouse); a stray click does not
                // leave the list.
                rowActivation: "enter" as const,
                onRowClick: (row: SubRow) => {
                  void navigate(`/lookup/${encodeURIComponent(row.ID)}`);
                },
              }
            : {})}
          labels={labels}
          footer={
            <Pagination
              page={view.page}
              pageSize={view.pageSize}
              pageSizeOptions={SUBS_PAGE_SIZES}
              {...(count === undefined ? {} : { totalCount: count })}
              countApproximate={approximate}
              {...(approximate ? { hasNextPage: nextCursor !== undefined } : {})}
              pageItemCount={rows.length}
              onPageChange={(page) => {
                // "Next" follows the server's keyset cursor: a deep page costs what the first does.
                if (page === view.page + 1 && nextCursor !== undefined) {
                  change({ page, cursor: nextCursor });
                } else {
                  change({ page, cursor: undefined });
                }
              }}
              onPageSizeChange={(pageSize) => {
                change({ pageSize: pageSize as (typeof SUBS_PAGE_SIZES)[number] });
              }}
              disabled={list.loading && rows.length === 0}
              locale={locale}
              labels={paginationLabels}
            />
          }
        />
      </div>
    </PageFrame>
  );
}

/** The screen as the route mounts it (the bulk actions of other parts are wired by the area). */
export function SubsPage() {
  return <SubsListPage />;
}
