import { Spinner } from "../spinner/Spinner";

export interface LoadingOverlayProps {
  /** Visible text beside the spinner (announced by the table's status line instead). */
  readonly label: string;
}

/** A veil over rows already shown while the next ones load (new sort, new page). */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      aria-hidden="true"
      className="absolute inset-0 z-20 flex items-start justify-center bg-surface/60 pt-20"
    >
      <span className="inline-flex items-center gap-2 rounded-md border border-line bg-surface-raised px-3 py-2 text-sm font-medium text-fg shadow-popover">
        <Spinner size={16} />
        {label}
      </span>
    </div>
  );
}
