/** Events of a side-navigation item that holds child links. */
export type NavItemEvent =
  | { type: "navItem.toggle" }
  | { type: "navItem.open" }
  | { type: "navItem.close" }
  /** The current address changed; `containsCurrent` says whether it is one of the item's links. */
  | { type: "navItem.location"; containsCurrent: boolean };

export interface NavItemContext {
  /** True while the current page is one of the item's links: the item then stays open. */
  containsCurrent: boolean;
}

export interface NavItemInput {
  containsCurrent?: boolean;
}
