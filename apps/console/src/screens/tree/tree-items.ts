/**
 * The hierarchy answer (`getTeamTree`) as the tree view's items, and the console's rule for which
 * teams can move: those whose parent is in the answer. A root of the answer has no parent (the
 * root team) or one outside the operator's scope (a manager's own team), so it has nowhere the
 * server would accept.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import type { TreeViewItem } from "@canvass/ui";

export type TeamTreeNode = Schema<"TeamTreeNode">;

export function treeItemsOf(
  nodes: readonly TeamTreeNode[],
  roleLabel: (role: Role) => string,
): TreeViewItem[] {
  return nodes.map((node) => ({
    id: node.id,
    parent: node.parent,
    title: node.title,
    badge: roleLabel(node.role),
    players: node.players,
    activePlayers: node.activePlayers,
    subteams: node.subteams,
  }));
}

/** Whether a team may be moved (given the operator may edit teams at all). */
export function isMovableTeam(
  item: Pick<TreeViewItem, "parent">,
  ids: ReadonlySet<string>,
): boolean {
  return item.parent !== null && ids.has(item.parent);
}

/** A team's title by id, or the id itself when the team is not in the answer. */
export function titleOf(nodes: readonly Pick<TeamTreeNode, "id" | "title">[], id: string): string {
  return nodes.find((node) => node.id === id)?.title ?? id;
}

/** The whole answer's totals, for the summary line. */
export function treeTotals(nodes: readonly TeamTreeNode[]): {
  readonly teams: number;
  readonly players: number;
  readonly active: number;
} {
  let players = 0;
  let active = 0;
  for (const node of nodes) {
    players += node.players;
    active += node.activePlayers;
  }
  return { teams: nodes.length, players, active };
}
