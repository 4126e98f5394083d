// Public exports of the tree view (issue #8): the component, its labels and the pure tree helpers
// the console's move picker shares with it.
export { TreeView } from "../components/tree-view/TreeView";
export type { TreeViewDefaultExpanded, TreeViewProps } from "../components/tree-view/TreeView";
export { DEFAULT_TREE_VIEW_LABELS } from "../components/tree-view/tree-view.labels";
export type { TreeViewLabels } from "../components/tree-view/tree-view.labels";
export {
  ancestorIds,
  buildTree,
  flattenTree,
  moveTargets,
  subtreeIds,
} from "../components/tree-view/tree-model";
export type { Tree, TreeNode, TreeViewItem } from "../components/tree-view/tree-model";
export { foldText, matchRanges, searchTree } from "../components/tree-view/tree-search";
export type { MatchRange, TreeSearch } from "../components/tree-view/tree-search";
