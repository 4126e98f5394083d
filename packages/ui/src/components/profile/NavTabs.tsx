import { clsx } from "clsx";
import type { ReactNode } from "react";
import { TAB_LIST, TAB_TRIGGER } from "../tabs/tabs.styles";

/** What `renderLink` receives: spread it on the router's link component. */
export interface NavTabLinkProps {
  readonly href: string;
  readonly className: string;
  readonly "aria-current": "page" | undefined;
  readonly "data-state": "active" | "inactive";
  readonly children: ReactNode;
}

export interface NavTab {
  readonly id: string;
  readonly label: ReactNode;
  readonly href: string;
}

export interface NavTabsProps {
  /** Accessible name of the navigation ("Edit user"). */
  readonly label: string;
  readonly tabs: readonly NavTab[];
  /** The id of the tab whose page is shown. */
  readonly current: string;
  /** Renders each link with the console's router (a plain `<a>` by default). */
  readonly renderLink?: (props: NavTabLinkProps) => ReactNode;
  readonly className?: string;
}

const plainLink = ({ href, children, ...rest }: NavTabLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * Tabs that are pages (an edit page's "General" and "Optional fields"): a `nav` of links with
 * `aria-current="page"` on the shown one, styled like `Tabs`. Each tab has its own address, so it
 * can be bookmarked, and the browser's back button moves between them.
 */
export function NavTabs({ label, tabs, current, renderLink = plainLink, className }: NavTabsProps) {
  return (
    <nav aria-label={label} data-slot="nav-tabs" className={className}>
      <ul className={clsx(TAB_LIST, "list-none")}>
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="flex">
              {renderLink({
                href: tab.href,
                className: TAB_TRIGGER,
                "aria-current": active ? "page" : undefined,
                "data-state": active ? "active" : "inactive",
                children: tab.label,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
