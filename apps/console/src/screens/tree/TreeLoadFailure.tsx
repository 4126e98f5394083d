import { isNetworkError, isTimeoutError, type ClientError } from "@canvass/sdk/client";
import { Button } from "@canvass/ui";
import { CircleAlert } from "lucide-react";
import { useT } from "../../i18n/use-t";

/**
 * The hierarchy could not be loaded: why (unreachable, or the server's refusal) and a retry.
 * An alert, so it is announced; a tree already shown stays under it.
 */
export function TreeLoadFailure({
  error,
  onRetry,
}: {
  readonly error: ClientError;
  readonly onRetry: () => void;
}) {
  const t = useT();
  const unreachable = isNetworkError(error) || isTimeoutError(error);
  return (
    <div
      role="alert"
      data-slot="tree-load-failure"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-danger-text"
    >
      <CircleAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{t("tree.loadFailed.title")}</p>
        <p className="text-sm">
          {unreachable ? t("tree.loadFailed.unreachable") : t("tree.loadFailed.body")}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("tree.retry")}
      </Button>
    </div>
  );
}
