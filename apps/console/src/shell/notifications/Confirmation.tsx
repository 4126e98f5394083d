import { selectConfirmation } from "@canvass/machines";
import { ConfirmModal, confirmModalProps } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";

/** The confirmation modal (title, text, optional cancel, continue with a saving state). */
export default function Confirmation() {
  const t = useT();
  const { notifications } = useRuntime();
  const view = useSelector(notifications, selectConfirmation);
  return (
    <ConfirmModal
      {...confirmModalProps(view)}
      labels={{ cancel: t("confirm.cancel"), continue: t("confirm.continue") }}
      onContinue={() => {
        notifications.send({ type: "confirm.continue" });
      }}
      onCancel={() => {
        notifications.send({ type: "confirm.cancel" });
      }}
    />
  );
}
