import { selectConfirmation, selectToasts } from "@canvass/machines";
import { useSelector } from "@xstate/react";
import { Suspense, lazy } from "react";
import { useRuntime } from "../app/runtime-context";
import { useOnceNeeded } from "./use-once-needed";

/**
 * The toasts and the confirmation modal, driven by the notifications machine. Their code (Radix
 * toast and dialog) loads the first time one is needed, not with the first page: most page
 * loads never show either, and the initial bundle stays within its budget.
 */
const Toasts = lazy(() => import("./notifications/Toasts"));
const Confirmation = lazy(() => import("./notifications/Confirmation"));

export function Notifications() {
  const { notifications } = useRuntime();
  const hasToasts = useSelector(notifications, (s) => selectToasts(s).length > 0);
  const confirming = useSelector(notifications, (s) => selectConfirmation(s) !== null);
  const showToasts = useOnceNeeded(hasToasts);
  const showConfirmation = useOnceNeeded(confirming);
  return (
    <Suspense fallback={null}>
      {showToasts && <Toasts />}
      {showConfirmation && <Confirmation />}
    </Suspense>
  );
}
