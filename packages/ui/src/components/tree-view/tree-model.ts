/**
 * The tree a `TreeView` draws, built from a flat `{ id, parent }` list as an API answers it.
 * Pure functions only: the component, the console's move picker and the tests share them. The
 * subtree (what a node may not move under) is the SDK's `teamSubtreeIds`, the server's rule.
 */
import { teamSubtreeIds } from "@canvass/sdk/teams";
import { compareIgnoringArticles } from "@canvass/sdk/text";

/** One node as the caller gives it: a flat row with its parent's id. */
export interface TreeViewItem {
  readonly id: string;
  /** The parent's id; `null` (or an id not in the list) makes the node a root. */
  readonly parent: string | null;
  readonly title: string;
  /** A short label shown as a badge after the title (a team's role), already translated. */
  readonly badge?: string | undefined;
  /** The node's own users (players in the API). */
  readonly players?: number | undefined;
  /** The node's own active players. */
  readonly activePlayers?: number | undefined;
  /** Direct sub-nodes, as the server counts them (may include some the caller cannot see). */
  readonly subteams?: number | undefined;
}

/** A node of the built tree. */
export interface TreeNode<T extends TreeViewItem = TreeViewItem> {
  readonly item: T;
  /** The parent in the built tree: `null` for a root (even when `item.parent` names one). */
  readonly parentId: string | null;
  readonly children: readonly TreeNode<T>[];
}

export interface Tree<T extends TreeViewItem = TreeViewItem> {
  readonly roots: readonly TreeNode<T>[];
  readonly byId: ReadonlyMap<string, TreeNode<T>>;
}

interface MutableNode<T extends TreeViewItem> {
  item: T;
  parentId: string | null;
  children: MutableNode<T>[];
}

/**
 * Siblings by title as every list of titles sorts (the SDK's `compareIgnoringArticles`: no
 * leading article, numbers as numbers), then by id so equal titles keep one order.
 */
export function compareItems(a: TreeViewItem, b: TreeViewItem): number {
  return compareIgnoringArticles(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Builds the tree. A node whose parent is `null`, unknown or itself is a root. Data with a cycle
 * (A under B under A) cannot hang or lose nodes: a cycle no root reaches is broken at its first
 * node in list order, which becomes a root. A repeated id keeps its first row. Siblings are
 * sorted by title. Iterative, so a very deep chain cannot overflow the stack.
 */
export function buildTree<T extends TreeViewItem>(items: readonly T[]): Tree<T> {
  const nodes = new Map<string, MutableNode<T>>();
  for (const item of items) {
    if (!nodes.has(item.id)) nodes.set(item.id, { item, parentId: null, children: [] });
  }
  const childIds = new Map<string, string[]>();
  const rootIds: string[] = [];
  for (const { item } of nodes.values()) {
    const parent = item.parent;
    if (parent === null || parent === item.id || !nodes.has(parent)) rootIds.push(item.id);
    else childIds.set(parent, [...(childIds.get(parent) ?? []), item.id]);
  }

  const attached = new Set<string>();
  const roots: MutableNode<T>[] = [];
  const attachFrom = (rootId: string) => {
    const root = nodes.get(rootId);
    if (root === undefined || attached.has(rootId)) return;
    attached.add(rootId);
    roots.push(root);
    const stack = [root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      for (const childId of childIds.get(node.item.id) ?? []) {
        const child = nodes.get(childId);
        if (child === undefined || attached.has(childId)) continue;
        attached.add(childId);
        child.parentId = node.item.id;
        node.children.push(child);
        stack.push(child);
      }
    }
  };
  for (const id of rootIds) attachFrom(id);
  // Whatever is left sits on a cycle (or below one): break each at its first node.
  for (const id of nodes.keys()) attachFrom(id);

  for (const node of nodes.values()) node.children.sort((a, b) => compareItems(a.item, b.item));
  roots.sort((a, b) => compareItems(a.item, b.item));
  return { roots, byId: nodes };
}

/** The nodes in display order (depth first, siblings sorted) with their level (1 for roots). */
export function flattenTree<T extends TreeViewItem>(
  roots: readonly TreeNode<T>[],
): { readonly node: TreeNode<T>; readonly level: number }[] {
  const out: { node: TreeNode<T>; level: number }[] = [];
  const stack = [...roots].reverse().map((node) => ({ node, level: 1 }));
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    out.push(entry);
    const { node, level } = entry;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push({ node: child, level: level + 1 });
    }
  }
  return out;
}

/** The ids of a node and everything below it (empty when the id is unknown). */
export function subtreeIds(tree: Tree, id: string): Set<string> {
  if (!tree.byId.has(id)) return new Set();
  const links = [...tree.byId.values()].map((node) => ({
    id: node.item.id,
    parent: node.parentId,
  }));
  return teamSubtreeIds(links, id);
}

/** The ids of a node's ancestors, nearest first. */
export function ancestorIds(tree: Tree, id: string): string[] {
  const out: string[] = [];
  for (let parent = tree.byId.get(id)?.parentId ?? null; parent !== null;) {
    out.push(parent);
    parent = tree.byId.get(parent)?.parentId ?? null;
  }
  return out;
}

/**
 * Where a node may be moved: every node except itself, its descendants (a cycle) and its
 * current parent (no change), in display order. Empty for an unknown id.
 */
export function moveTargets<T extends TreeViewItem>(
  tree: Tree<T>,
  id: string,
): { readonly node: TreeNode<T>; readonly level: number }[] {
  const moving = tree.byId.get(id);
  if (moving === undefined) return [];
  const excluded = subtreeIds(tree, id);
  return flattenTree(tree.roots).filter(
    ({ node }) => !excluded.has(node.item.id) && node.item.id !== moving.parentId,
  );
}

/** The ids of every node with children (what "expand all" opens). */
export function parentIds(tree: Tree): Set<string> {
  const out = new Set<string>();
  for (const node of tree.byId.values()) if (node.children.length > 0) out.add(node.item.id);
  return out;
}
