/** Every text the tree view shows or announces, so the console can translate them. */
export interface TreeViewLabels {
  /** The tree's accessible name. */
  readonly tree: string;
  readonly expandAll: string;
  readonly collapseAll: string;
  /** The move action's accessible name, naming its node: "Move Toronto…". */
  readonly move: (title: string) => string;
  /** Shown while a drag is on: how to drop. */
  readonly dragHint: string;
  readonly players: (count: number) => string;
  readonly activePlayers: (count: number) => string;
  readonly subteams: (count: number) => string;
  readonly loading: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  /** No title contains the search term. */
  readonly noMatchesTitle: (term: string) => string;
  readonly noMatchesDescription: string;
}

const plural = (count: number, one: string, other: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : other}`;

export const DEFAULT_TREE_VIEW_LABELS: TreeViewLabels = {
  tree: "Team hierarchy",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
  move: (title) => `Move ${title}…`,
  dragHint: "Drop the team on its new parent team.",
  players: (count) => plural(count, "user", "users"),
  activePlayers: (count) => `${count.toLocaleString("en")} active`,
  subteams: (count) => plural(count, "sub-team", "sub-teams"),
  loading: "Loading the teams…",
  emptyTitle: "No teams",
  emptyDescription: "There are no teams you may see.",
  noMatchesTitle: (term) => `No team matches “${term}”`,
  noMatchesDescription: "Check the spelling or clear the search.",
};
