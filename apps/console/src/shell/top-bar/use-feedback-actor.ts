import { createFeedbackPopupActors, feedbackPopupMachine } from "@canvass/machines";
import { useActorRef } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useNotify } from "../use-notify";

export type FeedbackActor = ActorRefFrom<typeof feedbackPopupMachine>;

/**
 * The feedback popup's actor: it sends through the SDK (`POST /feedback`) and, on success,
 * raises the thanks toast (spec §2). The draft lives in the actor, so it survives closing.
 */
export function useFeedbackActor(): FeedbackActor {
  const t = useT();
  const notify = useNotify();
  const { services, config } = useRuntime();
  const actors = useMemo(() => createFeedbackPopupActors(services.client), [services.client]);
  const machine = feedbackPopupMachine.provide({
    actors,
    actions: {
      showThanks: () => {
        notify({
          severity: "success",
          title: t("topbar.feedback.thanksTitle"),
          description: t("topbar.feedback.thanksDescription", { product: config.name }),
        });
      },
    },
  });
  return useActorRef(machine, { input: {} });
}

/**
 * Opens the popup for the page at `url`. After a sent message the machine waits in `thanked`
 * (the popup is already gone): it is closed first, so it opens again with an empty draft.
 */
export function openFeedback(actor: FeedbackActor, url: string): void {
  if (actor.getSnapshot().matches("thanked")) actor.send({ type: "feedback.close" });
  actor.send({ type: "feedback.open", url });
}
