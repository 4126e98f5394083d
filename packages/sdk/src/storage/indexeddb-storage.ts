import { STORAGE_DB_NAME, STORAGE_STORE_NAME } from "./storage-adapter";
import type { StorageAdapter } from "./storage-adapter";

export interface IndexedDbStorageOptions {
  /** Defaults to `globalThis.indexedDB`, read when first used (never at import time). */
  readonly indexedDB?: IDBFactory;
  /** Defaults to `assets` (the spec's database name). */
  readonly dbName?: string;
  /** Defaults to `keyvaluepairs`. */
  readonly storeName?: string;
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error("IndexedDB request failed"));
    };
  });
}

function openDatabase(factory: IDBFactory, name: string, storeName: string): Promise<IDBDatabase> {
  const open = (version?: number): Promise<IDBDatabase> =>
    new Promise((resolve, reject) => {
      const request = version === undefined ? factory.open(name) : factory.open(name, version);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) {
          request.result.createObjectStore(storeName);
        }
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
        };
        resolve(db);
      };
      request.onerror = () => {
        reject(request.error ?? new Error(`Cannot open IndexedDB database ${name}`));
      };
    });
  return open().then((db) => {
    if (db.objectStoreNames.contains(storeName)) return db;
    // An existing database without our store: add it in a version upgrade.
    const next = db.version + 1;
    db.close();
    return open(next);
  });
}

/**
 * Stores values in IndexedDB: database `assets`, object store `keyvaluepairs` (the spec's local
 * database, laid out as localforage laid it out). The database opens on first use.
 */
export function createIndexedDbStorage(options: IndexedDbStorageOptions = {}): StorageAdapter {
  const dbName = options.dbName ?? STORAGE_DB_NAME;
  const storeName = options.storeName ?? STORAGE_STORE_NAME;
  let database: Promise<IDBDatabase> | undefined;

  const db = (): Promise<IDBDatabase> => {
    if (!database) {
      const factory = options.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
      if (!factory) return Promise.reject(new Error("No IndexedDB in this environment"));
      database = openDatabase(factory, dbName, storeName);
      database.catch(() => {
        database = undefined;
      });
    }
    return database;
  };

  const read = async <T>(work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await db()).transaction(storeName, "readonly");
    return settle(work(tx.objectStore(storeName)));
  };

  const write = async (work: (store: IDBObjectStore) => IDBRequest): Promise<void> => {
    const tx = (await db()).transaction(storeName, "readwrite");
    work(tx.objectStore(storeName));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => {
        resolve();
      };
      tx.onerror = () => {
        reject(tx.error ?? new Error("IndexedDB write failed"));
      };
      tx.onabort = () => {
        reject(tx.error ?? new Error("IndexedDB write aborted"));
      };
    });
  };

  return {
    get: (key) => read<unknown>((store) => store.get(key)),
    set: (key, value) => write((store) => store.put(value, key)),
    delete: (key) => write((store) => store.delete(key)),
    keys: async () => {
      const keys = await read((store) => store.getAllKeys());
      return keys.filter((key): key is string => typeof key === "string");
    },
    clear: () => write((store) => store.clear()),
  };
}
