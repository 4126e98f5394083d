import { NavTabs, PageHeader, type NavTabLinkProps } from "@canvass/ui";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageFrame } from "../page/PageFrame";

export interface EditTab {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

const routerLink = ({ href, children, ...rest }: NavTabLinkProps) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The frame of an edit page with sub-pages (`/user/{id}/edit/general|optional`): the title, the
 * sub-pages as link tabs (each its own address, only those the operator may open) and the form.
 */
export function EditFrame({
  title,
  description,
  tabsLabel,
  tabs,
  current,
  children,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  readonly tabsLabel: string;
  readonly tabs: readonly EditTab[];
  readonly current: string;
  readonly children: ReactNode;
}) {
  return (
    <PageFrame width="form">
      <PageHeader title={title} description={description} />
      {tabs.length > 1 ? (
        <NavTabs label={tabsLabel} tabs={tabs} current={current} renderLink={routerLink} />
      ) : null}
      {children}
    </PageFrame>
  );
}
