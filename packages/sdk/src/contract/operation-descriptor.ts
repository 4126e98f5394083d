/** Which configured base URL an operation is sent to. */
export type OperationServer = "api" | "assets" | "logging";

/** The contract's retry policy for an operation (`x-retry`). */
export interface RetryPolicy {
  /** How many times to retry after the first attempt. */
  readonly retries: number;
  /** Status classes that trigger a retry, e.g. `5XX`. */
  readonly on: readonly string[];
  /** The wait before retry n is `delayMs × n` when backoff is linear. */
  readonly delayMs: number;
  readonly backoff: "linear";
}

/** What the SDK needs to know about one operation, read from the contract. */
export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "TRACE";
  /** The path template, e.g. `/players/{id}/`. */
  readonly path: string;
  readonly server: OperationServer;
  /** True when the operation needs no profile token (`security: []`). */
  readonly open: boolean;
  /** `x-timeout-ms`: abort the call after this long. */
  readonly timeoutMs: number;
  /** True for reads that take `If-Modified-Since` and may answer 304. */
  readonly cacheable: boolean;
  readonly retry?: RetryPolicy;
}
