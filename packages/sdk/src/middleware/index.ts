export { createAuthMiddleware } from "./auth";
export {
  createMetaHeadersMiddleware,
  coarseLocation,
  deviceInfoHeader,
  META_HEADER_INTERVAL_MS,
  LOCATION_REFRESH_MS,
  DEVICE_INFO_HEADER,
  LOCATION_HEADER,
} from "./meta-headers";
export type { DeviceInfo, GeoPosition, LocationProvider, MetaHeadersOptions } from "./meta-headers";
export { createTimeoutsMiddleware, tableTimeout, DEFAULT_TIMEOUT_MS } from "./timeouts";
export type { TimeoutResolver } from "./timeouts";
export { createCacheMiddleware, cacheStatusOf, CACHE_STATUS_HEADER } from "./cache";
export type { CacheMiddlewareOptions, CacheStatus } from "./cache";
export { cacheKey, CACHE_KEY_PREFIX } from "./cache-key";
export type { CacheEntry } from "./cache-key";
export {
  createUnauthorizedCounterMiddleware,
  MAX_CONSECUTIVE_UNAUTHORIZED,
} from "./unauthorized-counter";
export { createLoggingMiddleware } from "./logging";
