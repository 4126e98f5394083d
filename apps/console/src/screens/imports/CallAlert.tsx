import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { failureText } from "./import-words";

/** The last failed call or unreadable file, next to the step it stopped. */
export function CallAlert({ error }: { readonly error: unknown }) {
  const t = useT();
  if (error === null || error === undefined) return null;
  return (
    <p
      role="alert"
      data-slot="import-failure"
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
    >
      <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      {failureText(t, error)}
    </p>
  );
}
