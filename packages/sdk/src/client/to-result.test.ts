import { describe, expect, it } from "vitest";
import { getOperation } from "../contract/operations";
import { CACHE_STATUS_HEADER } from "../middleware/cache";
import {
  isAbortedError,
  isAuthError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  TimeoutError,
} from "./errors";
import { failureFromThrown, resultFromResponse, toProblem } from "./to-result";

const problem = { type: "about:blank", title: "Bad credentials", status: 401 };

describe("resultFromResponse", () => {
  it("makes a success of a 2xx, stale only when the cache says so", () => {
    const op = getOperation("getPlayer");
    expect(
      resultFromResponse(op, { data: { ID: "a" }, response: new Response(null, { status: 200 }) }),
    ).toEqual({
      ok: true,
      data: { ID: "a" },
    });
    const stale = new Response(null, { status: 200, headers: { [CACHE_STATUS_HEADER]: "stale" } });
    expect(resultFromResponse(op, { data: 1, response: stale })).toEqual({
      ok: true,
      data: 1,
      stale: true,
    });
  });

  it("makes an AuthError with the X-Auth-Error reason of a refused sign-in or 2FA", () => {
    for (const id of ["signIn", "verifyTwoFactor"] as const) {
      const response = new Response(null, {
        status: 401,
        headers: { "X-Auth-Error": "Wrong password" },
      });
      const result = resultFromResponse(getOperation(id), { error: problem, response });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(isAuthError(result.error)).toBe(true);
      expect(result.error).toMatchObject({
        kind: "auth",
        status: 401,
        reason: "Wrong password",
        problem,
      });
    }
  });

  it("makes an HttpError (not auth) of a 401 elsewhere, with the problem body", () => {
    const result = resultFromResponse(getOperation("getPlayer"), {
      error: problem,
      response: new Response(null, { status: 401, headers: { "X-Auth-Error": "x" } }),
    });
    expect(!result.ok && isHttpError(result.error)).toBe(true);
    expect(result).toMatchObject({ ok: false, error: { kind: "http", status: 401, problem } });
  });

  it("keeps the problem undefined when the body is not one", () => {
    expect(toProblem("Internal error")).toBeUndefined();
    expect(toProblem({ title: "x" })).toBeUndefined();
    expect(toProblem(problem)).toEqual(problem);
  });
});

describe("failureFromThrown", () => {
  const op = getOperation("listPlayers");

  it("maps timeouts, caller aborts and everything else", () => {
    expect(
      isTimeoutError(failureFromThrown(op, new TimeoutError("t", "listPlayers", 5)).error),
    ).toBe(true);
    const domTimeout = new DOMException("timed out", "TimeoutError");
    expect(isTimeoutError(failureFromThrown(op, domTimeout).error)).toBe(true);
    const abort = new DOMException("aborted", "AbortError");
    expect(isAbortedError(failureFromThrown(op, abort, AbortSignal.abort()).error)).toBe(true);
    const refused = failureFromThrown(op, new TypeError("fetch failed"));
    expect(isNetworkError(refused.error)).toBe(true);
    expect(refused.error).toMatchObject({ operationId: "listPlayers", message: "fetch failed" });
  });
});
