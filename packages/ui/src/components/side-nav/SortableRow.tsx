import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { clsx } from "clsx";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import type { FlatRow } from "./drag-projection";
import type { SideNavLabels } from "./side-nav.labels";
import { ICON_SLOT, NAV_ROW } from "./side-nav.styles";

export interface SortableRowProps {
  readonly row: FlatRow;
  /** The depth to draw: the projected one while this row is dragged. */
  readonly depth: 0 | 1;
  /** Whether the dragged row may be dropped over this one. */
  readonly droppable: boolean;
  /** The icon of a top-level row (`null`: none, as for a group's children). */
  readonly icon: ReactNode;
  /** The label of the group holding the row, said after its label (its accessible name). */
  readonly groupLabel: string | null;
  readonly labels: SideNavLabels;
}

/**
 * One movable row of the menu in edit mode: a button that picks the row up (pointer drag, or
 * Space with the keyboard). It follows the pointer up and down; its indent shows the depth it
 * would land at.
 */
export function SortableRow({ row, depth, droppable, icon, groupLabel, labels }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: row.id,
    disabled: { draggable: false, droppable: !droppable },
    attributes: { roleDescription: labels.dragRoleDescription },
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform === null ? null : { ...transform, x: 0 }),
        transition,
      }}
      className={clsx("relative", depth === 1 && "pl-8", isDragging && "z-10")}
      data-slot="side-nav-edit-row"
      data-kind={row.kind}
      data-depth={depth}
      data-state={isDragging ? "dragging" : "idle"}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={groupLabel === null ? undefined : `${row.label}${labels.inGroup(groupLabel)}`}
        className={clsx(
          NAV_ROW,
          "cursor-grab touch-none border border-transparent",
          row.kind === "group" ? "font-semibold text-fg" : "font-normal",
          isDragging &&
            "cursor-grabbing border-line-strong bg-surface-raised text-fg shadow-popover",
        )}
      >
        <GripVertical size={16} aria-hidden="true" className="shrink-0 text-fg-subtle" />
        {icon === null ? null : (
          <span className={ICON_SLOT} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="min-w-0 truncate">{row.label}</span>
      </button>
    </li>
  );
}
