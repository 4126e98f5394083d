/** Every read-cache key starts with this, so the cache can tell its entries from other stored data. */
export const CACHE_KEY_PREFIX = "cache:";

/** What the read cache stores per key: the `Last-Modified` of the copy and its parsed JSON body. */
export interface CacheEntry {
  readonly lm: string;
  readonly data: unknown;
}

export interface CacheKeyParams {
  readonly path?: Record<string, unknown> | undefined;
  readonly query?: Record<string, unknown> | undefined;
}

export function isCacheEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === "object" &&
    value !== null &&
    "lm" in value &&
    typeof value.lm === "string" &&
    "data" in value
  );
}

/** JSON with object keys sorted and `undefined` members dropped, so equal params give equal text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (typeof member !== "object" || member === null || Array.isArray(member)) return member;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(member).sort()) {
      const entry = (member as Record<string, unknown>)[key];
      if (entry !== undefined) sorted[key] = entry;
    }
    return sorted;
  });
}

/** `cache:GET /players/{id}/ {"path":{"id":"abc"},"query":{}}`: method + path template + params. */
export function cacheKey(method: string, pathTemplate: string, params: CacheKeyParams): string {
  const serialised = stableStringify({ path: params.path ?? {}, query: params.query ?? {} });
  return `${CACHE_KEY_PREFIX}${method.toUpperCase()} ${pathTemplate} ${serialised}`;
}

/** The concrete path a cache key stands for (`/players/abc/`), or `undefined` for a foreign key. */
export function cachedPathOf(key: string): string | undefined {
  if (!key.startsWith(CACHE_KEY_PREFIX)) return undefined;
  const [, template, ...rest] = key.slice(CACHE_KEY_PREFIX.length).split(" ");
  if (template === undefined) return undefined;
  try {
    const params: unknown = JSON.parse(rest.join(" "));
    const path =
      typeof params === "object" && params !== null && "path" in params ? params.path : undefined;
    return fillPath(
      template,
      typeof path === "object" && path !== null ? (path as Record<string, unknown>) : {},
    );
  } catch {
    return undefined;
  }
}

/** Puts path parameters into a template (`/players/{id}/` + `{id: "abc"}` → `/players/abc/`). */
export function fillPath(template: string, pathParams: Record<string, unknown> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = pathParams[name];
    return typeof value === "string" || typeof value === "number"
      ? encodeURIComponent(String(value))
      : whole;
  });
}

/** The collection a path belongs to: `/players/abc/` → `/players/`, `/sourcecodes/x` → `/sourcecodes/`. */
export function parentCollection(path: string): string {
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed.slice(0, trimmed.lastIndexOf("/") + 1) || "/";
}

/**
 * Whether a write to `writtenPath` makes the cached copy of `cachedPath` out of date: the same
 * path, anything under it (`/campaigns/abc/` → `/campaigns/abc/teams/`), or its collection
 * (`/players/abc/` → `/players/`). Query strings play no part.
 */
export function isInvalidatedBy(cachedPath: string, writtenPath: string): boolean {
  return cachedPath.startsWith(writtenPath) || cachedPath === parentCollection(writtenPath);
}
