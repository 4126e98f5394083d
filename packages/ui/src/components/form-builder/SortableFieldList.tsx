import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { HTMLAttributes, ReactNode } from "react";

export interface SortableFieldListProps<T> {
  readonly items: readonly T[];
  /** A stable id of an item. */
  readonly idOf: (item: T) => string;
  /** A drop moved the item at `from` to `to`. */
  readonly onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  readonly label: string;
  readonly disabled?: boolean;
  readonly renderItem: (
    item: T,
    index: number,
    handleProps: HTMLAttributes<HTMLButtonElement> | undefined,
  ) => ReactNode;
}

function SortableItem({
  id,
  disabled,
  children,
}: {
  readonly id: string;
  readonly disabled: boolean;
  readonly children: (handleProps: HTMLAttributes<HTMLButtonElement> | undefined) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? "relative z-10 opacity-80" : undefined}
      data-slot="sortable-field"
    >
      {children(disabled ? undefined : { ...attributes, ...listeners })}
    </li>
  );
}

/**
 * An ordered list whose items are moved with @dnd-kit: by pointer on the drag handle, or by
 * keyboard (Space on the handle, ↑/↓, Space to drop; Escape cancels). Each item renders its own
 * row and gets the handle's props.
 */
export function SortableFieldList<T>({
  items,
  idOf,
  onMove,
  label,
  disabled = false,
  renderItem,
}: SortableFieldListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index] ?? String(index)} disabled={disabled}>
              {(handleProps) => renderItem(item, index, handleProps)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
