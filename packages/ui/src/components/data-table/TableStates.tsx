import { clsx } from "clsx";
import { AlertTriangle, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/Button";

export interface StateRowProps {
  /** Columns to span. */
  readonly colSpan: number;
  readonly children: ReactNode;
}

/** One body row spanning every column, holding a message in place of the rows. */
export function StateRow({ colSpan, children }: StateRowProps) {
  return (
    <tr data-slot="state-row">
      <td colSpan={colSpan} className="px-6 py-14 text-center">
        {children}
      </td>
    </tr>
  );
}

export interface EmptyMessageProps {
  readonly title: string;
  readonly description: string;
  /** A call to action under the text (clear filters, create one). */
  readonly action?: ReactNode;
}

/** The empty state: no rows to show. */
export function EmptyMessage({ title, description, action }: EmptyMessageProps) {
  return (
    <div data-slot="empty" className="mx-auto flex max-w-sm flex-col items-center gap-2">
      <span className="mb-1 inline-flex size-10 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
        <SearchX aria-hidden="true" size={20} />
      </span>
      <p className="text-sm font-semibold text-fg">{title}</p>
      <p className="text-sm text-fg-muted">{description}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export interface ErrorMessageProps {
  readonly title: string;
  readonly description: string;
  readonly retryLabel: string;
  /** Shows the retry button. */
  readonly onRetry?: (() => void) | undefined;
}

/** The error state: the rows could not be loaded; an alert, with a retry button if given. */
export function ErrorMessage({ title, description, retryLabel, onRetry }: ErrorMessageProps) {
  return (
    <div data-slot="error" className="mx-auto flex max-w-sm flex-col items-center gap-2">
      <span className="mb-1 inline-flex size-10 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <AlertTriangle aria-hidden="true" size={20} />
      </span>
      <div role="alert" className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-fg">{title}</p>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export interface SkeletonRowsProps {
  /** Cell alignment per visible column (`end` for numbers). */
  readonly columns: readonly ("start" | "end" | "checkbox")[];
  readonly rowCount: number;
  readonly rowHeight: number;
}

const BAR_WIDTHS = ["w-3/4", "w-1/2", "w-2/3", "w-2/5"] as const;

/** Placeholder rows of grey bars while the first page loads; hidden from assistive technology. */
export function SkeletonRows({ columns, rowCount, rowHeight }: SkeletonRowsProps) {
  return Array.from({ length: rowCount }, (_, rowIndex) => (
    <tr key={rowIndex} aria-hidden="true" data-slot="skeleton-row" style={{ height: rowHeight }}>
      {columns.map((kind, columnIndex) => (
        <td
          key={columnIndex}
          className={clsx("border-b border-line", kind === "checkbox" ? "px-0" : "px-3")}
        >
          <div
            className={clsx(
              "rounded-sm bg-surface-muted motion-safe:animate-pulse",
              kind === "checkbox"
                ? "mx-auto size-4"
                : ["h-3", BAR_WIDTHS[(rowIndex + columnIndex) % BAR_WIDTHS.length]],
              kind === "end" && "ml-auto",
            )}
          />
        </td>
      ))}
    </tr>
  ));
}
