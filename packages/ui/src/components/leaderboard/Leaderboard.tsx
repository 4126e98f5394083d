import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";

export interface LeaderboardEntry {
  /** A stable key (the fundraiser's id). */
  readonly key: string;
  /** The fundraiser's name; may be a link to their submissions. */
  readonly name: ReactNode;
  /** A second line under the name (their team). */
  readonly detail?: ReactNode;
  /** The ranking number and any other numbers, already formatted, one per column. */
  readonly values: readonly ReactNode[];
}

export interface LeaderboardProps extends Omit<ComponentPropsWithRef<"table">, "children"> {
  /** The table's caption (its accessible name). */
  readonly caption: ReactNode;
  /** The headers of the rank, the name and each value column. */
  readonly rankHeader: ReactNode;
  readonly nameHeader: ReactNode;
  readonly valueHeaders: readonly ReactNode[];
  /** Best first; the rank is the position. */
  readonly entries: readonly LeaderboardEntry[];
}

/** A ranked table of fundraisers: rank, name (with team), then the numbers, best first. */
export function Leaderboard({
  caption,
  rankHeader,
  nameHeader,
  valueHeaders,
  entries,
  className,
  ...rest
}: LeaderboardProps) {
  return (
    <table
      {...rest}
      data-slot="leaderboard"
      className={clsx("w-full border-collapse text-sm text-fg", className)}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-fg-muted">
          <th scope="col" className="w-10 px-2 py-1.5 text-right font-medium">
            {rankHeader}
          </th>
          <th scope="col" className="px-2 py-1.5 text-left font-medium">
            {nameHeader}
          </th>
          {valueHeaders.map((header, index) => (
            <th key={index} scope="col" className="px-2 py-1.5 text-right font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={entry.key} className="border-b border-line last:border-b-0">
            <td className="px-2 py-1.5 text-right tabular-nums text-fg-muted">{index + 1}</td>
            <th scope="row" className="px-2 py-1.5 text-left font-medium">
              <span className="block">{entry.name}</span>
              {entry.detail === undefined ? null : (
                <span className="block text-xs font-normal text-fg-muted">{entry.detail}</span>
              )}
            </th>
            {entry.values.map((value, column) => (
              <td key={column} className="px-2 py-1.5 text-right tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
