import type { FetchOptions, FetchResponse, ParseAs } from "openapi-fetch";
import type { OperationId } from "../contract/operations";
import type { ApiOperations } from "../contract/types";

type Media = `${string}/${string}`;
type OperationOf<Id extends OperationId> = ApiOperations[Id];

/**
 * What `client.call(id, init)` takes: openapi-fetch's options for that operation (`params`,
 * `body`, `parseAs`, `headers`, `signal`, …) minus what the client owns (base URL, fetch,
 * middleware).
 */
export type CallInit<Id extends OperationId> = Omit<
  FetchOptions<OperationOf<Id>>,
  "baseUrl" | "fetch" | "middleware"
>;

/** `[init]` when the operation needs params or a body, `[init?]` otherwise. */
export type CallArgs<Id extends OperationId, Init> =
  object extends CallInit<Id> ? [init?: Init] : [init: Init];

/** The success body of an operation, as parsed with `Init["parseAs"]` (JSON by default). */
export type CallData<Id extends OperationId, Init = object> = Extract<
  FetchResponse<OperationOf<Id>, Init, Media>,
  { error?: never }
>["data"];

/** The parse modes of `parseAs`. */
export type { ParseAs };
