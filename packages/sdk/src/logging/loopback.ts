/** Hosts that mean "this machine": usage events are never sent from or to them. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True for localhost, 127.0.0.1 and ::1 (the spec: no usage logging on localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || host.toLowerCase().endsWith(".localhost");
}

/** The host name of a URL, or `undefined` when it does not parse. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** The host the page is served from, in a browser; `undefined` in Node. Read lazily. */
export function currentPageHost(): string | undefined {
  const { location } = globalThis as { location?: { hostname?: string } };
  return location?.hostname;
}
