/**
 * The root of @canvass/sdk: what a tool needs to sign in and call the API. Everything else lives
 * in its area's subpath (`@canvass/sdk/permissions`, `/dates`, `/csv`, …; the table is in the
 * README), and each of these names is also in `@canvass/sdk/client`. Code in this repository
 * imports by area; the root is for tools and the README's example.
 */
export {
  createCanvassClient,
  createMemorySessionStore,
  isAbortedError,
  isAuthError,
  isCanvassError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
} from "./client";
export type {
  CanvassClient,
  CanvassClientOptions,
  ClientError,
  Result,
  Session,
  SessionStore,
} from "./client";
