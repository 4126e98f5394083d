import type { MenuOrder } from "@canvass/machines";
import { clsx } from "clsx";
import { useCallback, useId, useMemo, useState, type ReactNode } from "react";
import { EditButton, EditToolbar } from "./EditControls";
import { NavRail } from "./NavRail";
import { NavTree } from "./NavTree";
import { renderAnchor } from "./NavLink";
import { SideNavHeader } from "./SideNavHeader";
import { SortableMenu } from "./SortableMenu";
import { resolveLabels, type SideNavLabels } from "./side-nav.labels";
import { defaultMenuOrder, findCurrent, resolveEntries, visibleShortcuts } from "./side-nav.model";
import { NAV_GEOMETRY_VARS } from "./side-nav.styles";
import type {
  SideNavDrop,
  SideNavItem,
  SideNavLinkItem,
  SideNavMode,
  SideNavRenderLink,
  SideNavShortcut,
} from "./side-nav.types";
import { useFlyout } from "./use-flyout";

const NONE: readonly never[] = [];

export interface SideNavProps {
  /** The entries the operator may see, in their default top-level order, with labels and icons. */
  readonly items: readonly SideNavItem[];
  /**
   * The order to render (`MenuView.order`: the draft while editing). Defaults to
   * `defaultMenuOrder(items, locale)`, where each group's children are sorted by label.
   */
  readonly order?: MenuOrder;
  /** `MenuView.mode`: `closed` is the icon rail; `editing` only happens while open. */
  readonly mode?: SideNavMode;
  /** The current address (`menu.location`): its link gets `aria-current`, its group stays open. */
  readonly currentPath?: string | null;
  /** Groups shown open (`MenuView.openItems`); uncontrolled when left out. */
  readonly openItems?: readonly string[];
  /** Groups open at first when `openItems` is left out. */
  readonly defaultOpenItems?: readonly string[];
  /**
   * The menu group whose floating list shows in the collapsed rail (`MenuView.flyout`): the
   * menu machine then owns the 50 ms hide delay. Left out, SideNav owns it (its own timer of
   * `HOVER_HIDE_DELAY_MS`). The create menu and shortcuts always use SideNav's own.
   */
  readonly flyout?: string | null;
  /** A save is under way (`MenuView.saving`). */
  readonly saving?: boolean;
  /** Why the last save failed (`MenuView.error`); a translated message is shown when set. */
  readonly error?: string | null;
  /** The create menu's links (user, team, campaign…), shown as a group when given. */
  readonly createLinks?: readonly SideNavLinkItem[];
  /** Last-edited campaign, team and user; one is hidden while the address is one of its links. */
  readonly shortcuts?: readonly SideNavShortcut[];
  /** Brand or logo, shown above the menu while it is open. */
  readonly header?: ReactNode;
  /** Offer edit mode (default true). */
  readonly editable?: boolean;
  /** Locale for sorting children by label (default: the runtime's). */
  readonly locale?: string;
  readonly labels?: Partial<SideNavLabels>;
  /** Renders each link (default `<a href>`), e.g. through the console's router. */
  readonly renderLink?: SideNavRenderLink;
  readonly className?: string;
  /** The collapse / expand button (`menu.toggle`). */
  readonly onToggle?: () => void;
  /** A group header was clicked (`menu.item.toggle`); not sent for the group of the current page. */
  readonly onItemToggle?: (id: string) => void;
  /** Pointer or focus entered a rail item or its floating list (`menu.hover.enter`). */
  readonly onHoverEnter?: (id: string) => void;
  /** …and left it (`menu.hover.leave`). */
  readonly onHoverLeave?: () => void;
  readonly onEditStart?: () => void;
  readonly onEditCancel?: () => void;
  readonly onEditSave?: () => void;
  readonly onEditReset?: () => void;
  /** An entry was dropped somewhere new (`menu.edit.drop`). */
  readonly onDrop?: (drop: SideNavDrop) => void;
  /** The order after that drop (`moveEntry` of @canvass/machines applied to `order`). */
  readonly onOrderChange?: (order: MenuOrder) => void;
}

/**
 * The side navigation menu, presentational: its props mirror the menu machine's view
 * (`selectMenuView`) and its callbacks the machine's events. Open, it lists links and
 * collapsible groups (the one holding the current page stays open), the create menu and the
 * last-edited shortcuts; closed, an icon rail whose items show their child links in a floating
 * list while hovered or focused. In edit mode entries are reordered by drag and drop (pointer
 * or keyboard, also across groups), then saved or reset.
 *
 * Children are rendered in the order given; the default order sorts them by label, and the
 * console should give the machine `defaultMenuOrder(items)` as its `defaultOrder`.
 */
export function SideNav({
  items,
  order: orderProp,
  mode = "open",
  currentPath = null,
  openItems: openItemsProp,
  defaultOpenItems = NONE,
  flyout: flyoutProp,
  saving = false,
  error = null,
  createLinks = NONE,
  shortcuts: shortcutsProp = NONE,
  header,
  editable = true,
  locale,
  labels: labelsProp,
  renderLink = renderAnchor,
  className,
  onToggle,
  onItemToggle,
  onHoverEnter,
  onHoverLeave,
  onEditStart,
  onEditCancel,
  onEditSave,
  onEditReset,
  onDrop,
  onOrderChange,
}: SideNavProps) {
  const labels = useMemo(() => resolveLabels(labelsProp), [labelsProp]);
  const bodyId = useId();
  const order = useMemo(
    () => orderProp ?? defaultMenuOrder(items, locale),
    [orderProp, items, locale],
  );
  const entries = useMemo(() => resolveEntries(order, items), [order, items]);
  const current = useMemo(
    () => findCurrent(entries, createLinks, currentPath),
    [entries, createLinks, currentPath],
  );
  const shortcuts = useMemo(
    () => visibleShortcuts(shortcutsProp, currentPath),
    [shortcutsProp, currentPath],
  );

  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpenItems);
  const openItems = useMemo(() => {
    const open = new Set(openItemsProp ?? ownOpen);
    if (current.holder !== null) open.add(current.holder);
    return open;
  }, [openItemsProp, ownOpen, current.holder]);
  const toggleItem = (id: string) => {
    if (id === current.holder) return;
    if (openItemsProp === undefined) {
      setOwnOpen((open) =>
        open.includes(id) ? open.filter((item) => item !== id) : [...open, id],
      );
    }
    onItemToggle?.(id);
  };

  const isMenuGroup = useCallback(
    (id: string) => entries.some((entry) => entry.kind === "group" && entry.group.id === id),
    [entries],
  );
  const flyout = useFlyout({
    flyout: flyoutProp,
    isControlled: isMenuGroup,
    onHoverEnter,
    onHoverLeave,
  });

  const editing = mode === "editing";
  return (
    <nav
      aria-label={labels.navigation}
      data-slot="side-nav"
      data-state={mode}
      style={NAV_GEOMETRY_VARS}
      className={clsx(
        "flex h-full shrink-0 flex-col border-r border-line bg-surface text-fg",
        mode === "closed" ? "w-16" : "w-64",
        className,
      )}
    >
      <SideNavHeader
        mode={mode}
        header={header}
        labels={labels}
        bodyId={bodyId}
        onToggle={onToggle}
      />
      <div
        id={bodyId}
        className={clsx("min-h-0 flex-1 overflow-y-auto py-2", mode === "closed" ? "px-2" : "px-3")}
      >
        {mode === "closed" ? (
          <NavRail
            entries={entries}
            holder={current.holder}
            currentHref={current.href}
            createLinks={createLinks}
            shortcuts={shortcuts}
            labels={labels}
            renderLink={renderLink}
            flyout={flyout}
          />
        ) : editing ? (
          <SortableMenu
            entries={entries}
            order={order}
            labels={labels}
            onDrop={onDrop}
            onOrderChange={onOrderChange}
          />
        ) : (
          <NavTree
            entries={entries}
            openItems={openItems}
            holder={current.holder}
            currentHref={current.href}
            onItemToggle={toggleItem}
            createLinks={createLinks}
            shortcuts={shortcuts}
            labels={labels}
            renderLink={renderLink}
          />
        )}
      </div>
      {mode !== "closed" && (editable || editing) ? (
        <div className="shrink-0 border-t border-line p-3" data-slot="side-nav-footer">
          {editing ? (
            <EditToolbar
              labels={labels}
              saving={saving}
              failed={error !== null}
              onEditSave={onEditSave}
              onEditReset={onEditReset}
              onEditCancel={onEditCancel}
            />
          ) : (
            <EditButton labels={labels} onEditStart={onEditStart} />
          )}
        </div>
      ) : null}
    </nav>
  );
}
