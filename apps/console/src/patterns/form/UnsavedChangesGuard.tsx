import { ConfirmModal } from "@canvass/ui";
import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { useT } from "../../i18n/use-t";

/**
 * Asks before leaving a page with unsaved changes: in-app navigation shows a confirmation (stay
 * or leave), and closing or reloading the tab triggers the browser's own prompt.
 */
export function UnsavedChangesGuard({
  form,
}: {
  readonly form: { readonly dirty: boolean; readonly blocksLeaving: () => boolean };
}) {
  const t = useT();
  const { dirty, blocksLeaving } = form;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      blocksLeaving() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
    };
  }, [dirty]);
  return (
    <ConfirmModal
      open={blocker.state === "blocked"}
      severity="warning"
      title={t("form.unsavedTitle")}
      description={t("form.unsavedBody")}
      continueText={t("form.unsavedLeave")}
      cancelText={t("form.unsavedStay")}
      onContinue={() => {
        blocker.proceed?.();
      }}
      onCancel={() => {
        blocker.reset?.();
      }}
    />
  );
}
