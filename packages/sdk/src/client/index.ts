export { createCanvassClient } from "./create-client";
export type { CanvassClient } from "./create-client";
export type { AppInfo, CanvassClientOptions, ClientConfig } from "./options";
export type { CallArgs, CallData, CallInit, ParseAs } from "./call-types";
export type { Session, SessionAccessor } from "./session";
export type { Clock } from "./clock";
export { systemClock } from "./clock";
export type { Sleep } from "./sleep";
export { sleep } from "./sleep";
export { success, failure } from "./result";
export type { Failure, Result, Success } from "./result";
export {
  AbortedError,
  AuthError,
  CanvassError,
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
} from "./errors";
export type { CanvassErrorKind, ClientError, ErrorFacts, Problem } from "./errors";
export type {
  ClientEventName,
  ClientEvents,
  ForcedLogoutEvent,
  Listener,
  RequestEvent,
  ResponseEvent,
  Unsubscribe,
} from "./events";
export { applyTag } from "./hosts";
export type { HostOptions } from "./hosts";
export type { FetchAllPage, PageItem, PagedOperationId } from "./fetch-all";
export { ENTITY_TYPE_HEADER, ENTITY_TYPES, isEntityType } from "./id-type";
export type { EntityType, IdTypeResult } from "./id-type";
export { AUTH_ERROR_HEADER } from "./to-result";
export { createRetryFetch, matchesStatusClass, retryDelay } from "./retry-fetch";
export type { FetchFn } from "./retry-fetch";
export { toFormData } from "./form-data";
