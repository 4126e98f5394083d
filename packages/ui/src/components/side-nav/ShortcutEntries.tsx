import { useId, useState } from "react";
import { NavGroup } from "./NavGroup";
import { SHORTCUT_ICONS } from "./shortcut-icons";
import type { SideNavLabels } from "./side-nav.labels";
import { SECTION_TITLE } from "./side-nav.styles";
import type { SideNavRenderLink, SideNavShortcut } from "./side-nav.types";

export interface ShortcutEntriesProps {
  /** The shortcuts to show (already without the ones holding the current address). */
  readonly shortcuts: readonly SideNavShortcut[];
  readonly labels: SideNavLabels;
  readonly currentHref: string | null;
  readonly renderLink: SideNavRenderLink;
}

/** "Last edited": one collapsible entry per shortcut (campaign, team, user) with its sub-links. */
export function ShortcutEntries({
  shortcuts,
  labels,
  currentHref,
  renderLink,
}: ShortcutEntriesProps) {
  const titleId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  return (
    <div className="flex flex-col gap-2" data-slot="side-nav-shortcuts">
      <p id={titleId} className={SECTION_TITLE}>
        {labels.lastEdited}
      </p>
      <ul aria-labelledby={titleId} className="flex flex-col gap-1">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.id}>
            <NavGroup
              id={shortcut.id}
              label={shortcut.label}
              caption={labels.shortcutKinds[shortcut.kind]}
              icon={SHORTCUT_ICONS[shortcut.kind]}
              links={shortcut.links}
              open={open.has(shortcut.id)}
              locked={false}
              onToggle={() => {
                toggle(shortcut.id);
              }}
              currentHref={currentHref}
              renderLink={renderLink}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
