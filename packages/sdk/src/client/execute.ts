import type { Client } from "openapi-fetch";
import type { OperationDescriptor } from "../contract/operation-descriptor";
import type { ApiPaths } from "../contract/types";
import type { Logger } from "../logging/logger";
import type { Clock } from "./clock";
import { NetworkError } from "./errors";
import type { Emitter, ClientEvents, ResponseEvent } from "./events";
import type { BaseUrlResolver } from "./hosts";
import { failure } from "./result";
import type { Result } from "./result";
import { createRetryFetch } from "./retry-fetch";
import type { FetchFn } from "./retry-fetch";
import type { Sleep } from "./sleep";
import { failureFromThrown, resultFromResponse } from "./to-result";
import type { FetchOutcome } from "./to-result";

/** The untyped form of a call's options; `client.call` types them per operation. */
export interface LooseInit {
  readonly params?: {
    readonly query?: Record<string, unknown>;
    readonly path?: Record<string, unknown>;
    readonly header?: Record<string, unknown>;
  };
  readonly signal?: AbortSignal | null;
  readonly [option: string]: unknown;
}

/** One settled call: its result and, when the server answered, the answer (headers). */
export interface Execution {
  readonly result: Result<unknown>;
  readonly response?: Response;
}

export type Executor = (operation: OperationDescriptor, init?: LooseInit) => Promise<Execution>;

interface ExecutorDeps {
  readonly client: Client<ApiPaths>;
  readonly baseUrl: BaseUrlResolver;
  readonly fetch: FetchFn;
  readonly sleep: Sleep;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly emitter: Emitter<ClientEvents>;
}

/** openapi-fetch's `request`, seen without the per-path typing (the public `call` adds it back). */
type LooseRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<FetchOutcome>;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sends one operation through openapi-fetch and its middleware: to the base URL of the operation's
 * server, through the retrying fetch when the operation has a retry policy, and settles it as a
 * result (never a throw). Emits `request` and `response`, and warns about failed writes.
 */
export function createExecutor(deps: ExecutorDeps): Executor {
  const request = deps.client.request as unknown as LooseRequest;

  function report(operation: OperationDescriptor, execution: Execution, startedAt: number): void {
    const { result, response } = execution;
    const event: ResponseEvent = {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      ok: result.ok,
      durationMs: deps.clock.now() - startedAt,
      ...(response ? { status: response.status } : {}),
      ...(result.ok && result.stale ? { stale: true as const } : {}),
      ...(result.ok ? {} : { errorKind: result.error.kind }),
    };
    deps.emitter.emit("response", event);
    if (result.ok) return;
    const message = `${operation.operationId} failed (${result.error.kind}${response ? ` ${response.status}` : ""})`;
    // Spec §8: a failed write is logged as a warning. Reads, cancelled calls and usage events
    // (fire and forget) only at debug.
    const quiet =
      READS.has(operation.method) ||
      result.error.kind === "aborted" ||
      operation.server === "logging";
    if (quiet) deps.logger.debug(message);
    else deps.logger.warn(message);
  }

  return async (operation, init = {}) => {
    const startedAt = deps.clock.now();
    const { operationId, method, path, server, retry } = operation;
    deps.emitter.emit("request", { operationId, method, path });
    const baseUrl = deps.baseUrl(server);
    let execution: Execution;
    if (baseUrl === undefined) {
      execution = {
        result: failure(new NetworkError(`No ${server} base URL is configured`, operationId)),
      };
    } else {
      try {
        const fetchFn = retry
          ? createRetryFetch(deps.fetch, retry, deps.sleep, ({ attempt, delayMs, status }) => {
              deps.logger.debug(
                `${operationId}: retry ${attempt} in ${delayMs} ms after ${status}`,
              );
            })
          : deps.fetch;
        const outcome = await request(method, path, { ...init, baseUrl, fetch: fetchFn });
        execution = { result: resultFromResponse(operation, outcome), response: outcome.response };
      } catch (thrown) {
        execution = { result: failureFromThrown(operation, thrown, init.signal) };
      }
    }
    report(operation, execution, startedAt);
    return execution;
  };
}
