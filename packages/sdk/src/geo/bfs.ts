/** Breadth-first search over nested elements stops after this many nodes (spec §9). */
export const BFS_NODE_LIMIT = 1000;

export interface BreadthFirstOptions {
  readonly limit?: number;
}

/**
 * The first node, in breadth-first order from `root`, that satisfies `predicate`. Visits at most
 * `limit` nodes (1000 by default) and then gives up with `undefined`, so a huge or cyclic tree
 * cannot hang the caller.
 */
export function breadthFirstFind<Node>(
  root: Node,
  predicate: (node: Node) => boolean,
  getChildren: (node: Node) => Iterable<Node>,
  { limit = BFS_NODE_LIMIT }: BreadthFirstOptions = {},
): Node | undefined {
  const queue: Node[] = [root];
  for (let head = 0; head < queue.length && head < limit; head += 1) {
    const node = queue[head] as Node;
    if (predicate(node)) return node;
    for (const child of getChildren(node)) {
      if (queue.length >= limit) break; // nodes past the limit would never be visited
      queue.push(child);
    }
  }
  return undefined;
}
