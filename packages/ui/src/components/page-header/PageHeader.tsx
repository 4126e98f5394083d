import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<"div">, "title"> {
  /** The page's title: its one `h1`. */
  readonly title: ReactNode;
  /** Above the title: pass the breadcrumb (a `nav` named "Breadcrumb"). */
  readonly breadcrumb?: ReactNode;
  /** A line under the title. */
  readonly description?: ReactNode;
  /** Buttons at the right (they wrap under the title on narrow screens). */
  readonly actions?: ReactNode;
  /** Before the title: an `Avatar` of the user, team or campaign the page is about. */
  readonly avatar?: ReactNode;
  /** Beside the title: badges or a status pill. */
  readonly meta?: ReactNode;
}

/** The top of a page: optional breadcrumb, avatar, the `h1` title with badges, description and actions. */
export function PageHeader({
  title,
  breadcrumb,
  description,
  actions,
  avatar,
  meta,
  className,
  ...rest
}: PageHeaderProps) {
  return (
    <div {...rest} data-slot="page-header" className={clsx("flex flex-col gap-3", className)}>
      {breadcrumb === undefined ? null : (
        <div data-slot="page-header-breadcrumb" className="text-sm text-fg-muted">
          {breadcrumb}
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-[1_1_18rem] items-center gap-4">
          {avatar === undefined ? null : (
            <div data-slot="page-header-avatar" className="shrink-0">
              {avatar}
            </div>
          )}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="min-w-0 text-2xl break-words leading-8 font-semibold tracking-tight text-fg">
                {title}
              </h1>
              {meta === undefined ? null : (
                <div data-slot="page-header-meta" className="flex items-center gap-2">
                  {meta}
                </div>
              )}
            </div>
            {description === undefined ? null : (
              <p data-slot="page-header-description" className="mt-1 text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
        </div>
        {actions === undefined ? null : (
          <div
            data-slot="page-header-actions"
            className="flex max-w-full min-w-0 flex-wrap items-center gap-2"
          >
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
