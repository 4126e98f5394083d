import type { Middleware } from "openapi-fetch";
import { isTimeoutReason } from "../client/errors";
import type { StorageAdapter } from "../storage/storage-adapter";
import {
  CACHE_KEY_PREFIX,
  cacheKey,
  cachedPathOf,
  fillPath,
  isCacheEntry,
  isInvalidatedBy,
} from "./cache-key";
import type { CacheEntry } from "./cache-key";
import { operationOf } from "./operation-of";

/** Set on answers the cache made: `revalidated` (a 304 turned into the copy) or `stale`. */
export const CACHE_STATUS_HEADER = "X-Canvass-Cache";
export type CacheStatus = "revalidated" | "stale";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface CacheMiddlewareOptions {
  readonly storage: StorageAdapter;
  /** Told when the storage fails; the call goes on as if there were no cache. */
  readonly onStorageError?: (error: unknown) => void;
}

/** The cache status of an answer, when the cache made it. */
export function cacheStatusOf(response: Response): CacheStatus | undefined {
  const value = response.headers.get(CACHE_STATUS_HEADER);
  return value === "revalidated" || value === "stale" ? value : undefined;
}

function fromCache(entry: CacheEntry, status: CacheStatus): Response {
  return new Response(JSON.stringify(entry.data), {
    status: 200,
    headers: { "Content-Type": "application/json", [CACHE_STATUS_HEADER]: status },
  });
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get("Content-Type") ?? "");
}

/**
 * The read cache (spec §7). For GETs of cacheable operations: sends `If-Modified-Since` with the
 * stored copy's `lm`, turns a 304 into the stored data, stores 200 JSON bodies as `{lm, data}`
 * (read through `.clone()`), and answers a 5xx, a network failure or a timeout with the stored copy
 * marked stale. A caller's own abort is never answered from the cache. Every write (POST, PUT,
 * PATCH, DELETE) clears the stored copies of its path, what is under it and its collection, once it
 * settles, whatever the outcome.
 */
export function createCacheMiddleware(options: CacheMiddlewareOptions): Middleware {
  const { storage } = options;
  const reads = new Map<string, { key: string; entry: CacheEntry | undefined }>();
  const writes = new Map<string, string>();

  const report = (error: unknown): void => options.onStorageError?.(error);

  async function invalidate(writtenPath: string): Promise<void> {
    try {
      const keys = (await storage.keys()).filter((key) => key.startsWith(CACHE_KEY_PREFIX));
      const stale = keys.filter((key) => {
        const path = cachedPathOf(key);
        return path !== undefined && isInvalidatedBy(path, writtenPath);
      });
      await Promise.all(stale.map((key) => storage.delete(key)));
    } catch (error) {
      report(error);
    }
  }

  async function load(key: string): Promise<CacheEntry | undefined> {
    try {
      const value = await storage.get(key);
      return isCacheEntry(value) ? value : undefined;
    } catch (error) {
      report(error);
      return undefined;
    }
  }

  async function store(key: string, entry: CacheEntry): Promise<void> {
    try {
      await storage.set(key, entry);
    } catch (error) {
      report(error);
    }
  }

  async function settleWrite(id: string): Promise<void> {
    const path = writes.get(id);
    writes.delete(id);
    if (path !== undefined) await invalidate(path);
  }

  return {
    async onRequest({ request, schemaPath, params, id }) {
      const operation = operationOf(request.method, schemaPath);
      if (!operation) return undefined;
      if (WRITES.has(operation.method)) {
        writes.set(id, fillPath(operation.path, params.path));
        return undefined;
      }
      if (operation.method !== "GET" || !operation.cacheable) return undefined;
      const key = cacheKey(operation.method, operation.path, params);
      const entry = await load(key);
      reads.set(id, { key, entry });
      if (entry?.lm && !request.headers.has("If-Modified-Since")) {
        request.headers.set("If-Modified-Since", entry.lm);
      }
      return undefined;
    },

    async onResponse({ response, id }) {
      if (cacheStatusOf(response)) return undefined;
      await settleWrite(id);
      const read = reads.get(id);
      reads.delete(id);
      if (!read) return undefined;
      const { key, entry } = read;
      if (response.status === 304 && entry) {
        const lm = response.headers.get("Last-Modified");
        if (lm && lm !== entry.lm) await store(key, { lm, data: entry.data });
        return fromCache(entry, "revalidated");
      }
      if (response.status === 200 && isJson(response)) {
        try {
          const data: unknown = await response.clone().json();
          await store(key, { lm: response.headers.get("Last-Modified") ?? "", data });
        } catch {
          // An unreadable body is the caller's problem, not the cache's.
        }
        return undefined;
      }
      if (response.status >= 500 && entry) return fromCache(entry, "stale");
      return undefined;
    },

    async onError({ request, error, id }) {
      await settleWrite(id);
      const read = reads.get(id);
      reads.delete(id);
      const cancelledByCaller = request.signal.aborted && !isTimeoutReason(error);
      if (!read?.entry || cancelledByCaller) return undefined;
      return fromCache(read.entry, "stale");
    },
  };
}
