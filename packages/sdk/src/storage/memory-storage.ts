import type { StorageAdapter } from "./storage-adapter";

/**
 * Keeps values in a `Map` for the life of the process (the default; Node and tests).
 * Values are copied in and out with `structuredClone`, so callers never share stored objects.
 */
export function createMemoryStorage(): StorageAdapter {
  const map = new Map<string, unknown>();
  return {
    get(key) {
      return Promise.resolve(map.has(key) ? structuredClone(map.get(key)) : undefined);
    },
    set(key, value) {
      map.set(key, structuredClone(value));
      return Promise.resolve();
    },
    delete(key) {
      map.delete(key);
      return Promise.resolve();
    },
    keys() {
      return Promise.resolve([...map.keys()]);
    },
    clear() {
      map.clear();
      return Promise.resolve();
    },
  };
}
