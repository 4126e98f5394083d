import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/Button";

export interface BulkActionsBarProps {
  /** The count text ("3 selected"); shown only: the table's status line announces it. */
  readonly countLabel: string;
  readonly clearLabel: string;
  readonly onClear: () => void;
  /** The caller's buttons for the selected rows. */
  readonly children?: ReactNode;
}

/** Shown in place of the toolbar while rows are selected: the count, the actions, and clear. */
export function BulkActionsBar({ countLabel, clearLabel, onClear, children }: BulkActionsBarProps) {
  return (
    <div data-slot="bulk-actions" className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-flex h-8 items-center rounded-md bg-primary-soft px-2.5 text-sm font-medium text-primary-text"
      >
        {countLabel}
      </span>
      {children}
      <Button variant="ghost" size="sm" icon={<X size={14} />} onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
