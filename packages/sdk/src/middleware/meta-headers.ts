import type { Middleware } from "openapi-fetch";
import type { Clock } from "../client/clock";
import { operationOf } from "./operation-of";

/** Device-info and location headers go out at most this often (spec §9: 120000 ms). */
export const META_HEADER_INTERVAL_MS = 120_000;
/** The location is asked of the provider at most this often (spec §9: 1800000 ms). */
export const LOCATION_REFRESH_MS = 1_800_000;

export const DEVICE_INFO_HEADER = "X-Device-Info";
export const LOCATION_HEADER = "X-Location";

/** What `X-Device-Info` carries, as JSON. */
export interface DeviceInfo {
  readonly platform: string;
  readonly app: string;
  readonly version: string;
  readonly userAgent: string;
}

export interface GeoPosition {
  readonly lat: number;
  readonly lng: number;
  readonly accuracy?: number;
}

/** Answers the current position, or `null` when unknown or refused. None in Node. */
export type LocationProvider = () => Promise<GeoPosition | null>;

export interface MetaHeadersOptions {
  readonly clock: Clock;
  /** Read when the headers are due, so a late user agent still applies. */
  readonly deviceInfo: () => DeviceInfo;
  readonly locationProvider?: LocationProvider | undefined;
  /** Told when the location provider fails (the headers still go out). */
  readonly onLocationError?: (error: unknown) => void;
}

/** `lat,lng` rounded to 2 decimals (about 1 km): a coarse location. */
export function coarseLocation(position: GeoPosition): string {
  const round = (n: number): string => (Math.round(n * 100) / 100 + 0).toFixed(2);
  return `${round(position.lat)},${round(position.lng)}`;
}

/** JSON of the device info, with non-ASCII characters escaped so it is a valid header value. */
export function deviceInfoHeader(info: DeviceInfo): string {
  return JSON.stringify(info).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Adds `X-Device-Info` and `X-Location` to an API call at most every META_HEADER_INTERVAL_MS
 * (by the injected clock), asking the location provider at most every LOCATION_REFRESH_MS.
 * Only calls to the API base carry them: asset and logging hosts may be CDNs or third parties,
 * where extra headers would cost a CORS preflight.
 */
export function createMetaHeadersMiddleware(options: MetaHeadersOptions): Middleware {
  let sentAt: number | undefined;
  let locatedAt: number | undefined;
  let location: GeoPosition | null = null;

  async function currentLocation(now: number): Promise<GeoPosition | null> {
    const provider = options.locationProvider;
    if (!provider) return null;
    if (locatedAt === undefined || now - locatedAt >= LOCATION_REFRESH_MS) {
      locatedAt = now;
      try {
        location = await provider();
      } catch (error) {
        options.onLocationError?.(error);
      }
    }
    return location;
  }

  return {
    async onRequest({ request, schemaPath }) {
      if (operationOf(request.method, schemaPath)?.server !== "api") return undefined;
      const now = options.clock.now();
      if (sentAt !== undefined && now - sentAt < META_HEADER_INTERVAL_MS) return undefined;
      sentAt = now;
      request.headers.set(DEVICE_INFO_HEADER, deviceInfoHeader(options.deviceInfo()));
      const position = await currentLocation(now);
      if (position) request.headers.set(LOCATION_HEADER, coarseLocation(position));
      return undefined;
    },
  };
}
