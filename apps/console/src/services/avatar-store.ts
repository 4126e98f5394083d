/**
 * The avatars' pictures, shared by every avatar on screen: each user, team or campaign picture is
 * fetched once (the same one in the list, the profile and the top bar), kept in memory for the
 * session (the most recent `limit` subjects), and fetched again only after `changed` — which an
 * upload or a removal calls, so every avatar of that subject shows the new picture at once.
 * "No picture" (a 404) is remembered too; any other failure is not, so the next avatar retries.
 *
 * A subject's record may say whether it has a picture (a user's `has_picture`): `recorded`
 * `false` answers "no picture" without a request, unless the picture changed in this session
 * (the record shown may predate the upload); `true` asks again where "no picture" was known.
 */
import type { AvatarKind } from "@canvass/machines";

/** Fetches a subject's picture: the image, `null` when it has none; throws on other failures. */
export type FetchPicture = (kind: AvatarKind, id: string) => Promise<Blob | null>;

export interface AvatarStore {
  /**
   * The subject's picture (shared while in flight and once loaded), `null` when it has none;
   * `recorded` is what the subject's record says about it, when it says.
   */
  readonly load: (kind: AvatarKind, id: string, recorded?: boolean) => Promise<Blob | null>;
  /** Goes up with every `changed`: an avatar showing an older version loads again. */
  readonly version: (kind: AvatarKind, id: string) => number;
  /** Whether the subject has a picture, once a load has said so. */
  readonly has: (kind: AvatarKind, id: string) => boolean | undefined;
  /** The picture was uploaded or removed: forget it and tell the subscribers. */
  readonly changed: (kind: AvatarKind, id: string) => void;
  /** Called after every `changed` and every settled load; returns the unsubscribe (unbound). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Forgets every picture (sign-out). */
  readonly clear: () => void;
}

interface Entry {
  picture?: Promise<Blob | null>;
  has?: boolean;
}

export function createAvatarStore(fetchPicture: FetchPicture, limit = 300): AvatarStore {
  const entries = new Map<string, Entry>();
  const versions = new Map<string, number>();
  const listeners = new Set<() => void>();
  const keyOf = (kind: AvatarKind, id: string) => `${kind}:${id}`;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const remember = (key: string, entry: Entry) => {
    // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= limit) break;
      entries.delete(oldest);
    }
  };

  return {
    load(kind, id, recorded) {
      const key = keyOf(kind, id);
      const known = entries.get(key);
      const outdated = recorded === true && known?.has === false;
      if (known?.picture !== undefined && !outdated) {
        remember(key, known);
        return known.picture;
      }
      const entry: Entry = {};
      const none = recorded === false && !versions.has(key);
      const picture = (none ? Promise.resolve(null) : fetchPicture(kind, id)).then(
        (blob) => {
          // A `changed` while in flight replaced the entry: this answer is stale, keep it out.
          if (entries.get(key) === entry) {
            entry.has = blob !== null;
            notify();
          }
          return blob;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entry.picture = picture;
      remember(key, entry);
      return picture;
    },
    version: (kind, id) => versions.get(keyOf(kind, id)) ?? 0,
    has: (kind, id) => entries.get(keyOf(kind, id))?.has,
    changed(kind, id) {
      const key = keyOf(kind, id);
      entries.delete(key);
      versions.set(key, (versions.get(key) ?? 0) + 1);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      entries.clear();
      notify();
    },
  };
}
