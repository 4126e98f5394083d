import { clsx } from "clsx";
import type { ReactNode } from "react";
import { hrefOf } from "./side-nav.model";
import { CHILD_LIST, ICON_SLOT, NAV_ROW, NAV_ROW_CURRENT, RAIL_CELL } from "./side-nav.styles";
import type { SideNavLinkItem, SideNavRenderLink } from "./side-nav.types";

/** The default `renderLink`: a plain anchor. */
export const renderAnchor: SideNavRenderLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);

export interface NavLinkProps {
  readonly link: SideNavLinkItem;
  readonly currentHref: string | null;
  readonly renderLink: SideNavRenderLink;
  /** `row`: icon and label; `child`: label only, inside a group; `rail`: icon only. */
  readonly variant: "row" | "child" | "rail";
  /** Shown when the link has no icon of its own. */
  readonly fallbackIcon?: ReactNode;
}

/** One link of the menu; the link of the current page has `aria-current="page"`. */
export function NavLink({ link, currentHref, renderLink, variant, fallbackIcon }: NavLinkProps) {
  const href = hrefOf(link);
  const current = href === currentHref;
  const icon = link.icon ?? fallbackIcon;
  if (variant === "rail") {
    return renderLink({
      href,
      className: clsx(RAIL_CELL, current && NAV_ROW_CURRENT),
      children: (
        <span className={ICON_SLOT} aria-hidden="true">
          {icon}
        </span>
      ),
      "aria-current": current ? "page" : undefined,
      "aria-label": link.label,
      title: link.label,
      "data-slot": "side-nav-link",
    });
  }
  return renderLink({
    href,
    className: clsx(NAV_ROW, current && NAV_ROW_CURRENT, variant === "child" && "font-normal"),
    children: (
      <>
        {variant === "row" ? (
          <span className={ICON_SLOT} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className="min-w-0 truncate">{link.label}</span>
      </>
    ),
    "aria-current": current ? "page" : undefined,
    "aria-label": undefined,
    title: undefined,
    "data-slot": "side-nav-link",
  });
}

export interface NavChildListProps {
  readonly links: readonly SideNavLinkItem[];
  readonly currentHref: string | null;
  readonly renderLink: SideNavRenderLink;
  readonly className?: string;
  readonly id?: string;
  readonly "aria-labelledby"?: string;
}

/** A group's child links: rows of `NAV_CHILD_HEIGHT_PX` with `NAV_CHILD_GAP_PX` between them. */
export function NavChildList({
  links,
  currentHref,
  renderLink,
  className,
  ...rest
}: NavChildListProps) {
  return (
    <ul {...rest} data-slot="side-nav-children" className={clsx(CHILD_LIST, className)}>
      {links.map((link) => (
        <li key={link.id} data-slot="side-nav-child">
          <NavLink link={link} currentHref={currentHref} renderLink={renderLink} variant="child" />
        </li>
      ))}
    </ul>
  );
}
