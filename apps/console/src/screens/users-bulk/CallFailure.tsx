import type { ClientError } from "@canvass/sdk/client";
import { Button } from "@canvass/ui";
import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { failureText } from "./bulk-words";

/**
 * A failed call, announced, with a Retry: everything on the screen stays as it was, so trying
 * again sends the same rows.
 */
export function CallFailure({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  readonly title: string;
  readonly error: ClientError;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-slot="bulk-call-failure"
      className="flex flex-wrap items-start gap-3 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
    >
      <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p>
          {failureText(t, error)} {t("bulk.failure.kept")}
        </p>
      </div>
      <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
        {t("bulk.retry")}
      </Button>
    </div>
  );
}
