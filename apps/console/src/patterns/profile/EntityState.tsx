import { isHttpError, type ClientError } from "@canvass/sdk/client";
import { Button, EmptyState, LoadingAnimation } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../page/PageFrame";

/**
 * What a profile or edit page shows before its entity is there: a loading view, "not found"
 * (a 404 also means "not yours to see": the server hides what is out of scope), or a failure with
 * a retry.
 */
export function EntityState({
  error,
  onRetry,
}: {
  readonly error: ClientError | undefined;
  readonly onRetry: () => void;
}) {
  const t = useT();
  if (error === undefined) {
    return (
      <PageFrame>
        <LoadingAnimation fill showLabel label={t("table.loading")} />
      </PageFrame>
    );
  }
  const notFound = isHttpError(error) && (error.status === 404 || error.status === 403);
  return (
    <PageFrame>
      <EmptyState
        title={notFound ? t("profile.notFound") : t("profile.loadFailed")}
        {...(notFound
          ? {}
          : {
              action: (
                <Button variant="secondary" onClick={onRetry}>
                  {t("form.retry")}
                </Button>
              ),
            })}
      />
    </PageFrame>
  );
}
