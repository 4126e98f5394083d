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
import { createAuth } from "./auth";
import type { CanvassAuth } from "./auth";
import { DEFAULT_APP, DEFAULT_CLIENT, runtimePlatform, runtimeUserAgent } from "./options";
import type { CanvassClientOptions, ClientConfig } from "./options";
import type { Result } from "./result";
import type { FetchFn } from "./retry-fetch";
import { createMemorySessionStore } from "./session";
import type { Session, SessionStore } from "./session";
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
  /**
   * Every item of a list operation, page by page as `fetchAll` reads them: the loop a script
   * writes. A failed page throws its error (a `CanvassError`) and ends the iteration.
   */
  items<Id extends PagedOperationId>(
    operationId: Id,
    ...init: CallArgs<Id, CallInit<Id>>
  ): AsyncGenerator<PageItem<Id>, void, undefined>;
  /** Sign-in, the second step and sign-out, keeping the session in the session store. */
  readonly auth: CanvassAuth;
  /** `HEAD /ids/{id}/`: which entity owns the id; any failure is `{ exists: false }`. */
  idType(id: string, options?: { signal?: AbortSignal }): Promise<IdTypeResult>;
  /** Listens to `request`, `response` or `forcedLogout`; returns the unsubscribe. */
  on<Name extends ClientEventName>(name: Name, listener: Listener<ClientEvents[Name]>): Unsubscribe;
  /** Clears the client's storage (the read cache and anything else kept there). Sign-out uses it. */
  clearStoredData(): Promise<void>;
  /** The current session, from the session store (or the `getSession` option). */
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
  if (options.session !== undefined && options.getSession !== undefined) {
    throw new TypeError("createCanvassClient: pass `session` or `getSession`, not both");
  }
  const app = options.app ?? DEFAULT_APP;
  const platform = options.platform ?? runtimePlatform();
  const clientName = options.client ?? DEFAULT_CLIENT;
  const logger = options.logger ?? defaultLogger;
  const clock = options.clock ?? systemClock;
  const storage = options.storage ?? createMemoryStorage();
  const emitter = createEmitter<ClientEvents>((error) => {
    logger.error("A client event listener threw", error);
  });
  const { getSession: readSession } = options;
  // An app that passes `getSession` keeps the session itself: the client only reads it.
  const store: SessionStore =
    options.session ??
    (readSession === undefined
      ? createMemorySessionStore()
      : { get: readSession, set: () => undefined });
  // Without a `tag` option, the API host's `{tag}` is the one the session was signed in with.
  let sessionTag: string | undefined;
  const getSession = async (): Promise<Session | null> => {
    const session = (await store.get()) ?? null;
    sessionTag = session?.tag;
    return session;
  };
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
        platform,
        app: app.name,
        version: app.version,
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

  const baseUrl = createBaseUrlResolver({
    ...options,
    tag: options.tag ?? (() => sessionTag),
  });
  const executeNow = createExecutor({
    client: raw,
    baseUrl,
    fetch: fetchFn,
    sleep: options.sleep ?? defaultSleep,
    clock,
    logger,
    emitter,
  });
  const execute: typeof executeNow =
    options.tag === undefined
      ? async (operation, init) => {
          await getSession(); // the session's tag, before the base URL is resolved
          return executeNow(operation, init);
        }
      : executeNow;
  const clearStoredData = (): Promise<void> => storage.clear();

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
    async *items<Id extends PagedOperationId>(
      operationId: Id,
      ...init: CallArgs<Id, CallInit<Id>>
    ): AsyncGenerator<PageItem<Id>, void, undefined> {
      const pages = fetchAllPages<PageItem<Id>>(
        execute,
        operationId,
        init[0] as LooseInit | undefined,
      );
      for await (const page of pages) {
        if (!page.ok) throw page.error;
        yield* page.data.items;
      }
    },
    auth: createAuth({ execute, store, getSession, clearStoredData }),
    idType: (id, idOptions) => checkIdType(execute, id, idOptions?.signal),
    on: (name, listener) => emitter.on(name, listener),
    clearStoredData,
    getSession,
    config: {
      app,
      platform,
      client: clientName,
      baseUrl,
    },
  };
}
