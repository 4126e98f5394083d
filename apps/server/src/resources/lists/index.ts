/**
 * The list toolkit every server list uses (decision 0013): paging with one out-of-range
 * behaviour, keyset cursors, the contract's sortable fields, the text search, exact and cached
 * counts, and the refusal of undeclared parameters. See README.md.
 */
export { DEFAULT_PAGE_SIZE, MAX_OFFSET, pageWindow, type PageWindow } from "./page-window.js";
export {
  readListPage,
  refuseUndeclaredParameters,
  undeclaredParameters,
} from "./list-parameters.js";
export { listSort, orderBySql, sortProblem, type SortSql } from "./list-sort.js";
export { containsPattern, searchCondition } from "./search.js";
export { countOf, totalOf } from "./count.js";
export {
  CountCache,
  MAX_ENTRIES,
  STALE_MS,
  type CachedCount,
  type CountLookup,
} from "./count-cache.js";
export {
  CURSOR_MAX_LENGTH,
  decodeCursor,
  encodeCursor,
  isKeyOfKind,
  type CursorContext,
  type FieldKind,
  type ListCursor,
} from "./keyset-cursor.js";
