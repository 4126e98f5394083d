/**
 * Moving a node by native HTML5 drag and drop: a movable row can be dragged, and only the rows it
 * may go under (not itself, its descendants or its current parent) accept the drop. A drop asks
 * for the move; the caller decides (confirmation, server) and redraws the tree.
 */
import { useCallback, useState, type DragEvent } from "react";
import { moveTargets, type Tree } from "./tree-model";

/** The drag data type, so drops from elsewhere (files, text) are ignored. */
export const TREE_DRAG_TYPE = "application/x-canvass-tree-node";

interface DragState {
  readonly id: string;
  readonly targets: ReadonlySet<string>;
}

export type DropState = "idle" | "dragging" | "source" | "target" | "over";

export interface RowDragProps {
  readonly draggable: boolean;
  readonly onDragStart?: (event: DragEvent<HTMLElement>) => void;
  readonly onDragEnd?: () => void;
  readonly onDragOver?: (event: DragEvent<HTMLElement>) => void;
  readonly onDragLeave?: (event: DragEvent<HTMLElement>) => void;
  readonly onDrop?: (event: DragEvent<HTMLElement>) => void;
}

export interface TreeDrag {
  /** Whether a drag from this tree is on. */
  readonly active: boolean;
  /** A row's part in the drag (`data-drop-state`). */
  stateOf(id: string): DropState;
  /** The drag handlers of a row. */
  rowProps(id: string, movable: boolean): RowDragProps;
}

export function useTreeDrag(
  tree: Tree,
  onMoveRequest: ((nodeId: string, newParentId: string) => void) | undefined,
): TreeDrag {
  const [drag, setDrag] = useState<DragState | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const end = useCallback(() => {
    setDrag(null);
    setOver(null);
  }, []);

  const stateOf = (id: string): DropState => {
    if (drag === null) return "idle";
    if (drag.id === id) return "source";
    if (!drag.targets.has(id)) return "dragging";
    return over === id ? "over" : "target";
  };

  const rowProps = (id: string, movable: boolean): RowDragProps => {
    if (onMoveRequest === undefined) return { draggable: false };
    return {
      draggable: movable,
      ...(movable
        ? {
            onDragStart: (event: DragEvent<HTMLElement>) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData(TREE_DRAG_TYPE, id);
              event.dataTransfer.setData("text/plain", tree.byId.get(id)?.item.title ?? id);
              const targets = new Set(moveTargets(tree, id).map(({ node }) => node.item.id));
              setDrag({ id, targets });
            },
            onDragEnd: end,
          }
        : {}),
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!drag?.targets.has(id)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (over !== id) setOver(id);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        const into = event.relatedTarget;
        if (into instanceof Node && event.currentTarget.contains(into)) return;
        if (over === id) setOver(null);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!drag?.targets.has(id)) return;
        event.preventDefault();
        const moving = drag.id;
        end();
        onMoveRequest(moving, id);
      },
    };
  };

  return { active: drag !== null, stateOf, rowProps };
}
