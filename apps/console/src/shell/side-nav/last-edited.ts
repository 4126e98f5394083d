/**
 * The last edited campaign, team and user of each signed-in operator, for the side menu's
 * shortcuts (spec §2 "Side navigation menu"). One `localStorage` entry per operator
 * (`canvass/last-edited/<playerId>`), so operators sharing a browser do not see each other's.
 * Edit screens call `recordLastEdited(kind, { id, label })` after a save; the menu reads the
 * entry with `useLastEdited(playerId)` and follows changes, also from other tabs.
 */
import type { SideNavShortcutKind } from "@canvass/ui";
import { useCallback, useSyncExternalStore } from "react";
import { createTokenStore } from "../../services/token-store";

export type LastEditedKind = SideNavShortcutKind;

export const LAST_EDITED_KINDS: readonly LastEditedKind[] = ["campaign", "team", "user"];

export interface LastEditedEntity {
  readonly id: string;
  /** Its name as shown in the menu ("Spring appeal 2025"). */
  readonly label: string;
}

export type LastEdited = Readonly<Partial<Record<LastEditedKind, LastEditedEntity>>>;

export const LAST_EDITED_PREFIX = "canvass/last-edited/";

export const lastEditedKey = (playerId: string): string => `${LAST_EDITED_PREFIX}${playerId}`;

const NOTHING: LastEdited = Object.freeze({});

function isEntity(value: unknown): value is LastEditedEntity {
  if (typeof value !== "object" || value === null) return false;
  const { id, label } = value as Record<string, unknown>;
  return typeof id === "string" && id !== "" && typeof label === "string";
}

/** The stored entry read back; anything malformed (an old or hand-edited value) is ignored. */
export function parseLastEdited(raw: string | null): LastEdited {
  if (raw === null) return NOTHING;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NOTHING;
  }
  if (typeof value !== "object" || value === null) return NOTHING;
  const result: Partial<Record<LastEditedKind, LastEditedEntity>> = {};
  for (const kind of LAST_EDITED_KINDS) {
    const entity = (value as Record<string, unknown>)[kind];
    if (isEntity(entity)) result[kind] = { id: entity.id, label: entity.label };
  }
  return result;
}

export interface LastEditedStore {
  /** The operator's entry; the same object until it changes (for `useSyncExternalStore`). */
  readonly read: (playerId: string) => LastEdited;
  readonly record: (playerId: string, kind: LastEditedKind, entity: LastEditedEntity) => void;
  /** Called after every change, here or (through the `storage` event) in another tab. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createLastEditedStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): LastEditedStore {
  const listeners = new Set<() => void>();
  const cache = new Map<string, { raw: string | null; value: LastEdited }>();
  const rawOf = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(LAST_EDITED_PREFIX)) notify();
  };
  const read = (playerId: string): LastEdited => {
    const key = lastEditedKey(playerId);
    const raw = rawOf(key);
    const cached = cache.get(key);
    if (cached?.raw === raw) return cached.value;
    const value = parseLastEdited(raw);
    cache.set(key, { raw, value });
    return value;
  };
  return {
    read,
    record(playerId, kind, entity) {
      if (entity.id === "") return;
      const next: LastEdited = {
        ...read(playerId),
        [kind]: { id: entity.id, label: entity.label },
      };
      try {
        storage()?.setItem(lastEditedKey(playerId), JSON.stringify(next));
      } catch {
        return; // storage full or unavailable: the shortcut is a convenience
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** The console's store, over `localStorage`. */
export const lastEditedStore: LastEditedStore = createLastEditedStore();

/**
 * Remembers `entity` as the operator's last edited campaign, team or user. The operator is the
 * signed-in one unless `playerId` says otherwise; with nobody signed in nothing is kept.
 */
export function recordLastEdited(
  kind: LastEditedKind,
  entity: LastEditedEntity,
  playerId: string | undefined = createTokenStore().read()?.playerId,
  store: LastEditedStore = lastEditedStore,
): void {
  if (playerId !== undefined) store.record(playerId, kind, entity);
}

/** The operator's last edited entities, re-rendering when they change. */
export function useLastEdited(
  playerId: string,
  store: LastEditedStore = lastEditedStore,
): LastEdited {
  const read = useCallback(() => store.read(playerId), [store, playerId]);
  return useSyncExternalStore(store.subscribe, read, read);
}
