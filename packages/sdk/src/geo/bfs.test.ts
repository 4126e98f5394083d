import { describe, expect, it } from "vitest";
import { BFS_NODE_LIMIT, breadthFirstFind } from "./bfs";

interface TreeNode {
  readonly id: number;
  readonly children: TreeNode[];
}

/** A complete binary tree numbered breadth-first from 0. */
function tree(size: number): TreeNode {
  const nodes: TreeNode[] = Array.from({ length: size }, (_, id) => ({ id, children: [] }));
  nodes.forEach((node, id) => {
    for (const child of [2 * id + 1, 2 * id + 2]) {
      const found = nodes[child];
      if (found) node.children.push(found);
    }
  });
  const [root] = nodes;
  if (!root) throw new Error("empty tree");
  return root;
}

describe("breadthFirstFind", () => {
  it("finds the shallowest match first", () => {
    const root = tree(31);
    const visited: number[] = [];
    const found = breadthFirstFind(
      root,
      (node) => {
        visited.push(node.id);
        return node.id >= 5;
      },
      (node) => node.children,
    );
    expect(found?.id).toBe(5);
    expect(visited).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("stops after 1000 nodes", () => {
    expect(BFS_NODE_LIMIT).toBe(1000);
    const root = tree(5000);
    let visits = 0;
    const at = (id: number): TreeNode | undefined =>
      breadthFirstFind(
        root,
        (node) => {
          visits += 1;
          return node.id === id;
        },
        (node) => node.children,
      );
    expect(at(999)?.id).toBe(999);
    visits = 0;
    expect(at(1000)).toBeUndefined();
    expect(visits).toBe(1000);
  });

  it("terminates on cycles", () => {
    const a: { children: unknown[] } = { children: [] };
    a.children.push(a, a);
    expect(
      breadthFirstFind<unknown>(
        a,
        () => false,
        () => a.children,
      ),
    ).toBeUndefined();
  });
});
