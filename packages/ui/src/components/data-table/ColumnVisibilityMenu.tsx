import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Table } from "@tanstack/react-table";
import { clsx } from "clsx";
import { Check, Columns3 } from "lucide-react";
import { Button } from "../button/Button";
import { columnLabel } from "./column-meta";

export interface ColumnVisibilityMenuProps<T> {
  readonly table: Table<T>;
  /** Text of the trigger button. */
  readonly triggerLabel: string;
  /** Heading of the menu. */
  readonly title: string;
  /** Renders the menu open (stories, screenshots). */
  readonly defaultOpen?: boolean;
}

/**
 * A menu of checkboxes, one per column that can be hidden. It stays open while columns are
 * toggled, and the last visible column cannot be hidden.
 */
export function ColumnVisibilityMenu<T>({
  table,
  triggerLabel,
  title,
  defaultOpen = false,
}: ColumnVisibilityMenuProps<T>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm" icon={<Columns3 size={14} />}>
          {triggerLabel}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          data-slot="column-menu"
          className="z-50 min-w-48 rounded-lg border border-line bg-surface-raised p-1 text-sm text-fg shadow-popover"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-fg-muted">
            {title}
          </DropdownMenu.Label>
          {columns.map((column) => {
            const visible = column.getIsVisible();
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                disabled={visible && visibleCount === 1}
                onCheckedChange={(checked) => {
                  column.toggleVisibility(checked);
                }}
                onSelect={(event) => {
                  event.preventDefault();
                }}
                className={clsx(
                  "group flex h-8 cursor-pointer items-center gap-2 rounded-md px-2 outline-none select-none",
                  "data-[highlighted]:bg-surface-muted data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55",
                )}
              >
                <span className="inline-flex size-4 items-center justify-center rounded-sm border border-line-strong group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary">
                  <DropdownMenu.ItemIndicator>
                    <Check
                      aria-hidden="true"
                      size={12}
                      strokeWidth={3}
                      className="text-on-primary"
                    />
                  </DropdownMenu.ItemIndicator>
                </span>
                {columnLabel(column)}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
