import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Spinner } from "../spinner/Spinner";

/** One change of a field, as the console words it. */
export interface HistoryChangeView {
  readonly field: string;
  readonly from?: ReactNode;
  readonly to?: ReactNode;
}

/** One entry of an entity's history, already worded by the console. */
export interface HistoryEntryView {
  readonly id: string;
  /** When, formatted for the reader ("21 Nov 2026, 09:30"). */
  readonly when: ReactNode;
  /** The machine-readable time, for `<time dateTime>`. */
  readonly dateTime: string;
  /** Who made the change (a name, or a link to their profile). */
  readonly author: ReactNode;
  /** What was done ("Updated", "Moved", "Deactivated"). */
  readonly action: ReactNode;
  readonly changes: readonly HistoryChangeView[];
  /** Why the change was made, already worded ("Reason: wrong city"), when the author gave one. */
  readonly reason?: ReactNode;
}

export interface HistoryListLabels {
  readonly empty: string;
  readonly loading: string;
  readonly error: string;
  readonly retry: string;
  /** Between the old and the new value: read as "from … to …". */
  readonly changedTo: string;
}

const DEFAULT_LABELS: HistoryListLabels = {
  empty: "No changes recorded yet.",
  loading: "Loading history…",
  error: "The history could not be loaded.",
  retry: "Try again",
  changedTo: "to",
};

export interface HistoryListProps extends Omit<ComponentPropsWithRef<"div">, "children"> {
  readonly entries: readonly HistoryEntryView[];
  readonly loading?: boolean;
  readonly error?: boolean;
  readonly onRetry?: () => void;
  readonly labels?: Partial<HistoryListLabels>;
}

function ChangeLine({ change, to }: { change: HistoryChangeView; to: string }) {
  return (
    <li className="flex flex-wrap gap-x-1.5 text-fg-muted">
      <span className="font-medium text-fg">{change.field}</span>
      {change.from === undefined ? null : <span className="line-through">{change.from}</span>}
      {change.from === undefined || change.to === undefined ? null : (
        <span className="sr-only">{to}</span>
      )}
      {change.to === undefined ? null : (
        <>
          <span aria-hidden="true">→</span>
          <span className="text-fg">{change.to}</span>
        </>
      )}
    </li>
  );
}

/**
 * The last changes of a user, team or campaign, newest first, as an ordered list: who did what
 * and when, with each changed field's old and new value.
 */
export function HistoryList({
  entries,
  loading = false,
  error = false,
  onRetry,
  labels: labelOverrides,
  className,
  ...rest
}: HistoryListProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  if (error) {
    return (
      <div {...rest} role="alert" className={clsx("flex items-center gap-3 text-sm", className)}>
        <span className="text-danger-text">{labels.error}</span>
        {onRetry === undefined ? null : (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md px-2 py-1 font-medium text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {labels.retry}
          </button>
        )}
      </div>
    );
  }
  if (loading && entries.length === 0) {
    return (
      <div
        {...rest}
        role="status"
        className={clsx("flex items-center gap-2 text-sm text-fg-muted", className)}
      >
        <Spinner />
        <span>{labels.loading}</span>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <p {...rest} className={clsx("text-sm text-fg-muted", className)}>
        {labels.empty}
      </p>
    );
  }
  return (
    <div {...rest} data-slot="history-list" aria-busy={loading} className={className}>
      <ol className="flex flex-col">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="relative border-l border-line pb-4 pl-5 text-sm last:pb-0 before:absolute before:top-1.5 before:-left-[5px] before:size-2.5 before:rounded-full before:border-2 before:border-surface before:bg-primary"
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-fg">{entry.action}</span>
              <span className="text-fg-muted">{entry.author}</span>
              <time dateTime={entry.dateTime} className="text-xs text-fg-muted tabular-nums">
                {entry.when}
              </time>
            </div>
            {entry.changes.length === 0 ? null : (
              <ul className="mt-1 flex flex-col gap-0.5">
                {entry.changes.map((change) => (
                  <ChangeLine key={change.field} change={change} to={labels.changedTo} />
                ))}
              </ul>
            )}
            {entry.reason === undefined ? null : (
              <p data-slot="history-reason" className="mt-1 text-fg-muted italic">
                {entry.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
