import type { ColumnDef, Row, Table } from "@tanstack/react-table";
import type { DataTableLabels } from "./data-table.labels";
import { SelectionCheckbox } from "./SelectionCheckbox";

/** Id of the checkbox column the table adds when rows can be selected. */
export const SELECTION_COLUMN_ID = "__select";
const SELECTION_COLUMN_PX = 44;

/** Whether every selectable row of the page is selected, and whether only some are. */
export function pageSelectionState<T>(table: Table<T>): { all: boolean; some: boolean } {
  const selectable = table.getRowModel().rows.filter((row) => row.getCanSelect());
  const selected = selectable.filter((row) => row.getIsSelected()).length;
  const all = selectable.length > 0 && selected === selectable.length;
  return { all, some: selected > 0 && !all };
}

/**
 * The checkbox column: a select-all box in the header (checked, mixed or clear for the rows
 * on this page; selections on other pages are kept) and one box per row.
 */
export function selectionColumn<T>(
  labels: DataTableLabels,
  rowLabel: (row: Row<T>) => string,
): ColumnDef<T> {
  return {
    id: SELECTION_COLUMN_ID,
    size: SELECTION_COLUMN_PX,
    enableSorting: false,
    enableHiding: false,
    // The row's box is a plain function of the row: called as the row is drawn (column-meta.ts).
    meta: { plainCell: true },
    header: ({ table }) => {
      const { all, some } = pageSelectionState(table);
      return (
        <SelectionCheckbox
          label={labels.selectAll}
          checked={all}
          indeterminate={some}
          disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
          onChange={() => {
            table.toggleAllRowsSelected(!all);
          }}
        />
      );
    },
    cell: ({ row }) => (
      <SelectionCheckbox
        label={labels.selectRow(rowLabel(row))}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
