import * as Popover from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { useId, useRef, type ReactNode } from "react";
import { NavChildList } from "./NavLink";
import { ICON_SLOT, NAV_ROW_CURRENT, RAIL_CELL } from "./side-nav.styles";
import type { SideNavLinkItem, SideNavRenderLink } from "./side-nav.types";
import type { Flyout } from "./use-flyout";

export interface RailFlyoutProps {
  readonly id: string;
  readonly label: string;
  /** A second line in the floating list's title (a shortcut's kind). */
  readonly caption?: string;
  readonly icon: ReactNode;
  readonly links: readonly SideNavLinkItem[];
  /** Holds the current page (highlighted). */
  readonly current: boolean;
  readonly flyout: Flyout;
  readonly currentHref: string | null;
  readonly renderLink: SideNavRenderLink;
}

/**
 * An item of the collapsed rail with children: an icon button that shows the floating list of
 * its child links while hovered or focused. Click, Enter, Space or → move focus into the list;
 * Escape closes it and returns to the button. The list follows the button in the DOM, so Tab
 * walks through it.
 */
export function RailFlyout({
  id,
  label,
  caption,
  icon,
  links,
  current,
  flyout,
  currentHref,
  renderLink,
}: RailFlyoutProps) {
  const open = flyout.isShown(id);
  const itemRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusListOnOpen = useRef(false);
  const ignoreNextFocus = useRef(false);
  const contentId = useId();
  const titleId = useId();

  const isInside = (target: EventTarget | null): boolean =>
    target instanceof Node && itemRef.current?.contains(target) === true;
  const firstLink = () => contentRef.current?.querySelector<HTMLElement>("[href]");
  const focusList = () => {
    if (open) firstLink()?.focus();
    else {
      focusListOnOpen.current = true;
      flyout.enter(id);
    }
  };

  return (
    <li data-slot="side-nav-rail-group">
      {/* Tracks hover and focus over the button and its list together: not a control itself. */}
      <div
        ref={itemRef}
        role="presentation"
        onPointerEnter={() => {
          flyout.enter(id);
        }}
        onPointerLeave={() => {
          flyout.leave();
        }}
        onFocus={() => {
          if (ignoreNextFocus.current) ignoreNextFocus.current = false;
          else flyout.enter(id);
        }}
        onBlur={(event) => {
          if (!isInside(event.relatedTarget)) flyout.leave();
        }}
      >
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            if (!next) flyout.dismiss();
          }}
        >
          <Popover.Anchor asChild>
            <button
              ref={buttonRef}
              type="button"
              className={clsx(RAIL_CELL, current && NAV_ROW_CURRENT)}
              aria-label={label}
              aria-expanded={open}
              aria-controls={open ? contentId : undefined}
              data-slot="side-nav-rail-trigger"
              data-state={open ? "open" : "closed"}
              onClick={focusList}
              onKeyDown={(event) => {
                if (event.key !== "ArrowRight") return;
                event.preventDefault();
                focusList();
              }}
            >
              <span className={ICON_SLOT} aria-hidden="true">
                {icon}
              </span>
            </button>
          </Popover.Anchor>
          <Popover.Content
            ref={contentRef}
            id={contentId}
            role="group"
            aria-labelledby={titleId}
            side="right"
            align="start"
            sideOffset={8}
            collisionPadding={8}
            data-slot="side-nav-flyout"
            className="z-50 w-56 rounded-lg border border-line bg-surface-raised p-2 text-fg shadow-popover"
            onOpenAutoFocus={(event) => {
              // Radix would skip links: focus the first one only when asked to (click, Enter, →).
              event.preventDefault();
              if (focusListOnOpen.current) firstLink()?.focus();
              focusListOnOpen.current = false;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
            }}
            onEscapeKeyDown={() => {
              if (document.activeElement === buttonRef.current) return;
              ignoreNextFocus.current = true;
              buttonRef.current?.focus();
            }}
            onInteractOutside={(event) => {
              if (isInside(event.target)) event.preventDefault();
            }}
          >
            <div id={titleId} className="flex flex-col gap-0.5 pt-1 pb-2">
              <span className="truncate px-3 text-sm font-semibold text-fg">{label}</span>
              {caption === undefined ? null : (
                <span className="px-3 text-xs text-fg-subtle">{caption}</span>
              )}
            </div>
            <NavChildList links={links} currentHref={currentHref} renderLink={renderLink} />
          </Popover.Content>
        </Popover.Root>
      </div>
    </li>
  );
}
