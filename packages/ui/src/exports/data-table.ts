// Public exports of the data-table group (see ../index.ts): DataTable and Pagination.
export { DataTable } from "../components/data-table/DataTable";
export type { DataTableProps, DataTableSelection } from "../components/data-table/data-table.types";
export type { DataTableColumnMeta } from "../components/data-table/column-meta";
export { DEFAULT_DATA_TABLE_LABELS } from "../components/data-table/data-table.labels";
export type { DataTableLabels } from "../components/data-table/data-table.labels";
// TanStack's types for columns and table state, so the console needs no second import source.
export type {
  ColumnDef,
  RowSelectionState,
  SortingState,
  VisibilityState,
} from "@tanstack/react-table";

export { Pagination } from "../components/pagination/Pagination";
export type { PaginationProps } from "../components/pagination/Pagination";
export { DEFAULT_PAGINATION_LABELS } from "../components/pagination/pagination.labels";
export type {
  PaginationLabels,
  PaginationRangeParts,
} from "../components/pagination/pagination.labels";
export { paginationView } from "../components/pagination/pagination.state";
export type { PaginationInput, PaginationView } from "../components/pagination/pagination.state";

// cells of data tables
export { BooleanCell, DEFAULT_BOOLEAN_CELL_LABELS } from "../components/boolean-cell/BooleanCell";
export type { BooleanCellLabels, BooleanCellProps } from "../components/boolean-cell/BooleanCell";
export { StatusCell } from "../components/status-cell/StatusCell";
export type { StatusCellProps } from "../components/status-cell/StatusCell";
export {
  PaymentStatusCell,
  PAYMENT_STATUS_TONES,
} from "../components/status-cell/PaymentStatusCell";
export type {
  PaymentStatusCellProps,
  PaymentStatusValue,
} from "../components/status-cell/PaymentStatusCell";
