import { clsx } from "clsx";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Heading, type HeadingLevel } from "./Heading";

export interface CardProps extends Omit<ComponentPropsWithRef<"section">, "title"> {
  /** The card's heading; the card becomes a region named by it. */
  readonly title?: ReactNode;
  /** The heading's level in the page outline (h2 by default, h3 inside a section). */
  readonly headingLevel?: HeadingLevel | undefined;
  /** A line under the title. */
  readonly description?: ReactNode;
  /** Buttons or menus at the header's right. */
  readonly actions?: ReactNode;
  /** A bar under the body, for totals or buttons. */
  readonly footer?: ReactNode;
  /** Removes the body's padding, for tables and lists that run to the edges. */
  readonly flush?: boolean | undefined;
}

/**
 * A surface holding one piece of content: an optional header (title, description, actions), a
 * body and an optional footer. With a title it is a `section` named by that heading.
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  flush = false,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  return (
    <section
      aria-labelledby={title === undefined ? undefined : titleId}
      {...rest}
      data-slot="card"
      className={clsx(
        "flex flex-col overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-card",
        className,
      )}
    >
      {hasHeader ? (
        <div
          data-slot="card-header"
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-5 pt-4"
        >
          <div className="min-w-0 flex-[1_1_12rem]">
            {title === undefined ? null : (
              <Heading
                level={headingLevel}
                id={titleId}
                className="text-base leading-6 font-semibold"
              >
                {title}
              </Heading>
            )}
            {description === undefined ? null : (
              <p data-slot="card-description" className="mt-0.5 text-sm text-fg-muted">
                {description}
              </p>
            )}
          </div>
          {actions === undefined ? null : (
            <div data-slot="card-actions" className="flex shrink-0 items-center gap-2">
              {actions}
            </div>
          )}
        </div>
      ) : null}
      <div
        data-slot="card-body"
        className={clsx("flex-1", !flush && "px-5 py-4", flush && hasHeader && "mt-4")}
      >
        {children}
      </div>
      {footer === undefined ? null : (
        <div
          data-slot="card-footer"
          className="flex items-center justify-end gap-2 border-t border-line bg-surface-muted px-5 py-3"
        >
          {footer}
        </div>
      )}
    </section>
  );
}
