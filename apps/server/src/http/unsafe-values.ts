/**
 * Values the schemas let through but nothing downstream can hold: numbers that are not finite
 * (`Page=1e309` coerces to `Infinity`, past any `maximum`), strings with a NUL character
 * (PostgreSQL text cannot store U+0000) or a lone UTF-16 surrogate (`"\ud800"` in JSON: it has no
 * UTF-8 form), and JSON nested deeper than `MAX_JSON_DEPTH` (free-form fields such as preferences
 * and metadata). Found anywhere in parameters or a JSON body, they are reported like any other bad
 * field instead of failing later as a 500.
 */
import type { FieldError } from "./problem.js";

/** Levels of arrays and objects a request value may nest (the body itself is level 0). */
export const MAX_JSON_DEPTH = 32;

/** With the `u` flag a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

const escapePointer = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** What is wrong with a string, if anything. */
function stringProblem(text: string): FieldError["message"] | undefined {
  if (text.includes("\u0000")) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(text)) return "must not contain lone UTF-16 surrogates";
  return undefined;
}

/** Every unsafe value under `value`, named by `field(pointer)` (pointer `""` is the value itself). */
export function unsafeValues(value: unknown, field: (pointer: string) => string): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (current: unknown, pointer: string, depth: number): void => {
    if (typeof current === "number" && !Number.isFinite(current)) {
      errors.push({ field: field(pointer), message: "must be a finite number", code: "type" });
    } else if (typeof current === "string") {
      const message = stringProblem(current);
      if (message !== undefined) errors.push({ field: field(pointer), message, code: "format" });
    } else if (
      depth >= MAX_JSON_DEPTH &&
      typeof current === "object" &&
      current !== null &&
      !Buffer.isBuffer(current)
    ) {
      errors.push({
        field: field(pointer),
        message: `must not nest more than ${MAX_JSON_DEPTH} levels of arrays and objects`,
        code: "maxDepth",
      });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        visit(item, `${pointer}/${index}`, depth + 1);
      });
    } else if (typeof current === "object" && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = `${pointer}/${escapePointer(key)}`;
        const message = stringProblem(key);
        if (message !== undefined) errors.push({ field: field(child), message, code: "format" });
        visit(item, child, depth + 1);
      }
    }
  };
  visit(value, "", 0);
  return errors;
}
