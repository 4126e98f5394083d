import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { Table } from "@tanstack/react-table";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, Check, Columns3 } from "lucide-react";
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
  /** Controls whether the menu is open (with `onOpenChange`); `defaultOpen` is ignored then. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** Moves a column one place earlier (-1) or later (1); offers the move buttons when given. */
  readonly onMove?: (columnId: string, step: -1 | 1) => void;
  readonly moveUpLabel?: (columnLabel: string) => string;
  readonly moveDownLabel?: (columnLabel: string) => string;
}

const MOVE_ITEM = clsx(
  "inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-muted outline-none",
  "data-[highlighted]:bg-surface-muted data-[highlighted]:text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40",
);

/**
 * A menu of checkboxes, one per column that can be hidden. It stays open while columns are
 * toggled, and the last visible column cannot be hidden. With `onMove`, each column also has
 * "move up" and "move down" items (in the menu's arrow-key order), so the order can be chosen.
 */
export function ColumnVisibilityMenu<T>({
  table,
  triggerLabel,
  title,
  defaultOpen = false,
  open,
  onOpenChange,
  onMove,
  moveUpLabel = (label) => `Move ${label} up`,
  moveDownLabel = (label) => `Move ${label} down`,
}: ColumnVisibilityMenuProps<T>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={onOpenChange}
      modal={false}
    >
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
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-lg border border-line bg-surface-raised p-1 text-sm text-fg shadow-popover"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-fg-muted">
            {title}
          </DropdownMenu.Label>
          {columns.map((column, index) => {
            const visible = column.getIsVisible();
            const label = columnLabel(column);
            const item = (
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
                  "group flex h-8 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-2 outline-none select-none",
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
                {label}
              </DropdownMenu.CheckboxItem>
            );
            if (onMove === undefined) return item;
            return (
              <div
                key={column.id}
                data-slot="column-menu-row"
                className="flex items-center gap-0.5"
              >
                {item}
                <DropdownMenu.Item
                  aria-label={moveUpLabel(label)}
                  disabled={index === 0}
                  onSelect={(event) => {
                    event.preventDefault();
                    onMove(column.id, -1);
                  }}
                  className={MOVE_ITEM}
                >
                  <ArrowUp aria-hidden="true" size={14} />
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  aria-label={moveDownLabel(label)}
                  disabled={index === columns.length - 1}
                  onSelect={(event) => {
                    event.preventDefault();
                    onMove(column.id, 1);
                  }}
                  className={MOVE_ITEM}
                >
                  <ArrowDown aria-hidden="true" size={14} />
                </DropdownMenu.Item>
              </div>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
