import { DEFAULT_LOCALE, type Locale } from "@canvass/sdk/locale";
import { formatNumber } from "@canvass/sdk/money";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "@canvass/sdk/settings";
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { IconButton } from "../button/IconButton";
import { PageSizeSelect } from "./PageSizeSelect";
import { DEFAULT_PAGINATION_LABELS, type PaginationLabels } from "./pagination.labels";
import { paginationView } from "./pagination.state";

export interface PaginationProps {
  /** The page shown, from 1. */
  readonly page: number;
  /** Rows per page; the SDK's `DEFAULT_PAGE_SIZE` (50) by default. */
  readonly pageSize?: number;
  /** Rows matching the query (the API's `Count`); omit when unknown. */
  readonly totalCount?: number;
  /** The count is an estimate (`CountApproximate`): shows "about N" and disables "last page". */
  readonly countApproximate?: boolean;
  /**
   * Whether a next page exists, when the API says so: pass `NextCursor !== undefined`. Without
   * it, next is enabled while the count says there are more pages.
   */
  readonly hasNextPage?: boolean;
  /** Rows on this page, when the count alone cannot tell (approximate or unknown count). */
  readonly pageItemCount?: number;
  /**
   * The page sizes offered: the SDK's `PAGE_SIZE_OPTIONS` (10–500) by default; pass
   * `LARGE_PAGE_SIZE_OPTIONS` for the lists that also offer 1000.
   */
  readonly pageSizeOptions?: readonly number[];
  readonly onPageChange: (page: number) => void;
  /** The console usually returns to page 1 when the size changes. Omit to hide the chooser. */
  readonly onPageSizeChange?: (pageSize: number) => void;
  /** Disables every control (while a page loads). */
  readonly disabled?: boolean;
  /** Locale of the numbers ("1,234" or "1 234"). */
  readonly locale?: Locale;
  readonly labels?: Partial<PaginationLabels>;
  readonly className?: string;
}

/**
 * The pager under a list: rows per page, "1–50 of 1,234", "Page 1 of 25", and first, previous,
 * next and last buttons, disabled at the ends. With an approximate count it says "about" and
 * keeps next enabled while the API returns a cursor.
 */
export function Pagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  totalCount,
  countApproximate = false,
  hasNextPage,
  pageItemCount,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  disabled = false,
  locale = DEFAULT_LOCALE,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...DEFAULT_PAGINATION_LABELS, ...labelOverrides };
  const view = paginationView({
    page,
    pageSize,
    totalCount,
    countApproximate,
    hasNextPage,
    pageItemCount,
  });
  const format = (value: number) => formatNumber(value, locale);
  const rangeText = labels.range({
    from: format(view.from),
    to: format(view.to),
    total: totalCount === undefined ? undefined : format(totalCount),
    approximate: countApproximate,
  });
  const pageText = labels.page(
    format(page),
    view.pageCount === undefined ? undefined : format(view.pageCount),
    countApproximate,
  );

  return (
    <nav
      aria-label={labels.navigation}
      data-slot="pagination"
      className={clsx(
        "flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-3 py-2.5 text-sm text-fg-muted",
        className,
      )}
    >
      {onPageSizeChange ? (
        <PageSizeSelect
          label={labels.rowsPerPage}
          value={pageSize}
          options={pageSizeOptions}
          format={format}
          disabled={disabled}
          onChange={onPageSizeChange}
        />
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-x-6 gap-y-2">
        <p data-slot="range" aria-live="polite" className="tabular-nums">
          {rangeText}
        </p>
        <div className="flex items-center gap-1">
          <IconButton
            label={labels.first}
            icon={<ChevronsLeft size={16} />}
            size="sm"
            disabled={disabled || !view.canPrevious}
            onClick={() => {
              onPageChange(1);
            }}
          />
          <IconButton
            label={labels.previous}
            icon={<ChevronLeft size={16} />}
            size="sm"
            disabled={disabled || !view.canPrevious}
            onClick={() => {
              onPageChange(page - 1);
            }}
          />
          <span
            data-slot="page"
            className="px-2 font-medium whitespace-nowrap text-fg tabular-nums"
          >
            {pageText}
          </span>
          <IconButton
            label={labels.next}
            icon={<ChevronRight size={16} />}
            size="sm"
            disabled={disabled || !view.canNext}
            onClick={() => {
              onPageChange(page + 1);
            }}
          />
          <IconButton
            label={labels.last}
            icon={<ChevronsRight size={16} />}
            size="sm"
            disabled={disabled || !view.canLast || view.pageCount === undefined}
            onClick={() => {
              if (view.pageCount !== undefined) onPageChange(view.pageCount);
            }}
          />
        </div>
      </div>
    </nav>
  );
}
