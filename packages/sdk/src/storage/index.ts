export type { StorageAdapter } from "./storage-adapter";
export { createMemoryStorage } from "./memory-storage";
export { createLocalStorage } from "./local-storage";
export type { LocalStorageLike, LocalStorageOptions } from "./local-storage";
export { createIndexedDbStorage } from "./indexeddb-storage";
export type { IndexedDbStorageOptions } from "./indexeddb-storage";
