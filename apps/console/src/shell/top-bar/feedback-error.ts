/**
 * The sentence shown in the feedback popup when sending failed, from the machine's failure
 * (kind and HTTP status): which message of the `topbar` area, and its values.
 */
import type { FeedbackFailure } from "@canvass/machines";
import type { MessageValues } from "../../i18n/use-t";

export type FeedbackErrorKey =
  | "topbar.feedback.error.network"
  | "topbar.feedback.error.timeout"
  | "topbar.feedback.error.auth"
  | "topbar.feedback.error.invalid"
  | "topbar.feedback.error.http"
  | "topbar.feedback.error.unknown";

export interface FeedbackErrorMessage {
  readonly key: FeedbackErrorKey;
  readonly values?: MessageValues;
}

export function feedbackErrorMessage(failure: FeedbackFailure): FeedbackErrorMessage {
  switch (failure.kind) {
    case "network":
      return { key: "topbar.feedback.error.network" };
    case "timeout":
      return { key: "topbar.feedback.error.timeout" };
    case "auth":
      return { key: "topbar.feedback.error.auth" };
    case "http":
      if (failure.status === 401) return { key: "topbar.feedback.error.auth" };
      if (failure.status === 400 || failure.status === 422) {
        return { key: "topbar.feedback.error.invalid" };
      }
      return failure.status === undefined
        ? { key: "topbar.feedback.error.unknown" }
        : { key: "topbar.feedback.error.http", values: { status: String(failure.status) } };
    case "aborted":
    case "unknown":
      return { key: "topbar.feedback.error.unknown" };
  }
}
