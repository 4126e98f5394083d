import type { FeedbackFailure } from "@canvass/machines";
import { describe, expect, it } from "vitest";
import { messages } from "../../i18n/messages/topbar/en-CA";
import { feedbackErrorMessage } from "./feedback-error";

const failure = (kind: FeedbackFailure["kind"], status?: number): FeedbackFailure => ({
  kind,
  status,
  message: "boom",
});

describe("feedbackErrorMessage", () => {
  it.each([
    [failure("network"), "topbar.feedback.error.network"],
    [failure("timeout"), "topbar.feedback.error.timeout"],
    [failure("auth"), "topbar.feedback.error.auth"],
    [failure("http", 401), "topbar.feedback.error.auth"],
    [failure("http", 422), "topbar.feedback.error.invalid"],
    [failure("http", 400), "topbar.feedback.error.invalid"],
    [failure("http", 503), "topbar.feedback.error.http"],
    [failure("http"), "topbar.feedback.error.unknown"],
    [failure("aborted"), "topbar.feedback.error.unknown"],
    [failure("unknown"), "topbar.feedback.error.unknown"],
  ] as const)("%o → %s", (input, key) => {
    expect(feedbackErrorMessage(input).key).toBe(key);
  });

  it("names the status of any other HTTP failure", () => {
    expect(feedbackErrorMessage(failure("http", 503)).values).toEqual({ status: "503" });
  });

  it("only answers with keys the topbar messages define", () => {
    const kinds = ["network", "timeout", "auth", "http", "aborted", "unknown"] as const;
    for (const kind of kinds) {
      for (const status of [undefined, 401, 422, 500]) {
        const { key } = feedbackErrorMessage(failure(kind, status));
        expect(messages[key], key).toBeDefined();
      }
    }
  });
});
