import createClient from "openapi-fetch";
import type { OperationId } from "../contract/operations";
import { getOperation } from "../contract/operations";
import type { ApiPaths } from "../contract/types";
import { defaultLogger } from "../logging/logger";
import { createAuthMiddleware } from "../middleware/auth";
import { createCacheMiddleware } from "../middleware/cache";
import { createLoggingMiddleware } from "../middleware/logging";
import { createMetaHeadersMiddleware } from "../middleware/meta-headers";
import { createTimeoutsMiddleware, tableTimeout } from "../middleware/timeouts";
import { createUnauthorizedCounterMiddleware } from "../middleware/unauthorized-counter";
import { createMemoryStorage } from "../storage/memory-storage";
import type { CallArgs, CallData, CallInit } from "./call-types";
import { systemClock } from "./clock";
import { createEmitter } from "./events";
import type { ClientEventName, ClientEvents, Listener, Unsubscribe } from "./events";
import { createExecutor } from "./execute";
import type { LooseInit } from "./execute";
import { fetchAllPages } from "./fetch-all";
import type { FetchAllPage, PageItem, PagedOperationId } from "./fetch-all";
import { createBaseUrlResolver } from "./hosts";
import { checkIdType } from "./id-type";
import type { IdTypeResult } from "./id-type";
import { runtimeUserAgent } from "./options";
import type { CanvassClientOptions, ClientConfig } from "./options";
import type { Result } from "./result";
import type { FetchFn } from "./retry-fetch";
import type { Session } from "./session";
import { sleep as defaultSleep } from "./sleep";

/** The Canvass API client. Every call resolves to a `Result`; none throws. */
export interface CanvassClient {
  /**
   * Calls an operation by its operationId, typed from the contract:
   * `client.call("getPlayer", { params: { path: { id } } })` → `Result<Player>`.
   */
  call<Id extends OperationId, Init extends CallInit<Id> = CallInit<Id>>(
    operationId: Id,
    ...init: CallArgs<Id, Init>
  ): Promise<Result<CallData<Id, Init>>>;
  /** Pages through a list operation, 1000 items a page, until its `Count`. */
  fetchAll<Id extends PagedOperationId>(
    operationId: Id,
    ...init: CallArgs<Id, CallInit<Id>>
  ): AsyncGenerator<Result<FetchAllPage<PageItem<Id>>>, void, undefined>;
  /** `HEAD /ids/{id}/`: which entity owns the id; any failure is `{ exists: false }`. */
  idType(id: string, options?: { signal?: AbortSignal }): Promise<IdTypeResult>;
  /** Listens to `request`, `response` or `forcedLogout`; returns the unsubscribe. */
  on<Name extends ClientEventName>(name: Name, listener: Listener<ClientEvents[Name]>): Unsubscribe;
  /** Clears the client's storage (the read cache and anything else kept there). Sign-out uses it. */
  clearStoredData(): Promise<void>;
  /** The current session, as the `getSession` option reports it. */
  getSession(): Promise<Session | null>;
  readonly config: ClientConfig;
}

/**
 * Creates the client: openapi-fetch (`createClient<ApiPaths>`) with the SDK's middleware,
 * registered in this order (openapi-fetch runs `onRequest` in this order, `onResponse` and
 * `onError` in reverse):
 *
 * 1. logging: debug lines; its `onResponse` runs last and sees the final answer.
 * 2. auth: the Basic header on token-requiring operations.
 * 3. meta-headers: `X-Device-Info` / `X-Location` at most every 2 minutes (API base only).
 * 4. cache: `If-Modified-Since`; 304 → stored copy; failed read → stale copy; writes invalidate.
 * 5. timeouts: the deadline starts right before the network; its `onError` runs before the cache's.
 * 6. unauthorized-counter: its `onResponse` runs first, so it sees the server's own answer.
 *
 * Retries are not middleware: the retrying fetch wraps `fetch` for operations with `x-retry`.
 */
export function createCanvassClient(options: CanvassClientOptions): CanvassClient {
  const logger = options.logger ?? defaultLogger;
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? createMemoryStorage();
  const emitter = createEmitter<ClientEvents>((error) => {
    logger.error("A client event listener threw", error);
  });
  const getSession = async (): Promise<Session | null> => (await options.getSession?.()) ?? null;
  const fetchFn: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  const { timeoutMs } = options;
  const resolveTimeout =
    typeof timeoutMs === "number" ? () => timeoutMs : (timeoutMs ?? tableTimeout);

  const raw = createClient<ApiPaths>({ fetch: fetchFn });
  raw.use(
    createLoggingMiddleware(logger),
    createAuthMiddleware(getSession),
    createMetaHeadersMiddleware({
      clock,
      deviceInfo: () => ({
        platform: options.platform,
        app: options.app.name,
        version: options.app.version,
        userAgent: runtimeUserAgent(),
        ...options.deviceInfo,
      }),
      locationProvider: options.locationProvider,
      onLocationError: (error) => {
        logger.debug("The location provider failed", error);
      },
    }),
    createCacheMiddleware({
      storage,
      onStorageError: (error) => {
        logger.debug("The read cache's storage failed", error);
      },
    }),
    createTimeoutsMiddleware(resolveTimeout),
    createUnauthorizedCounterMiddleware((consecutiveUnauthorized) => {
      logger.warn(`${consecutiveUnauthorized} unauthorized answers in a row: forced logout`);
      emitter.emit("forcedLogout", { consecutiveUnauthorized });
    }),
  );

  const baseUrl = createBaseUrlResolver(options);
  const execute = createExecutor({
    client: raw,
    baseUrl,
    fetch: fetchFn,
    sleep: options.sleep ?? defaultSleep,
    clock,
    logger,
    emitter,
  });

  return {
    async call<Id extends OperationId, Init extends CallInit<Id> = CallInit<Id>>(
      operationId: Id,
      ...init: CallArgs<Id, Init>
    ): Promise<Result<CallData<Id, Init>>> {
      const { result } = await execute(getOperation(operationId), init[0] as LooseInit | undefined);
      // The data was parsed from an answer of this operation; the contract types it.
      return result as Result<CallData<Id, Init>>;
    },
    fetchAll<Id extends PagedOperationId>(
      operationId: Id,
      ...init: CallArgs<Id, CallInit<Id>>
    ): AsyncGenerator<Result<FetchAllPage<PageItem<Id>>>, void, undefined> {
      return fetchAllPages<PageItem<Id>>(execute, operationId, init[0] as LooseInit | undefined);
    },
    idType: (id, idOptions) => checkIdType(execute, id, idOptions?.signal),
    on: (name, listener) => emitter.on(name, listener),
    clearStoredData: () => storage.clear(),
    getSession,
    config: {
      app: options.app,
      platform: options.platform,
      client: options.client,
      baseUrl,
    },
  };
}
