import { AuthError, HttpError, NetworkError, TimeoutError } from "@canvass/sdk/client";
import { describe, expect, it } from "vitest";
import { messages } from "../i18n/messages/session/en-CA";
import { failureFactsOf, failureMessage, type FailureFacts } from "./sign-in-failure";

const facts = (partial: Partial<FailureFacts>): FailureFacts => ({
  kind: "unknown",
  status: undefined,
  reason: undefined,
  ...partial,
});

describe("failureMessage", () => {
  it("shows the server's reason as is", () => {
    expect(
      failureMessage(facts({ kind: "auth", status: 401, reason: "Account inactive" })),
    ).toEqual({ kind: "reason", text: "Account inactive" });
    expect(failureMessage(facts({ kind: "auth", status: 401, reason: "  Invalid code " }))).toEqual(
      {
        kind: "reason",
        text: "Invalid code",
      },
    );
  });

  it("words a failure without a reason by its kind", () => {
    const key = (partial: Partial<FailureFacts>) => {
      const message = failureMessage(facts(partial));
      return message.kind === "key" ? message.key : message.text;
    };
    expect(key({ kind: "network" })).toBe("session.failure.network");
    expect(key({ kind: "timeout" })).toBe("session.failure.timeout");
    expect(key({ kind: "http", status: 429 })).toBe("session.failure.throttled");
    expect(key({ kind: "auth", status: 401, reason: "" })).toBe("session.failure.refused");
    expect(key({ kind: "http", status: 500 })).toBe("session.failure.other");
    expect(key({ kind: "aborted" })).toBe("session.failure.other");
    expect(key({ kind: "unknown" })).toBe("session.failure.other");
  });

  it("uses only keys the session messages have", () => {
    for (const partial of [
      { kind: "network" },
      { kind: "timeout" },
      { kind: "http", status: 429 },
      { kind: "auth" },
      { kind: "http", status: 503 },
    ] as const) {
      const message = failureMessage(facts(partial));
      if (message.kind === "key") expect(messages[message.key]).toBeTypeOf("string");
    }
  });
});

describe("failureFactsOf", () => {
  it("reads the SDK's errors", () => {
    expect(failureFactsOf(new AuthError(401, "Invalid code", undefined))).toEqual({
      kind: "auth",
      status: 401,
      reason: "Invalid code",
    });
    const problem = { type: "about:blank", title: "Too many", status: 429 };
    expect(failureFactsOf(new HttpError(429, problem))).toEqual({
      kind: "http",
      status: 429,
      reason: undefined,
    });
    expect(failureFactsOf(new NetworkError("down")).kind).toBe("network");
    expect(failureFactsOf(new TimeoutError("slow")).kind).toBe("timeout");
    expect(failureFactsOf(new Error("boom")).kind).toBe("unknown");
  });
});
