/**
 * The picker's choices for moving a team: every other team it may go under (not itself, not one of
 * its descendants, which the server refuses as a cycle, not its current parent), narrowed by a
 * search on the title, each with the titles above it so two "Downtown" teams can be told apart.
 */
import { ancestorIds, foldText, moveTargets, type Tree, type TreeViewItem } from "@canvass/ui";

export interface MoveChoice {
  readonly id: string;
  readonly title: string;
  /** The titles of its ancestors, the root first. */
  readonly path: readonly string[];
}

export function moveChoices(tree: Tree, teamId: string, term: string): MoveChoice[] {
  const needle = foldText(term.trim());
  return moveTargets(tree, teamId)
    .map(({ node }) => node.item)
    .filter((item: TreeViewItem) => needle === "" || foldText(item.title).includes(needle))
    .map((item) => ({
      id: item.id,
      title: item.title,
      path: ancestorIds(tree, item.id)
        .reverse()
        .map((id) => tree.byId.get(id)?.item.title ?? id),
    }));
}
