import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";

/** One changed field: what it was and what it becomes (texts as the editor shows them). */
export interface ChangeReviewRow {
  readonly field: string;
  /** The field's label; the field name when left out. */
  readonly label?: string | undefined;
  readonly from: string;
  readonly to: string;
  /** On a conflict: the value stored now (someone else's change). */
  readonly stored?: string | undefined;
}

export interface ChangeReviewLabels {
  readonly caption: string;
  readonly field: string;
  readonly from: string;
  readonly to: string;
  readonly stored: string;
  /** Shown for an empty value. */
  readonly empty: string;
}

export const DEFAULT_CHANGE_REVIEW_LABELS: ChangeReviewLabels = {
  caption: "Changes",
  field: "Field",
  from: "Before",
  to: "After",
  stored: "Stored now",
  empty: "(empty)",
};

export interface ChangeReviewProps {
  readonly rows: readonly ChangeReviewRow[];
  readonly labels?: Partial<ChangeReviewLabels> | undefined;
  readonly className?: string | undefined;
}

const CELL = "px-3 py-2 text-left align-top";

/**
 * The review of a change request: a table of field, old value → new value, and on a conflict the
 * value stored meanwhile (highlighted), so nothing is overwritten without being seen.
 */
export function ChangeReview({ rows, labels: labelOverrides, className }: ChangeReviewProps) {
  const labels = { ...DEFAULT_CHANGE_REVIEW_LABELS, ...labelOverrides };
  const showStored = rows.some((row) => row.stored !== undefined);
  const text = (value: string) =>
    value === "" ? <span className="text-fg-muted italic">{labels.empty}</span> : value;
  return (
    <div
      data-slot="change-review"
      data-state={showStored ? "conflict" : "review"}
      className={clsx("overflow-x-auto rounded-lg border border-line", className)}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <thead className="bg-surface-muted text-xs text-fg-muted uppercase">
          <tr>
            <th scope="col" className={CELL}>
              {labels.field}
            </th>
            <th scope="col" className={CELL}>
              {labels.from}
            </th>
            <th scope="col" className="w-6 px-0 py-2">
              <span className="sr-only">→</span>
            </th>
            <th scope="col" className={CELL}>
              {labels.to}
            </th>
            {showStored ? (
              <th scope="col" className={CELL}>
                {labels.stored}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} data-slot="change-review-row" className="border-t border-line">
              <th scope="row" className={clsx(CELL, "font-medium")}>
                {row.label ?? row.field}
              </th>
              <td className={clsx(CELL, "text-fg-muted line-through decoration-fg-muted/50")}>
                {text(row.from)}
              </td>
              <td className="px-0 py-2 text-fg-muted" aria-hidden="true">
                <ArrowRight size={14} />
              </td>
              <td className={clsx(CELL, "font-medium text-fg")}>{text(row.to)}</td>
              {showStored ? (
                <td
                  data-slot="change-review-stored"
                  className={clsx(
                    CELL,
                    row.stored === undefined ? "" : "bg-warning-soft font-medium text-warning-text",
                  )}
                >
                  {row.stored === undefined ? null : text(row.stored)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
