import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export interface DialogErrorProps {
  readonly children: ReactNode;
}

/** Why the dialog's action failed, announced as an alert above its buttons. */
export function DialogError({ children }: DialogErrorProps) {
  return (
    <div
      role="alert"
      data-slot="dialog-error"
      className="mt-4 flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-text"
    >
      <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
