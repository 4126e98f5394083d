import { selectConfirmation, selectToasts } from "@canvass/machines";
import { ConfirmModal, Toaster, confirmModalProps } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useRuntime } from "../app/runtime-context";
import { useT } from "../i18n/use-t";

/**
 * The toasts and the confirmation modal, driven by the notifications machine (which dismisses
 * each toast after 8 s itself, so the Toaster's own timer is off). Anything in the console opens
 * them with `useNotify()` / `useConfirm()`.
 */
export function Notifications() {
  const t = useT();
  const { notifications } = useRuntime();
  const toasts = useSelector(notifications, selectToasts);
  const confirmation = useSelector(notifications, selectConfirmation);
  return (
    <>
      <Toaster
        toasts={toasts}
        duration={Infinity}
        onDismiss={(id) => notifications.send({ type: "notifications.dismiss", id })}
        labels={{
          // `{hotkey}` is filled by the toast region itself.
          region: t("toast.region", { hotkey: "{hotkey}" }),
          announcement: t("toast.announcement"),
          close: t("toast.close"),
        }}
      />
      <ConfirmModal
        {...confirmModalProps(confirmation)}
        labels={{ cancel: t("confirm.cancel"), continue: t("confirm.continue") }}
        onContinue={() => notifications.send({ type: "confirm.continue" })}
        onCancel={() => notifications.send({ type: "confirm.cancel" })}
      />
    </>
  );
}
