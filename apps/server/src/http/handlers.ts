/**
 * Operation handlers, keyed by operationId, and the registry the contract routes dispatch to.
 *
 * A handler gets the validated request (`params`, `query`, `headers`, `body`, typed from the
 * contract through the SDK's generated types) and answers with `{ status, body?, headers? }`, one of
 * the statuses the contract declares for it. Errors are thrown as `HttpProblem`s (`notFound()`,
 * `forbidden()`, …). A handler that streams or sends by itself returns the `reply`.
 */
import type { Readable } from "node:stream";
import type { ApiOperations, OperationId } from "@canvass/sdk/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ContractOperation } from "./operations.js";

export type { OperationId };

type Operation<K extends OperationId> = ApiOperations[K];

/** `never`/`undefined` sections (no such parameters) become an empty record. */
type Section<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type PathParams<K extends OperationId> = Section<Operation<K>["parameters"]["path"]>;
export type QueryParams<K extends OperationId> = Section<Operation<K>["parameters"]["query"]>;
export type HeaderParams<K extends OperationId> = Section<Operation<K>["parameters"]["header"]>;

/** The raw bytes of a multipart body; the upload handlers parse it. */
export type MultipartBody = Buffer;

type ContentBody<C> = {
  [M in keyof C]: M extends "multipart/form-data" ? MultipartBody : C[M];
}[keyof C];

/** The request body: the JSON value, the multipart bytes, or `undefined` when it is optional. */
export type RequestBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: infer C };
  }
    ? ContentBody<C>
    : Operation<K> extends { requestBody?: { content: infer C } }
      ? ContentBody<C> | undefined
      : undefined;

type Responses<K extends OperationId> = Operation<K>["responses"];

/** A JSON answer's value, or bytes/text/stream for other media types (images, text files). */
type ResponseBody<R> = R extends { content: infer C }
  ? [NonNullable<C>] extends [never]
    ? undefined
    : "application/json" extends keyof C
      ? C["application/json"]
      : Buffer | string | Readable
  : undefined;

/** One answer a handler may give: a status the contract declares for the operation. */
export type HandlerResult<K extends OperationId> = {
  [S in keyof Responses<K> & number]: {
    readonly status: S;
    readonly body?: ResponseBody<Responses<K>[S]>;
    readonly headers?: Readonly<Record<string, string>>;
    /** The media type, when it is not JSON (`image/png`). */
    readonly contentType?: string;
  };
}[keyof Responses<K> & number];

/** What a handler is called with. */
export interface OperationContext<K extends OperationId> {
  readonly operationId: K;
  readonly operation: ContractOperation;
  readonly params: PathParams<K>;
  readonly query: QueryParams<K>;
  readonly headers: HeaderParams<K>;
  readonly body: RequestBody<K>;
  /** The body's media type, when there is a body. */
  readonly mediaType: string | undefined;
  /**
   * What the app's `authenticate` option resolved for an operation that needs a token
   * (`undefined` for open operations or without that option); narrow it with the auth module.
   */
  readonly principal: unknown;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type OperationHandler<K extends OperationId> = (
  context: OperationContext<K>,
) => HandlerResult<K> | FastifyReply | Promise<HandlerResult<K> | FastifyReply>;

/** Handlers by operationId. */
export type HandlerMap = { readonly [K in OperationId]?: OperationHandler<K> };

/** A handler with its operation's types erased, as the router stores it. */
export type AnyHandler = (context: OperationContext<OperationId>) =>
  | {
      status: number;
      body?: unknown;
      headers?: Readonly<Record<string, string>>;
      contentType?: string;
    }
  | FastifyReply
  | Promise<unknown>;

/** The handlers of one app. Routes look handlers up per request, so late registration works. */
export interface HandlerRegistry {
  /** Adds handlers; throws on an operationId the contract does not have or one already handled. */
  register(handlers: HandlerMap): void;
  get(operationId: string): AnyHandler | undefined;
}

export function createHandlerRegistry(operationIds: Iterable<string>): HandlerRegistry {
  const known = new Set(operationIds);
  const handlers = new Map<string, AnyHandler>();
  return {
    register(map) {
      for (const [operationId, handler] of Object.entries(map) as [string, unknown][]) {
        if (handler === undefined) continue;
        if (typeof handler !== "function") {
          throw new Error(`registerHandlers: the handler of ${operationId} is not a function`);
        }
        if (!known.has(operationId)) {
          throw new Error(`registerHandlers: the contract has no operation ${operationId}`);
        }
        if (handlers.has(operationId)) {
          throw new Error(`registerHandlers: ${operationId} already has a handler`);
        }
        handlers.set(operationId, handler as AnyHandler);
      }
    },
    get(operationId) {
      return handlers.get(operationId);
    },
  };
}
