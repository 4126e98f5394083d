/**
 * Text PostgreSQL cannot store: `text` and `jsonb` refuse the NUL character (U+0000), which JSON
 * and query strings can carry. Requests with one answer 400 (parameter) or 422 (body) naming
 * where it is, instead of failing in the database.
 */
import { unprocessable } from "../../http/index.js";

const NUL = "\u0000";

/** A JSON pointer segment (`~` → `~0`, `/` → `~1`). */
function segment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The pointer of the first string or key holding NUL, or `undefined`. */
export function findNul(value: unknown, pointer = ""): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? pointer || "/" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${segment(key)}`;
      if (key.includes(NUL)) return at;
      const found = findNul(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** 422 when the body holds a NUL character anywhere. */
export function rejectNulInBody(body: unknown): void {
  const field = findNul(body);
  if (field === undefined) return;
  throw unprocessable("The request holds a NUL character, which cannot be stored.", [
    { field, message: "Remove the NUL character (U+0000).", code: "nul" },
  ]);
}
