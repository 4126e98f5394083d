/**
 * JSON Merge Patch (RFC 7396): a member set to `null` is removed, an object is merged
 * recursively, any other value (arrays included) replaces the stored one. The result is built
 * with fresh objects (`Object.fromEntries`), never by assignment, so no key can reach a prototype.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged = new Map<string, unknown>(isObject(target) ? Object.entries(target) : []);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) merged.delete(key);
    else merged.set(key, mergePatch(merged.get(key), value));
  }
  return Object.fromEntries(merged);
}
