/** The numbers of the range text, already written the locale's way. */
export interface PaginationRangeParts {
  readonly from: string;
  readonly to: string;
  /** Undefined when the count is unknown. */
  readonly total: string | undefined;
  /** The total is an estimate ("about 12,000"). */
  readonly approximate: boolean;
}

/** Every text the pager shows or announces; the console passes translations. */
export interface PaginationLabels {
  /** Name of the navigation landmark. */
  readonly navigation: string;
  readonly rowsPerPage: string;
  /** "1–50 of 1,234", "101–150 of about 12,000". */
  readonly range: (parts: PaginationRangeParts) => string;
  /** "Page 3 of 25", "Page 3 of about 240", "Page 3" (count unknown). */
  readonly page: (page: string, pageCount: string | undefined, approximate: boolean) => string;
  readonly first: string;
  readonly previous: string;
  readonly next: string;
  readonly last: string;
}

export const DEFAULT_PAGINATION_LABELS: PaginationLabels = {
  navigation: "Pagination",
  rowsPerPage: "Rows per page",
  range: ({ from, to, total, approximate }) => {
    const span = from === to ? from : `${from}–${to}`;
    if (total === undefined) return span;
    return `${span} of ${approximate ? "about " : ""}${total}`;
  },
  page: (page, pageCount, approximate) =>
    pageCount === undefined
      ? `Page ${page}`
      : `Page ${page} of ${approximate ? "about " : ""}${pageCount}`,
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
};
