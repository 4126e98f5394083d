import * as Collapsible from "@radix-ui/react-collapsible";
import { clsx } from "clsx";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { NavChildList } from "./NavLink";
import { ICON_SLOT, NAV_ROW } from "./side-nav.styles";
import type { SideNavLinkItem, SideNavRenderLink } from "./side-nav.types";

export interface NavGroupProps {
  readonly id: string;
  readonly label: string;
  readonly icon: ReactNode;
  /** A second line under the label (a shortcut's kind). */
  readonly caption?: string;
  readonly links: readonly SideNavLinkItem[];
  readonly open: boolean;
  /** Holds the current page: it stays open, so its header does not toggle. */
  readonly locked: boolean;
  readonly onToggle: () => void;
  readonly currentHref: string | null;
  readonly renderLink: SideNavRenderLink;
}

/** A group of the open menu: a header button that shows or hides its child links. */
export function NavGroup({
  id,
  label,
  icon,
  caption,
  links,
  open,
  locked,
  onToggle,
  currentHref,
  renderLink,
}: NavGroupProps) {
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={() => {
        if (!locked) onToggle();
      }}
      data-slot="side-nav-group"
      data-group={id}
    >
      <Collapsible.Trigger
        className={clsx(NAV_ROW, caption !== undefined && "h-auto min-h-(--cv-nav-row) py-1.5")}
        aria-disabled={locked || undefined}
        data-slot="side-nav-group-trigger"
      >
        <span className={ICON_SLOT} aria-hidden="true">
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate">{label}</span>
          {caption === undefined ? null : (
            <span className="truncate text-xs font-normal text-fg-subtle">{caption}</span>
          )}
        </span>
        <ChevronRight
          size={16}
          aria-hidden="true"
          className={clsx("shrink-0 text-fg-subtle transition-transform", open && "rotate-90")}
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <NavChildList
          links={links}
          currentHref={currentHref}
          renderLink={renderLink}
          className="pt-(--cv-nav-gap) pl-8"
        />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
