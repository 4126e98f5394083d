import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";

export interface CohortGridRow {
  /** The cohort's key (the sign-up month, "2026-03"). */
  readonly key: string;
  /** The row header, formatted in the operator's locale ("March 2026"). */
  readonly label: ReactNode;
  /** The cohort's size, formatted. */
  readonly size: ReactNode;
  /** Share still active at months since 0, 1, 2 …, fractions 0–1. */
  readonly shares: readonly number[];
}

export interface CohortGridProps extends Omit<ComponentPropsWithRef<"table">, "children"> {
  /** The table's caption (its accessible name). */
  readonly caption: ReactNode;
  /** The first column's header ("Sign-up month") and the size column's ("Sign-ups"). */
  readonly rowHeader: ReactNode;
  readonly sizeHeader: ReactNode;
  /** A months-since column's header ("Month 0", …). */
  readonly monthHeader: (since: number) => ReactNode;
  /** A share as the operator reads it ("87%"), in their locale. */
  readonly formatShare: (share: number) => string;
  readonly rows: readonly CohortGridRow[];
}

/**
 * The attrition cohort as a table: one row per sign-up month, one column per month since, each
 * cell the share still active, shaded by that share (the number is always written, so the
 * shade is never the only cue). Empty cells are months that have not ended yet.
 */
export function CohortGrid({
  caption,
  rowHeader,
  sizeHeader,
  monthHeader,
  formatShare,
  rows,
  className,
  ...rest
}: CohortGridProps) {
  const months = rows.reduce((max, row) => Math.max(max, row.shares.length), 0);
  return (
    <div className="overflow-x-auto">
      <table
        {...rest}
        data-slot="cohort-grid"
        className={clsx("border-collapse text-sm tabular-nums text-fg", className)}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium text-fg-muted">
              {rowHeader}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium text-fg-muted">
              {sizeHeader}
            </th>
            {Array.from({ length: months }, (_, since) => (
              <th
                key={since}
                scope="col"
                className="px-2 py-1 text-right font-medium text-fg-muted"
              >
                {monthHeader(since)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-medium">
                {row.label}
              </th>
              <td className="px-2 py-1 text-right">{row.size}</td>
              {Array.from({ length: months }, (_, since) => {
                const share = row.shares[since];
                return (
                  <td key={since} data-share={share} className="relative px-2 py-1 text-right">
                    {share === undefined ? null : (
                      <>
                        <span
                          aria-hidden="true"
                          className="absolute inset-0.5 rounded bg-primary"
                          style={{ opacity: 0.1 + 0.5 * Math.min(1, Math.max(0, share)) }}
                        />
                        <span className="relative">{formatShare(share)}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
