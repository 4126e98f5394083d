/**
 * The rows a tree shows now (open nodes' children, a search's visible nodes) with what ARIA needs
 * to say about each (level, position among its shown siblings), and what a key does on them.
 */
import type { TreeNode, TreeViewItem } from "./tree-model";

export interface TreeRow<T extends TreeViewItem = TreeViewItem> {
  readonly node: TreeNode<T>;
  /** 1 for a root (`aria-level`). */
  readonly level: number;
  /** 1-based position among the shown siblings (`aria-posinset`) and their number (`aria-setsize`). */
  readonly position: number;
  readonly setSize: number;
  /** The shown children, empty for a leaf (even when collapsed, so `aria-expanded` is right). */
  readonly children: readonly TreeNode<T>[];
  readonly expanded: boolean;
}

/** The shown children of a node: all of them, or those a search keeps. */
export function shownChildren<T extends TreeViewItem>(
  node: TreeNode<T>,
  visible: ReadonlySet<string> | null,
): readonly TreeNode<T>[] {
  return visible === null
    ? node.children
    : node.children.filter((child) => visible.has(child.item.id));
}

/** The rows in display order: depth first, a node's children only while it is open. */
export function visibleRows<T extends TreeViewItem>(
  roots: readonly TreeNode<T>[],
  expanded: ReadonlySet<string>,
  visible: ReadonlySet<string> | null,
): TreeRow<T>[] {
  const rows: TreeRow<T>[] = [];
  const shownRoots = visible === null ? roots : roots.filter((root) => visible.has(root.item.id));
  const stack: { node: TreeNode<T>; level: number; position: number; setSize: number }[] = [];
  const pushSiblings = (siblings: readonly TreeNode<T>[], level: number) => {
    for (let index = siblings.length - 1; index >= 0; index -= 1) {
      const node = siblings[index];
      if (node !== undefined)
        stack.push({ node, level, position: index + 1, setSize: siblings.length });
    }
  };
  pushSiblings(shownRoots, 1);
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const children = shownChildren(entry.node, visible);
    const isOpen = children.length > 0 && expanded.has(entry.node.item.id);
    rows.push({ ...entry, children, expanded: isOpen });
    if (isOpen) pushSiblings(children, entry.level + 1);
  }
  return rows;
}

/** What a key does on the focused row. */
export type TreeKeyAction =
  | { readonly type: "focus"; readonly index: number }
  | { readonly type: "expand"; readonly id: string }
  | { readonly type: "collapse"; readonly id: string }
  | { readonly type: "expandSiblings"; readonly ids: readonly string[] }
  | { readonly type: "activate"; readonly id: string }
  | { readonly type: "toggle"; readonly id: string };

/**
 * The WAI-ARIA tree keys: Up/Down to the previous/next row, Home/End to the first/last; Right
 * opens a closed node or goes to the first child of an open one; Left closes an open node or
 * goes to the parent; Enter activates; Space opens or closes; `*` opens the row's siblings.
 * `null` when the key does nothing here.
 */
export function treeKeyAction(
  key: string,
  rows: readonly TreeRow[],
  index: number,
): TreeKeyAction | null {
  const row = rows[index];
  if (row === undefined) return null;
  const id = row.node.item.id;
  const hasChildren = row.children.length > 0;
  switch (key) {
    case "ArrowDown":
      return index + 1 < rows.length ? { type: "focus", index: index + 1 } : null;
    case "ArrowUp":
      return index > 0 ? { type: "focus", index: index - 1 } : null;
    case "Home":
      return index > 0 ? { type: "focus", index: 0 } : null;
    case "End":
      return index < rows.length - 1 ? { type: "focus", index: rows.length - 1 } : null;
    case "ArrowRight":
      if (!hasChildren) return null;
      return row.expanded ? { type: "focus", index: index + 1 } : { type: "expand", id };
    case "ArrowLeft": {
      if (row.expanded) return { type: "collapse", id };
      const parent = parentIndex(rows, index);
      return parent === -1 ? null : { type: "focus", index: parent };
    }
    case "Enter":
      return { type: "activate", id };
    case " ":
      return hasChildren ? { type: "toggle", id } : null;
    case "*": {
      const ids = rows
        .filter((other) => other.node.parentId === row.node.parentId && other.children.length > 0)
        .map((other) => other.node.item.id);
      return ids.length > 0 ? { type: "expandSiblings", ids } : null;
    }
    default:
      return null;
  }
}

/** The row index of a row's parent, or -1 for a root. */
export function parentIndex(rows: readonly TreeRow[], index: number): number {
  const level = rows[index]?.level ?? 1;
  for (let at = index - 1; at >= 0; at -= 1) {
    if ((rows[at]?.level ?? 0) < level) return at;
  }
  return -1;
}
