import { selectToasts } from "@canvass/machines";
import { Toaster } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";

/**
 * The toasts on screen. The notifications machine dismisses each after 8 s itself (checked
 * every 8 s, spec §9), so the Toaster's own timer is off.
 */
export default function Toasts() {
  const t = useT();
  const { notifications } = useRuntime();
  const toasts = useSelector(notifications, selectToasts);
  return (
    <Toaster
      toasts={toasts}
      duration={Infinity}
      onDismiss={(id) => {
        notifications.send({ type: "notifications.dismiss", id });
      }}
      labels={{
        // `{hotkey}` is filled by the toast region itself.
        region: t("toast.region", { hotkey: "{hotkey}" }),
        announcement: t("toast.announcement"),
        close: t("toast.close"),
      }}
    />
  );
}
