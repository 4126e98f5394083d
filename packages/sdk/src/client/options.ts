import type { TimeoutResolver } from "../middleware/timeouts";
import type { DeviceInfo, LocationProvider } from "../middleware/meta-headers";
import type { Logger } from "../logging/logger";
import type { StorageAdapter } from "../storage/storage-adapter";
import type { Clock } from "./clock";
import type { HostOptions } from "./hosts";
import type { FetchFn } from "./retry-fetch";
import type { SessionAccessor, SessionStore } from "./session";
import type { Sleep } from "./sleep";

/** The application that uses the SDK (sent in `X-Device-Info` and usage events). */
export interface AppInfo {
  readonly name: string;
  readonly version: string;
}

/**
 * Options of `createCanvassClient`. Only `baseUrl` is needed; every environment seam (fetch,
 * storage, session, clock, sleep, logger, location) is injectable, none is touched at import time.
 */
export interface CanvassClientOptions extends HostOptions {
  /** Sent in `X-Device-Info` and usage events. Defaults to `DEFAULT_APP` (a tool). */
  readonly app?: AppInfo;
  /**
   * The platform. Defaults to `process.platform` in Node, `navigator.platform` in a browser,
   * else `unknown`.
   */
  readonly platform?: string;
  /** The client (host configuration) the app runs for, e.g. `demo`. Defaults to `tool`. */
  readonly client?: string;
  /**
   * Where the session lives: `client.auth.signIn`/`verifyTwoFactor` store it, `signOut` clears it,
   * every call reads it for the Basic header. Defaults to memory (`createMemorySessionStore()`).
   */
  readonly session?: SessionStore;
  /**
   * Instead of `session`, for an app that keeps the session itself (the console): the client only
   * reads it, and `client.auth` stores nothing (the app stores what `signIn` answered).
   * Not together with `session`.
   */
  readonly getSession?: SessionAccessor;
  /** Defaults to `globalThis.fetch`, looked up per call. */
  readonly fetch?: FetchFn;
  /** Where the read cache lives. Defaults to memory. */
  readonly storage?: StorageAdapter;
  readonly clock?: Clock;
  /** The wait between retries; must reject when its signal aborts. */
  readonly sleep?: Sleep;
  /**
   * Defaults to the console without debug lines (`defaultLogger`). The SDK never logs tokens,
   * passwords, query strings or bodies.
   */
  readonly logger?: Logger;
  /** Overrides the `X-Device-Info` fields (the user agent defaults to `navigator.userAgent`). */
  readonly deviceInfo?: Partial<DeviceInfo>;
  /** Coarse location for `X-Location`; none by default (and none in Node). */
  readonly locationProvider?: LocationProvider;
  /**
   * Overrides the contract's `x-timeout-ms`: a number for every operation, or a function of the
   * operation. Meant for tests; production code keeps the contract's values.
   */
  readonly timeoutMs?: number | TimeoutResolver;
}

/** What a client tells others about its configuration (the usage logger reads it). */
export interface ClientConfig {
  readonly app: AppInfo;
  readonly platform: string;
  readonly client: string;
  /** The base URL of a server of the operation table, with the tag applied. */
  baseUrl(server: "api" | "assets" | "logging"): string | undefined;
}

/** The `app` of a client created without one: an internal tool using the SDK. */
export const DEFAULT_APP: AppInfo = { name: "canvass-sdk-tool", version: "0.1.0" };
/** The `client` of a client created without one. */
export const DEFAULT_CLIENT = "tool";

/** The platform of this runtime, read lazily: Node's `process.platform` or the browser's. */
export function runtimePlatform(): string {
  const { process, navigator } = globalThis as {
    process?: { platform?: string };
    navigator?: { platform?: string };
  };
  return process?.platform ?? navigator?.platform ?? "unknown";
}

/** The user agent of this runtime, read lazily. */
export function runtimeUserAgent(): string {
  const { navigator } = globalThis as { navigator?: { userAgent?: string } };
  return navigator?.userAgent ?? "unknown";
}
