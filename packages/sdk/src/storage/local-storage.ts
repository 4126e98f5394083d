import { STORAGE_DB_NAME } from "./storage-adapter";
import type { StorageAdapter } from "./storage-adapter";

/** The part of the Web Storage API the adapter uses (`window.localStorage` fits). */
export type LocalStorageLike = Pick<
  Storage,
  "getItem" | "setItem" | "removeItem" | "key" | "length"
>;

export interface LocalStorageOptions {
  /** Defaults to `globalThis.localStorage`, read when first used (never at import time). */
  readonly localStorage?: LocalStorageLike;
  /** Prefix of every key, so `clear()` only removes ours. Defaults to `assets/`. */
  readonly prefix?: string;
}

/** Stores JSON values in `localStorage` under a prefix (`assets/` by default, as localforage did). */
export function createLocalStorage(options: LocalStorageOptions = {}): StorageAdapter {
  const prefix = options.prefix ?? `${STORAGE_DB_NAME}/`;
  const store = (): LocalStorageLike => {
    const found =
      options.localStorage ?? (globalThis as { localStorage?: LocalStorageLike }).localStorage;
    if (!found) throw new Error("No localStorage in this environment");
    return found;
  };
  const ownKeys = (): string[] => {
    const s = store();
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  };
  const run = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    get: (key) =>
      run(() => {
        const raw = store().getItem(prefix + key);
        if (raw === null) return undefined;
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return undefined;
        }
      }),
    set: (key, value) =>
      run(() => {
        store().setItem(prefix + key, JSON.stringify(value));
      }),
    delete: (key) =>
      run(() => {
        store().removeItem(prefix + key);
      }),
    keys: () => run(ownKeys),
    clear: () =>
      run(() => {
        for (const key of ownKeys()) store().removeItem(prefix + key);
      }),
  };
}
