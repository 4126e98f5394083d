import type { CanvassErrorKind, Result } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";

export type FeedbackCreate = Schema<"FeedbackCreate">;
export type Feedback = Schema<"Feedback">;

/** The longest text the contract accepts (`FeedbackCreate.text`, 1 to 5000 characters). */
export const FEEDBACK_MAX_LENGTH = 5000;

/** Feedback can be sent when its trimmed text has 1 to `FEEDBACK_MAX_LENGTH` characters. */
export function canSendFeedback(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length <= FEEDBACK_MAX_LENGTH;
}

/** Why sending failed (no auth-error reason here: the console words it from kind and status). */
export interface FeedbackFailure {
  readonly kind: CanvassErrorKind | "unknown";
  readonly status: number | undefined;
  readonly message: string;
}

export interface FeedbackPopupContext {
  /** The draft, kept while the popup is closed until it is sent. */
  text: string;
  /** The console page it is sent from (`FeedbackCreate.url`). */
  url: string | undefined;
  failure: FeedbackFailure | null;
}

export interface FeedbackPopupInput {
  url?: string;
}

export type FeedbackPopupEvent =
  /** Opens the popup; `url` is the page the user is on. */
  | { type: "feedback.open"; url?: string }
  | { type: "feedback.change"; text: string }
  | { type: "feedback.submit" }
  | { type: "feedback.close" };

/** What the injected `createFeedback` actor resolves with (`client.call("createFeedback")`). */
export type CreateFeedbackCallResult = Result<Feedback>;
