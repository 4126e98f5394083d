/** What the pager knows about the list: the page shown and what the API said about the rest. */
export interface PaginationInput {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageSize: number;
  /** Rows matching the query (`Count`); unknown when omitted. */
  readonly totalCount?: number | undefined;
  /** `Count` is an estimate (`CountApproximate`). */
  readonly countApproximate?: boolean | undefined;
  /**
   * Whether a next page exists, when the API says so (`NextCursor` present). Overrides the
   * count: with an estimate, next stays enabled while a cursor exists.
   */
  readonly hasNextPage?: boolean | undefined;
  /** Rows on this page, when known; otherwise derived from the count. */
  readonly pageItemCount?: number | undefined;
}

/** What the pager shows and allows. */
export interface PaginationView {
  /** 1-based position of the first row shown (0 when there is none). */
  readonly from: number;
  /** Position of the last row shown. */
  readonly to: number;
  /** Number of pages (at least 1); undefined when the count is unknown. */
  readonly pageCount: number | undefined;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  /** Jumping to the last page needs an exact count (a cursor cannot jump). */
  readonly canLast: boolean;
}

/** From the page, its size and the API's count or cursor to the range text and enabled buttons. */
export function paginationView({
  page,
  pageSize,
  totalCount,
  countApproximate = false,
  hasNextPage,
  pageItemCount,
}: PaginationInput): PaginationView {
  const size = Math.max(1, pageSize);
  const current = Math.max(1, page);
  const pageCount =
    totalCount === undefined ? undefined : Math.max(1, Math.ceil(totalCount / size));
  const start = (current - 1) * size;
  const shown =
    pageItemCount ??
    (totalCount === undefined ? size : Math.max(0, Math.min(size, totalCount - start)));
  const from = shown > 0 ? start + 1 : 0;
  const to = shown > 0 ? start + shown : 0;
  const countSaysMore = pageCount !== undefined && current < pageCount;
  return {
    from,
    to,
    pageCount,
    canPrevious: current > 1,
    canNext: hasNextPage ?? countSaysMore,
    canLast: !countApproximate && countSaysMore,
  };
}
