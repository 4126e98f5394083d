import { selectConfirmation, selectToasts } from "@canvass/machines";
import { useSelector } from "@xstate/react";
import { Suspense, lazy, useState } from "react";
import { useRuntime } from "../app/runtime-context";

/**
 * The toasts and the confirmation modal, driven by the notifications machine. Their code (Radix
 * toast and dialog) loads the first time one is needed, not with the first page: most page
 * loads never show either, and the initial bundle stays within its budget.
 */
const Toasts = lazy(() => import("./notifications/Toasts"));
const Confirmation = lazy(() => import("./notifications/Confirmation"));

/** True from the first time `needed` was true (kept mounted, so closing can animate). */
function useOnceNeeded(needed: boolean): boolean {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  return wasNeeded || needed;
}

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
