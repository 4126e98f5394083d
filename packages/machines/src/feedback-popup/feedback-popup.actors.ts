import { fromPromise } from "xstate";
import type { CanvassClient } from "@canvass/sdk/client";
import type { CreateFeedbackCallResult, FeedbackCreate } from "./feedback-popup.types";

/** `feedbackPopupMachine.provide({ actors: createFeedbackPopupActors(client) })`. */
export function createFeedbackPopupActors(client: CanvassClient) {
  return {
    createFeedback: fromPromise<CreateFeedbackCallResult, FeedbackCreate>(({ input, signal }) =>
      client.call("createFeedback", { body: input, signal }),
    ),
  };
}
