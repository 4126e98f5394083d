import type { RetryPolicy } from "../contract/operation-descriptor";
import type { Sleep } from "./sleep";

/** The fetch shape openapi-fetch calls. */
export type FetchFn = (request: Request) => Promise<Response>;

/** Called before each retry with its number (1-based), the wait and the status that caused it. */
export type RetryObserver = (retry: { attempt: number; delayMs: number; status: number }) => void;

/** True when a status matches a class of the policy, e.g. 503 matches `5XX`, 429 matches `429`. */
export function matchesStatusClass(status: number, classes: readonly string[]): boolean {
  const text = String(status);
  const matches = (pattern: string): boolean => {
    if (pattern.length !== text.length) return false;
    for (let i = 0; i < pattern.length; i += 1) {
      const ch = pattern.charAt(i).toUpperCase();
      if (ch !== "X" && ch !== text.charAt(i)) return false;
    }
    return true;
  };
  return classes.some(matches);
}

/** The wait before retry n (1-based): `delayMs × n` for a linear policy. */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return policy.delayMs * attempt;
}

/**
 * Wraps a fetch with the contract's retry policy (`x-retry`). Retry lives here, not in middleware:
 * each attempt sends a fresh `Request` (cloned before the first send, so the body can be sent again),
 * waits through the injected `sleep`, which aborts with the request's signal, and only statuses of
 * the policy's classes are retried. Network errors are not retried. The last answer is returned.
 */
export function createRetryFetch(
  fetchFn: FetchFn,
  policy: RetryPolicy,
  sleepFn: Sleep,
  onRetry?: RetryObserver,
): FetchFn {
  return async (request) => {
    const template = request.clone();
    let response = await fetchFn(request);
    for (let attempt = 1; attempt <= policy.retries; attempt += 1) {
      if (!matchesStatusClass(response.status, policy.on)) return response;
      const delayMs = retryDelay(policy, attempt);
      onRetry?.({ attempt, delayMs, status: response.status });
      await response.body?.cancel();
      await sleepFn(delayMs, request.signal);
      response = await fetchFn(template.clone());
    }
    return response;
  };
}
