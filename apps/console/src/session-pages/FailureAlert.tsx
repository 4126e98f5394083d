import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { failureMessage, type FailureFacts } from "./sign-in-failure";

/** The text of a failure: the server's reason as is, or the translated wording of its kind. */
export function useFailureText(): (failure: FailureFacts) => string {
  const t = useT();
  return (failure) => {
    const message = failureMessage(failure);
    return message.kind === "reason" ? message.text : t(message.key);
  };
}

/** A failure of the whole form (not of one field), announced as it appears. */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      data-slot="sign-in-failure"
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
    >
      <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="min-w-0 wrap-anywhere">{children}</div>
    </div>
  );
}
