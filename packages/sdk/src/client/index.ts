// @canvass/sdk/client: the API client, its options and what its calls resolve to. The retrying
// fetch, the sleep, the clock and the host templating are the client's internals (not exported).
export { createCanvassClient } from "./create-client";
export type { CanvassClient } from "./create-client";
export { DEFAULT_APP, DEFAULT_CLIENT } from "./options";
export type { AppInfo, CanvassClientOptions, ClientConfig } from "./options";
export type { CallArgs, CallData, CallInit, ParseAs } from "./call-types";
export { createMemorySessionStore } from "./session";
export type { Session, SessionAccessor, SessionStore } from "./session";
export type {
  AuthCallOptions,
  CanvassAuth,
  SignInAnswer,
  SignInCredentials,
  SignedIn,
  TwoFactorStep,
} from "./auth";
export type { Clock } from "./clock";
export type { Sleep } from "./sleep";
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
export type { HostOptions } from "./hosts";
export type { FetchAllPage, PageItem, PagedOperationId } from "./fetch-all";
export { ENTITY_TYPE_HEADER, ENTITY_TYPES, isEntityType } from "./id-type";
export type { EntityType, IdTypeResult } from "./id-type";
export { AUTH_ERROR_HEADER } from "./to-result";
export type { FetchFn } from "./retry-fetch";
export { toFormData } from "./form-data";
export type { DeviceInfo, GeoPosition, LocationProvider } from "../middleware/meta-headers";
export type { TimeoutResolver } from "../middleware/timeouts";
