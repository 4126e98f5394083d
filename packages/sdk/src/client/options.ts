import type { TimeoutResolver } from "../middleware/timeouts";
import type { DeviceInfo, LocationProvider } from "../middleware/meta-headers";
import type { Logger } from "../logging/logger";
import type { StorageAdapter } from "../storage/storage-adapter";
import type { Clock } from "./clock";
import type { HostOptions } from "./hosts";
import type { FetchFn } from "./retry-fetch";
import type { SessionAccessor } from "./session";
import type { Sleep } from "./sleep";

/** The application that uses the SDK (sent in `X-Device-Info` and usage events). */
export interface AppInfo {
  readonly name: string;
  readonly version: string;
}

/**
 * Options of `createCanvassClient`. Every environment seam (fetch, storage, clock, sleep, logger,
 * location) is injectable; none is touched at import time.
 */
export interface CanvassClientOptions extends HostOptions {
  readonly app: AppInfo;
  /** The platform, e.g. `navigator.platform` in a browser or `process.platform` in Node. */
  readonly platform: string;
  /** The client (host configuration) the app runs for, e.g. `demo`. */
  readonly client: string;
  /** The signed-in user; without it every call goes out without credentials. */
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

/** The user agent of this runtime, read lazily. */
export function runtimeUserAgent(): string {
  const { navigator } = globalThis as { navigator?: { userAgent?: string } };
  return navigator?.userAgent ?? "unknown";
}
