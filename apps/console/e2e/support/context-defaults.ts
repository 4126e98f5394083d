/**
 * What every page of the suite sees, in a new context (browser.ts) and in the shared profile's
 * context (shared-profile.ts) alike: en-CA, Toronto time, reduced motion, a 1280 × 800 window,
 * and traffic to the loopback server only.
 */

export const LOCALE = "en-CA";
export const TIMEZONE = "America/Toronto";
export const DEFAULT_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * How a context keeps its traffic on the loopback server without routing (decision 0068): every
 * request goes to a proxy that is not there (the discard port of 127.0.0.1, where nothing
 * listens), except the loopback addresses, which Chromium always sends direct. So a request
 * elsewhere fails in the browser (`net::ERR_PROXY_CONNECTION_FAILED`) and its `requestfailed`
 * event names it. A `route` would do the same but turns off the context's HTTP cache (and with
 * it V8's code cache): every load of the console compiled its scripts again.
 */
export const LOOPBACK_ONLY = {
  server: "http://127.0.0.1:9",
  bypass: "127.0.0.1,localhost,[::1]",
} as const;
