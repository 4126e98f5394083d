import { moveEntry, type MenuOrder } from "@canvass/machines";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CircleDot, Folder } from "lucide-react";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { menuKeyboardMove, type KeyboardDragState } from "./drag-keyboard";
import {
  droppableRows,
  flattenEntries,
  isSamePlace,
  projectDrop,
  type FlatRow,
  type Projection,
} from "./drag-projection";
import { SortableRow } from "./SortableRow";
import type { SideNavDragPlace, SideNavLabels } from "./side-nav.labels";
import { NAV_INDENT_PX } from "./side-nav.styles";
import type { SideNavDrop, SideNavEntry } from "./side-nav.types";

export interface SortableMenuProps {
  readonly entries: readonly SideNavEntry[];
  /** The order the entries come from (`moveEntry` applies a drop to it for `onOrderChange`). */
  readonly order: MenuOrder;
  readonly labels: SideNavLabels;
  readonly onDrop: ((drop: SideNavDrop) => void) | undefined;
  readonly onOrderChange: ((order: MenuOrder) => void) | undefined;
}

interface LiveDrag extends KeyboardDragState {
  readonly active: string;
  readonly over: string | null;
}

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * The menu in edit mode: every entry a movable row of one flat list (groups open), reordered
 * with @dnd-kit by pointer or keyboard, also across groups. Nothing changes until the drop,
 * which is emitted as `onDrop({ id, parent, index })` (the menu machine's `menu.edit.drop`)
 * and `onOrderChange(order)`.
 */
export function SortableMenu({ entries, order, labels, onDrop, onOrderChange }: SortableMenuProps) {
  const [drag, setDrag] = useState<LiveDrag | null>(null);
  // The drag as dnd-kit's handlers last saw it, for the keyboard and the announcements, which
  // dnd-kit calls outside rendering.
  const live = useRef<LiveDrag | null>(null);
  const dropped = useRef<SideNavDragPlace | null>(null);

  const byId = useMemo(() => {
    const map = new Map<string, { label: string; icon: ReactNode; group: boolean }>();
    for (const entry of entries) {
      if (entry.kind === "link") {
        map.set(entry.link.id, { label: entry.link.label, icon: entry.link.icon, group: false });
        continue;
      }
      map.set(entry.group.id, { label: entry.group.label, icon: entry.group.icon, group: true });
      for (const child of entry.children) {
        map.set(child.id, { label: child.label, icon: child.icon, group: false });
      }
    }
    return map;
  }, [entries]);
  const labelOf = useCallback((id: string): string => byId.get(id)?.label ?? id, [byId]);
  const rowsFor = useCallback(
    (active: string | null): readonly FlatRow[] =>
      flattenEntries(entries, active !== null && byId.get(active)?.group === true ? active : null),
    [entries, byId],
  );
  const project = useCallback(
    (active: string, over: string | null, offsetX: number): Projection | null =>
      projectDrop(rowsFor(active), active, over ?? active, offsetX / NAV_INDENT_PX),
    [rowsFor],
  );
  const placeOf = useCallback(
    (projection: Projection): SideNavDragPlace => ({
      entry: labelOf(projection.id),
      group: projection.parent === null ? null : labelOf(projection.parent),
      position: projection.index + 1,
      total: projection.total,
    }),
    [labelOf],
  );

  const track = (next: LiveDrag | null) => {
    live.current = next;
    setDrag(next);
  };
  const follow = (active: string, over: string | null, offsetX: number, startDepth: 0 | 1) => {
    track({ active, over, offsetX, startDepth, projection: project(active, over, offsetX) });
  };

  const handleDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    const startDepth = rowsFor(id).find((row) => row.id === id)?.depth ?? 0;
    dropped.current = null;
    follow(id, id, 0, startDepth);
  };
  const handleDragMove = ({ active, over, delta }: DragMoveEvent | DragOverEvent) => {
    // dnd-kit 6 can report a move after the drop: its move effect, still pending from a render
    // before the drop (a scroll, a measurement), runs when React renders the drop and sees the
    // drag of that older render. Only a drag that started and has not ended follows a move;
    // otherwise the late move would bring the finished drag back (a dropped group's children
    // stayed hidden in CI).
    const current = live.current;
    if (current?.active !== String(active.id)) return;
    follow(current.active, over === null ? null : String(over.id), delta.x, current.startDepth);
  };
  const handleDragEnd = ({ active, over, delta }: DragEndEvent) => {
    track(null);
    if (over === null) return;
    const id = String(active.id);
    const projection = project(id, String(over.id), delta.x);
    if (projection === null) return;
    dropped.current = placeOf(projection);
    if (isSamePlace(rowsFor(id), projection)) return;
    const { parent, index } = projection;
    onDrop?.({ id, parent, index });
    if (onOrderChange !== undefined) {
      const next = moveEntry(order, id, parent, index);
      if (next !== null) onOrderChange(next);
    }
  };

  const announced = useRef("");
  const announcements = useMemo((): Announcements => {
    const moved = (): string | undefined => {
      const projection = live.current?.projection ?? null;
      if (projection === null) return undefined;
      const place = placeOf(projection);
      const key = `${place.group ?? ""}/${place.position}`;
      if (key === announced.current) return undefined;
      announced.current = key;
      return labels.movedTo(place);
    };
    return {
      onDragStart: () => {
        const projection = live.current?.projection ?? null;
        if (projection === null) return undefined;
        const place = placeOf(projection);
        announced.current = `${place.group ?? ""}/${place.position}`;
        return labels.pickedUp(place);
      },
      onDragMove: moved,
      onDragOver: moved,
      onDragEnd: ({ active }) =>
        dropped.current === null
          ? labels.cancelled(labelOf(String(active.id)))
          : labels.dropped(dropped.current),
      onDragCancel: ({ active }) => labels.cancelled(labelOf(String(active.id))),
    };
  }, [labels, labelOf, placeOf]);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, args) => menuKeyboardMove(event, args, live.current, NAV_INDENT_PX),
    [],
  );
  // Keyboard moves scroll the list along; instantly for those who ask for reduced motion.
  const [scrollBehavior] = useState<ScrollBehavior>(() =>
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
      ? "auto"
      : "smooth",
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior }),
  );

  const rows = useMemo(() => rowsFor(drag?.active ?? null), [rowsFor, drag?.active]);
  const droppable = drag === null ? null : droppableRows(rows, drag.active);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={MEASURING}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: labels.dragInstructions },
      }}
      onDragStart={handleDragStart}
      onDragMove={handleDragMove}
      onDragOver={handleDragMove}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        track(null);
      }}
    >
      <p className="px-3 pb-3 text-xs text-fg-subtle">{labels.editHint}</p>
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={labels.editList}
          className="flex flex-col gap-(--cv-nav-gap)"
          data-slot="side-nav-edit-list"
        >
          {rows.map((row) => {
            const item = byId.get(row.id);
            const topLevel = row.parent === null;
            return (
              <SortableRow
                key={row.id}
                row={row}
                depth={drag?.active === row.id ? (drag.projection?.depth ?? row.depth) : row.depth}
                droppable={droppable?.has(row.id) ?? true}
                icon={
                  topLevel
                    ? (item?.icon ??
                      (row.kind === "group" ? <Folder size={18} /> : <CircleDot size={18} />))
                    : null
                }
                groupLabel={row.parent === null ? null : labelOf(row.parent)}
                labels={labels}
              />
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
