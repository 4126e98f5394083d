import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { initialMenuFocus, menuFocusIndex } from "./menu-focus";

export interface ProfileMenuItem {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  /** A console address: the item is a link to it. */
  readonly to?: string;
  /** Runs once the menu has closed and focus is back on its button (so a dialog it opens returns focus there). */
  readonly onSelect?: () => void;
}

export interface ProfileMenuProps {
  /** The signed-in user's name (the avatar's and the menu header's). */
  readonly name: string;
  /** The button's accessible name, e.g. "Profile menu for Jane Doe". */
  readonly buttonLabel: string;
  /** The line above the name in the open menu ("Signed in as"). */
  readonly heading: string;
  readonly items: readonly ProfileMenuItem[];
  /** The signed-in user's avatar (live, with their picture), shown on the button. */
  readonly avatar: ReactNode;
}

/** The menu's items, in order. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

const ITEM =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-fg no-underline " +
  "hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 " +
  "focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The user's avatar as a menu button (WAI-ARIA menu button pattern; @canvass/ui exposes no
 * dropdown menu). Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last;
 * the arrows, Home and End move; Escape closes it back onto the button; Tab, a click outside or
 * focus leaving closes it.
 */
export function ProfileMenu({ name, buttonLabel, heading, items, avatar }: ProfileMenuProps) {
  const buttonId = useId();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** The item to focus once the menu has rendered. */
  const focusRequest = useRef<number | null>(null);

  useEffect(() => {
    const index = focusRequest.current;
    focusRequest.current = null;
    if (open && index !== null) itemsOf(menuRef.current)[index]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A press or focus anywhere outside the button and its menu closes it.
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", closeIfOutside);
    document.addEventListener("focusin", closeIfOutside);
    return () => {
      document.removeEventListener("pointerdown", closeIfOutside);
      document.removeEventListener("focusin", closeIfOutside);
    };
  }, [open]);

  const openAt = (index: number | null) => {
    focusRequest.current = index;
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (item: ProfileMenuItem) => {
    closeToButton();
    item.onSelect?.();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openAt(initialMenuFocus(event.key, items.length));
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      closeToButton();
      return;
    }
    if (event.key === "Tab") {
      setOpen(false);
      return;
    }
    const all = itemsOf(menuRef.current);
    const current = all.findIndex((item) => item === document.activeElement);
    const next = menuFocusIndex(event.key, current, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div ref={containerRef} className="relative" data-slot="profile-menu">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          if (open) setOpen(false);
          else openAt(0);
        }}
        onKeyDown={onButtonKeyDown}
        className="ml-1 inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {avatar}
      </button>
      {open ? (
        <div
          data-slot="profile-menu-content"
          className="absolute top-full right-0 z-50 mt-2 w-60 rounded-lg border border-line bg-surface-raised p-1 text-fg shadow-popover"
        >
          <p className="px-3 pt-2 pb-1 text-xs text-fg-muted">
            {heading}
            <span className="block truncate text-sm font-medium text-fg">{name}</span>
          </p>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            tabIndex={-1}
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="flex flex-col gap-0.5 border-t border-line pt-1"
          >
            {items.map((item) =>
              item.to === undefined ? (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  data-item={item.id}
                  className={ITEM}
                  onClick={() => {
                    choose(item);
                  }}
                >
                  <MenuIcon icon={item.icon} />
                  {item.label}
                </button>
              ) : (
                <Link
                  key={item.id}
                  to={item.to}
                  role="menuitem"
                  tabIndex={-1}
                  data-item={item.id}
                  className={ITEM}
                  onClick={() => {
                    choose(item);
                  }}
                >
                  <MenuIcon icon={item.icon} />
                  {item.label}
                </Link>
              ),
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function MenuIcon({ icon }: { icon: ReactNode }) {
  if (icon === undefined || icon === null) return null;
  return (
    <span aria-hidden="true" className="inline-flex text-fg-muted">
      {icon}
    </span>
  );
}
