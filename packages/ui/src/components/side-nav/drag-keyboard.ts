import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { Projection } from "./drag-projection";

/** What the keyboard needs to know about the drag under way. */
export interface KeyboardDragState {
  /** The horizontal distance dragged so far (px). */
  readonly offsetX: number;
  /** The depth the dragged row started at. */
  readonly startDepth: 0 | 1;
  readonly projection: Projection | null;
}

type GetterArgs = Parameters<KeyboardCoordinateGetter>[1];

/**
 * A keyboard move over the flat menu list: ↑ and ↓ go to the next row (dnd-kit's sortable
 * coordinates); ← and → move one indent step (`indent` px) out of or into a group, within the
 * depths the current place allows.
 */
export function menuKeyboardMove(
  event: KeyboardEvent,
  args: GetterArgs,
  drag: KeyboardDragState | null,
  indent: number,
): ReturnType<KeyboardCoordinateGetter> {
  if (event.code !== "ArrowLeft" && event.code !== "ArrowRight") {
    return sortableKeyboardCoordinates(event, args);
  }
  event.preventDefault();
  if (drag?.projection == null) return undefined;
  const { depth, minDepth, maxDepth } = drag.projection;
  const wanted = depth + (event.code === "ArrowRight" ? 1 : -1);
  const next = Math.min(Math.max(wanted, minDepth), maxDepth);
  if (next === depth) return undefined;
  const { currentCoordinates } = args;
  return {
    x: currentCoordinates.x - drag.offsetX + (next - drag.startDepth) * indent,
    y: currentCoordinates.y,
  };
}
