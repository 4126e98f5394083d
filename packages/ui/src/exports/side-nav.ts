// Public exports of the side-nav group (see ../index.ts).
export { SideNav } from "../components/side-nav/SideNav";
export type { SideNavProps } from "../components/side-nav/SideNav";
export { defaultMenuOrder } from "../components/side-nav/side-nav.model";
export { DEFAULT_SIDE_NAV_LABELS } from "../components/side-nav/side-nav.labels";
export type { SideNavDragPlace, SideNavLabels } from "../components/side-nav/side-nav.labels";
export type {
  SideNavDrop,
  SideNavGroupItem,
  SideNavItem,
  SideNavLinkItem,
  SideNavLinkRenderProps,
  SideNavMode,
  SideNavRenderLink,
  SideNavShortcut,
  SideNavShortcutKind,
} from "../components/side-nav/side-nav.types";
