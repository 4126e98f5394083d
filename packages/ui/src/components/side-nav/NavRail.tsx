import { CircleDot, Folder, Plus } from "lucide-react";
import { NavLink } from "./NavLink";
import { RailFlyout } from "./RailFlyout";
import { SHORTCUT_ICONS } from "./shortcut-icons";
import type { SideNavLabels } from "./side-nav.labels";
import { hrefOf } from "./side-nav.model";
import type {
  SideNavEntry,
  SideNavLinkItem,
  SideNavRenderLink,
  SideNavShortcut,
} from "./side-nav.types";
import type { Flyout } from "./use-flyout";

/** Floating-list ids of the items that are not menu entries, apart from the menu's ids. */
const CREATE_FLYOUT_ID = "side-nav:create";
const shortcutFlyoutId = (id: string): string => `side-nav:shortcut:${id}`;

export interface NavRailProps {
  readonly entries: readonly SideNavEntry[];
  readonly holder: string | null;
  readonly currentHref: string | null;
  readonly createLinks: readonly SideNavLinkItem[];
  readonly shortcuts: readonly SideNavShortcut[];
  readonly labels: SideNavLabels;
  readonly renderLink: SideNavRenderLink;
  readonly flyout: Flyout;
}

/** The collapsed menu: a rail of icons; items with children show a floating list of them. */
export function NavRail({
  entries,
  holder,
  currentHref,
  createLinks,
  shortcuts,
  labels,
  renderLink,
  flyout,
}: NavRailProps) {
  const section = "flex flex-col items-center gap-1 border-t border-line pt-3";
  return (
    <div className="flex flex-col items-center gap-3">
      <ul className="flex flex-col items-center gap-1" data-slot="side-nav-list">
        {entries.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.link.id}>
              <NavLink
                link={entry.link}
                currentHref={currentHref}
                renderLink={renderLink}
                variant="rail"
                fallbackIcon={<CircleDot size={18} />}
              />
            </li>
          ) : (
            <RailFlyout
              key={entry.group.id}
              id={entry.group.id}
              label={entry.group.label}
              icon={entry.group.icon ?? <Folder size={18} />}
              links={entry.children}
              current={holder === entry.group.id}
              flyout={flyout}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          ),
        )}
      </ul>
      {createLinks.length > 0 ? (
        <ul className={section} data-slot="side-nav-create">
          <RailFlyout
            id={CREATE_FLYOUT_ID}
            label={labels.create}
            icon={<Plus size={18} />}
            links={createLinks}
            current={createLinks.some((link) => hrefOf(link) === currentHref)}
            flyout={flyout}
            currentHref={currentHref}
            renderLink={renderLink}
          />
        </ul>
      ) : null}
      {shortcuts.length > 0 ? (
        <ul className={section} aria-label={labels.lastEdited} data-slot="side-nav-shortcuts">
          {shortcuts.map((shortcut) => (
            <RailFlyout
              key={shortcut.id}
              id={shortcutFlyoutId(shortcut.id)}
              label={shortcut.label}
              caption={labels.shortcutKinds[shortcut.kind]}
              icon={SHORTCUT_ICONS[shortcut.kind]}
              links={shortcut.links}
              current={false}
              flyout={flyout}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
