/**
 * `Page`/`PageSize` as `LIMIT`/`OFFSET`, the same on every list.
 *
 * Out-of-range pages (decision 0013): a page past the last one is answered 200 with no rows and
 * the real `Count`, never a 400 and never another page, so a client can tell the last page
 * (`ceil(Count / PageSize)`) and go there. Offsets deeper than any table are cut to
 * `MAX_OFFSET`, so a huge `Page` costs what an empty page costs. The contract bounds both numbers
 * (`Page` ≥ 1, `PageSize` 1–1000); the validator refuses what is not a finite whole number.
 */

/** Beyond this offset no table has rows; deeper pages are empty without asking. */
export const MAX_OFFSET = 2 ** 31 - 1;

/** The contract's default `PageSize`, in case a caller bypasses the router. */
export const DEFAULT_PAGE_SIZE = 50;

export interface PageWindow {
  /** 1-based, as asked. */
  readonly page: number;
  /** Rows per page (`LIMIT`). */
  readonly limit: number;
  /** Rows skipped (`OFFSET`), at most `MAX_OFFSET`. */
  readonly offset: number;
}

/** The window of a list's `Page` and `PageSize`. */
export function pageWindow(query: {
  readonly Page?: number | undefined;
  readonly PageSize?: number | undefined;
}): PageWindow {
  const limit = query.PageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.Page ?? 1;
  const offset = (page - 1) * limit;
  return {
    page,
    limit,
    offset: Number.isFinite(offset) ? Math.min(Math.max(offset, 0), MAX_OFFSET) : MAX_OFFSET,
  };
}
