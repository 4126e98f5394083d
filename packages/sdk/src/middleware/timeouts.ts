import type { Middleware } from "openapi-fetch";
import type { OperationDescriptor } from "../contract/operation-descriptor";
import { TimeoutError } from "../client/errors";
import { operationOf } from "./operation-of";

/** Picks an operation's timeout; by default the table's `timeoutMs` (`x-timeout-ms`). */
export type TimeoutResolver = (operation: OperationDescriptor) => number;

export const tableTimeout: TimeoutResolver = (operation) => operation.timeoutMs;

/** The timeout of a path outside the contract (spec §9: default request 30 s). */
export const DEFAULT_TIMEOUT_MS = 30_000;

interface Deadline {
  readonly timer: ReturnType<typeof setTimeout>;
  /** Held so the request that carries the caller's signal lives as long as the deadline. */
  readonly original: Request;
}

/**
 * Aborts each call after its operation's timeout, with a `TimeoutError` as the abort reason (so
 * the call fails with it). The request's own signal (the caller's `signal`) still cancels it: the
 * middleware sends a new `Request` whose signal is a controller that both the timer and the
 * caller's signal abort. Everything is held by strong references (a timer and a listener), not by
 * `AbortSignal.timeout`/`AbortSignal.any`, whose signals the garbage collector may drop while a
 * request is still in flight. The deadline covers the whole call: retries, their waits and reading
 * the body. Its timer does not keep Node alive.
 */
export function createTimeoutsMiddleware(resolve: TimeoutResolver = tableTimeout): Middleware {
  const deadlines = new Map<string, Deadline>();

  return {
    onRequest({ request, schemaPath, id }) {
      const operation = operationOf(request.method, schemaPath);
      const timeoutMs = operation ? resolve(operation) : DEFAULT_TIMEOUT_MS;
      const controller = new AbortController();
      const original = request;
      const forward = (): void => {
        controller.abort(original.signal.reason);
      };
      if (original.signal.aborted) forward();
      else original.signal.addEventListener("abort", forward, { once: true });
      const timer = setTimeout(() => {
        deadlines.delete(id);
        original.signal.removeEventListener("abort", forward);
        controller.abort(
          new TimeoutError(`No answer within ${timeoutMs} ms`, operation?.operationId, timeoutMs),
        );
      }, timeoutMs);
      if (typeof timer === "object" && "unref" in timer) timer.unref();
      deadlines.set(id, { timer, original });
      return new Request(request, { signal: controller.signal });
    },
    onError({ id }) {
      const deadline = deadlines.get(id);
      if (deadline) clearTimeout(deadline.timer);
      deadlines.delete(id);
      return undefined;
    },
  };
}
