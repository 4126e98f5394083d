/**
 * Where the SDK keeps data between calls (the read cache, and anything else that should survive a
 * reload). Values are plain JSON-compatible data. All methods are async so IndexedDB fits.
 */
export interface StorageAdapter {
  /** The stored value, or `undefined` when there is none. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key this adapter holds. */
  keys(): Promise<string[]>;
  /** Removes everything this adapter holds (sign-out uses it). */
  clear(): Promise<void>;
}

/** The spec's local storage database name. */
export const STORAGE_DB_NAME = "assets";
/** The object store (localforage's default name, which the original console used). */
export const STORAGE_STORE_NAME = "keyvaluepairs";
/**
 * The size the original console declared for its local database (localforage's default, in bytes).
 * Only WebSQL honoured it; it is kept as a documented constant and not enforced.
 */
export const STORAGE_SIZE_BYTES = 4980736;
