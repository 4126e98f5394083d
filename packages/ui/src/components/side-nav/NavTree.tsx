import { Folder, Plus } from "lucide-react";
import { useState } from "react";
import { NavGroup } from "./NavGroup";
import { NavLink } from "./NavLink";
import { ShortcutEntries } from "./ShortcutEntries";
import type { SideNavLabels } from "./side-nav.labels";
import { hrefOf } from "./side-nav.model";
import type {
  SideNavEntry,
  SideNavLinkItem,
  SideNavRenderLink,
  SideNavShortcut,
} from "./side-nav.types";

export interface NavTreeProps {
  readonly entries: readonly SideNavEntry[];
  /** Groups shown open (the one holding the current page included). */
  readonly openItems: ReadonlySet<string>;
  /** The entry holding the current page: it stays open. */
  readonly holder: string | null;
  readonly currentHref: string | null;
  readonly onItemToggle: (id: string) => void;
  readonly createLinks: readonly SideNavLinkItem[];
  readonly shortcuts: readonly SideNavShortcut[];
  readonly labels: SideNavLabels;
  readonly renderLink: SideNavRenderLink;
}

/** The open menu: entries (links and collapsible groups), the create menu, the shortcuts. */
export function NavTree({
  entries,
  openItems,
  holder,
  currentHref,
  onItemToggle,
  createLinks,
  shortcuts,
  labels,
  renderLink,
}: NavTreeProps) {
  const [createOpen, setCreateOpen] = useState(false);
  const createHoldsCurrent = createLinks.some((link) => hrefOf(link) === currentHref);
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-1" data-slot="side-nav-list">
        {entries.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.link.id}>
              <NavLink
                link={entry.link}
                currentHref={currentHref}
                renderLink={renderLink}
                variant="row"
              />
            </li>
          ) : (
            <li key={entry.group.id}>
              <NavGroup
                id={entry.group.id}
                label={entry.group.label}
                icon={entry.group.icon ?? <Folder size={18} />}
                links={entry.children}
                open={openItems.has(entry.group.id)}
                locked={holder === entry.group.id}
                onToggle={() => {
                  onItemToggle(entry.group.id);
                }}
                currentHref={currentHref}
                renderLink={renderLink}
              />
            </li>
          ),
        )}
      </ul>
      {createLinks.length > 0 ? (
        <ul className="flex flex-col gap-1" data-slot="side-nav-create">
          <li>
            <NavGroup
              id="create"
              label={labels.create}
              icon={<Plus size={18} />}
              links={createLinks}
              open={createOpen || createHoldsCurrent}
              locked={createHoldsCurrent}
              onToggle={() => {
                setCreateOpen((open) => !open);
              }}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          </li>
        </ul>
      ) : null}
      {shortcuts.length > 0 ? (
        <ShortcutEntries
          shortcuts={shortcuts}
          labels={labels}
          currentHref={currentHref}
          renderLink={renderLink}
        />
      ) : null}
    </div>
  );
}
