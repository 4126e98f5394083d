/**
 * Where this host's configuration file is and how it is read — small enough for the initial
 * bundle, so `main.tsx` can send the read before the rest of the console has loaded (decision
 * 0080): it was the first of the cold load's serial requests, sent only once the start-up chunk
 * and its imports had arrived.
 */
import { FALLBACK_HOSTNAME, normaliseHostname } from "@canvass/sdk/settings";

export type FetchJson = (url: string) => Promise<unknown>;

/** `fetch` a JSON file; rejects on a non-2xx answer or a body that is not JSON. */
export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as unknown;
};

/** Where the file of `hostname` lives, under the console's `config/` folder. */
export function hostConfigUrl(hostname: string, base = "/"): string {
  const name = normaliseHostname(hostname) || FALLBACK_HOSTNAME;
  return `${base}config/${encodeURIComponent(name)}.json`;
}

/**
 * Sends the read of `hostname`'s file now and returns the reader boot uses: the first read of
 * that file gets the answer already under way; any other file (the `localhost` fallback), or a
 * second read, is fetched when asked for. A failed early read is left to the one who takes it
 * (the fallback follows as before), never reported as an unhandled rejection.
 */
export function startHostConfigRead(hostname: string, get: FetchJson = fetchJson): FetchJson {
  const url = hostConfigUrl(hostname);
  let early: Promise<unknown> | undefined = get(url);
  early.catch(() => undefined);
  return (wanted) => {
    if (wanted !== url || early === undefined) return get(wanted);
    const read = early;
    early = undefined;
    return read;
  };
}
