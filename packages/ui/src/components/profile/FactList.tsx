import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";

export interface Fact {
  /** A stable key (the field's name). */
  readonly id: string;
  readonly label: ReactNode;
  /** The value; `undefined` or `null` shows `emptyText`. */
  readonly value: ReactNode;
}

export interface FactListProps extends ComponentPropsWithRef<"dl"> {
  readonly facts: readonly Fact[];
  /** Shown for a fact without a value ("—" by default; say "Not set" in the console). */
  readonly emptyText?: ReactNode;
  /** One label/value pair per row (default) or a grid of two columns from 40rem. */
  readonly layout?: "rows" | "grid";
}

/**
 * The facts of a profile (team, role, e-mail, campaigns) as a description list: every label is
 * a `dt` and every value its `dd`, so assistive technology reads them as pairs.
 */
export function FactList({
  facts,
  emptyText = "—",
  layout = "rows",
  className,
  ...rest
}: FactListProps) {
  return (
    <dl
      {...rest}
      data-slot="fact-list"
      className={clsx(
        "grid gap-x-6 gap-y-3 text-sm",
        layout === "grid" ? "sm:grid-cols-2" : "grid-cols-1",
        className,
      )}
    >
      {facts.map((fact) => (
        <div key={fact.id} data-fact={fact.id} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">
            {fact.label}
          </dt>
          <dd className="min-w-0 break-words text-fg">
            {fact.value === undefined || fact.value === null || fact.value === "" ? (
              <span className="text-fg-muted">{emptyText}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
