import { FeedbackPopup } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useT } from "../../i18n/use-t";
import { feedbackErrorMessage } from "./feedback-error";
import { feedbackPopupLabels } from "./top-bar-labels";
import type { FeedbackActor } from "./use-feedback-actor";

/**
 * The feedback popup drawn from its actor: open while editing, sending or after a failure (the
 * reason shown in the popup as an alert); closed once sent, when the thanks toast takes over.
 */
export function ShellFeedbackPopup({ actor }: { actor: FeedbackActor }) {
  const t = useT();
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches("sending")
      ? "sending"
      : snapshot.matches("editing") || snapshot.matches("failed")
        ? "open"
        : "closed",
  );
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const error = failure === null ? null : feedbackErrorMessage(failure);
  return (
    <FeedbackPopup
      open={state !== "closed"}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: "feedback.close" });
      }}
      text={text}
      onTextChange={(next) => {
        actor.send({ type: "feedback.change", text: next });
      }}
      onSubmit={() => {
        actor.send({ type: "feedback.submit" });
      }}
      sending={state === "sending"}
      error={error === null ? undefined : t(error.key, error.values)}
      labels={feedbackPopupLabels(t)}
    />
  );
}
