/**
 * The start-up read of a player's preferences, shared: right after signing in the language
 * (`apply-preferences.ts`) and then the side menu (`menu-session.ts`) both want them, and the
 * console sends `GET /players/{id}/preferences/` once. The start-up read is offered to one more
 * reader within `SHARE_MS`; after that, or once taken, readers ask again, so a later read never
 * gets an answer older than the preferences saved since.
 */
import type { CanvassClient } from "@canvass/sdk/client";

const readOnce = (client: Pick<CanvassClient, "call">, id: string) =>
  client.call("getPlayerPreferences", { params: { path: { id } } });

type PreferencesResult = Awaited<ReturnType<typeof readOnce>>;

/** How long a read may be handed to the next reader. */
export const SHARE_MS = 10_000;

interface SharedRead {
  readonly read: Promise<PreferencesResult>;
  readonly at: number;
}

const shared = new WeakMap<object, Map<string, SharedRead>>();

/** Reads the preferences and offers the answer to the next `readPreferences` (start-up). */
export function readPreferencesToShare(
  client: Pick<CanvassClient, "call">,
  id: string,
  now: () => number = Date.now,
): Promise<PreferencesResult> {
  const reads = shared.get(client) ?? new Map<string, SharedRead>();
  shared.set(client, reads);
  const read = readOnce(client, id);
  reads.set(id, { read, at: now() });
  return read;
}

/** The read offered within `SHARE_MS` (taken, so only once), or a new one. */
export function readPreferences(
  client: Pick<CanvassClient, "call">,
  id: string,
  now: () => number = Date.now,
): Promise<PreferencesResult> {
  const reads = shared.get(client);
  const offered = reads?.get(id);
  reads?.delete(id);
  if (offered !== undefined && now() - offered.at <= SHARE_MS) return offered.read;
  return readOnce(client, id);
}
