import type { ConfirmationRequest, NotificationRequest } from "@canvass/machines";
import { useCallback } from "react";
import { useRuntime } from "../app/runtime-context";

/** Shows a toast: `notify({ title, description, severity: "success" })`. */
export function useNotify(): (notification: NotificationRequest) => void {
  const { notifications } = useRuntime();
  return useCallback(
    (notification) => {
      notifications.send({ type: "notifications.push", notification });
    },
    [notifications],
  );
}

/** Opens the confirmation modal; its `onContinue` runs (and may be async) on continue. */
export function useConfirm(): (confirmation: ConfirmationRequest) => void {
  const { notifications } = useRuntime();
  return useCallback(
    (confirmation) => {
      notifications.send({ type: "confirm.open", confirmation });
    },
    [notifications],
  );
}
