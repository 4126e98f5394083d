import type { ReactNode } from "react";

const TH = "px-3 py-1.5 text-start font-medium";

/**
 * A table of the import's reports (the dry run's problems and duplicates): a captioned table
 * that scrolls sideways inside its own positioned box, so it never widens the page at 400 px.
 */
export function ReportTable({
  slot,
  caption,
  headers,
  children,
}: {
  readonly slot: string;
  readonly caption: ReactNode;
  readonly headers: readonly string[];
  readonly children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-md border border-line">
      <table className="w-full text-sm" data-slot={slot}>
        <caption className="px-3 py-2 text-start font-medium text-fg">{caption}</caption>
        <thead>
          <tr className="border-y border-line bg-surface-muted">
            {headers.map((header) => (
              <th key={header} scope="col" className={TH}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
