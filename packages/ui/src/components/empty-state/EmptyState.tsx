import { clsx } from "clsx";
import { Inbox } from "lucide-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Heading, type HeadingLevel } from "../card/Heading";

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<"div">, "title"> {
  readonly title: ReactNode;
  /** The heading's level in the page outline (h2 by default; h3 inside a titled card). */
  readonly headingLevel?: HeadingLevel | undefined;
  /** One or two sentences: why it is empty and what to do. */
  readonly description?: ReactNode;
  /** A decorative icon; an inbox by default, `null` for none. */
  readonly icon?: ReactNode;
  /** What to do next, usually a Button ("New campaign", "Clear filters"). */
  readonly action?: ReactNode;
  /** Less padding and a smaller icon, for a table body or a narrow card. */
  readonly compact?: boolean | undefined;
}

/** What a list, table or page shows when there is nothing in it yet: icon, title, description, action. */
export function EmptyState({
  title,
  headingLevel = 2,
  description,
  icon = <Inbox size={24} />,
  action,
  compact = false,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div
      {...rest}
      data-slot="empty-state"
      className={clsx(
        "flex flex-col items-center text-center",
        compact ? "gap-2 px-4 py-6" : "gap-3 px-6 py-12",
        className,
      )}
    >
      {icon === null ? null : (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className={clsx(
            "flex items-center justify-center rounded-full bg-surface-muted text-fg-muted",
            compact ? "size-10 [&_svg]:size-5" : "size-12",
          )}
        >
          {icon}
        </span>
      )}
      <div className="flex max-w-sm flex-col gap-1">
        <Heading level={headingLevel} className="text-base leading-6 font-semibold text-fg">
          {title}
        </Heading>
        {description === undefined ? null : <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {action === undefined ? null : (
        <div data-slot="empty-state-action" className={compact ? "mt-1" : "mt-2"}>
          {action}
        </div>
      )}
    </div>
  );
}
