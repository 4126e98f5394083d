import { describe, expect, it } from "vitest";
import {
  AbortedError,
  AuthError,
  HttpError,
  NetworkError,
  TimeoutError,
  errorFacts,
  isAbortedError,
  isAuthError,
  isCanvassError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  isTimeoutReason,
} from "./errors";

describe("error classes and guards", () => {
  const errors = {
    network: new NetworkError("refused", "listPlayers"),
    timeout: new TimeoutError("slow", "listPlayers", 30000),
    aborted: new AbortedError("cancelled"),
    http: new HttpError(404, { type: "about:blank", title: "Not Found", status: 404 }),
    auth: new AuthError(401, "Wrong password", undefined, "signIn"),
  };
  const guards = {
    network: isNetworkError,
    timeout: isTimeoutError,
    aborted: isAbortedError,
    http: isHttpError,
    auth: isAuthError,
  };

  it("each guard accepts exactly its own kind", () => {
    for (const [kind, guard] of Object.entries(guards)) {
      for (const [other, error] of Object.entries(errors)) {
        expect(guard(error), `${kind} guard on ${other}`).toBe(kind === other);
      }
    }
  });

  it("are Errors with a kind, a name and useful messages", () => {
    expect(errors.http).toBeInstanceOf(Error);
    expect(errors.http.message).toBe("Not Found");
    expect(errors.auth.message).toBe("Wrong password");
    expect(new HttpError(502, undefined).message).toBe("HTTP 502");
    expect(errors.timeout).toMatchObject({
      kind: "timeout",
      name: "TimeoutError",
      timeoutMs: 30000,
    });
  });

  it("guards reject foreign values", () => {
    for (const value of [new Error("x"), null, "network", { kind: "network" }]) {
      expect(isCanvassError(value)).toBe(false);
      expect(isNetworkError(value)).toBe(false);
    }
  });

  it("recognises a timeout abort reason", () => {
    expect(isTimeoutReason(new DOMException("t", "TimeoutError"))).toBe(true);
    expect(isTimeoutReason(new DOMException("a", "AbortError"))).toBe(false);
    expect(isTimeoutReason(errors.timeout)).toBe(true);
  });
});

describe("errorFacts", () => {
  it("reads the kind, status, reason and message of the SDK's errors", () => {
    expect(errorFacts(new AuthError(401, "Invalid code", undefined))).toMatchObject({
      kind: "auth",
      status: 401,
      reason: "Invalid code",
    });
    const problem = { type: "about:blank", title: "Too many", status: 429 };
    expect(errorFacts(new HttpError(429, problem))).toMatchObject({
      kind: "http",
      status: 429,
      reason: undefined,
    });
    expect(errorFacts(new NetworkError("down"))).toMatchObject({
      kind: "network",
      status: undefined,
    });
    expect(errorFacts(new TimeoutError("slow")).kind).toBe("timeout");
  });

  it("calls anything else unknown, keeping its message", () => {
    expect(errorFacts(new Error("boom"))).toEqual({
      kind: "unknown",
      status: undefined,
      reason: undefined,
      message: "boom",
    });
    expect(errorFacts("plain").message).toBe("plain");
  });
});
