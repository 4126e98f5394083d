/**
 * Values the schemas let through but nothing downstream can hold: numbers that are not finite
 * (`Page=1e309` coerces to `Infinity`, past any `maximum`) and strings with a NUL character
 * (PostgreSQL text cannot store U+0000). Found anywhere in parameters or a JSON body, they are
 * reported like any other bad field instead of failing later as a 500.
 */
import type { FieldError } from "./problem.js";

const escapePointer = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every unsafe value under `value`, named by `field(pointer)` (pointer `""` is the value itself). */
export function unsafeValues(value: unknown, field: (pointer: string) => string): FieldError[] {
  const errors: FieldError[] = [];
  const visit = (current: unknown, pointer: string, depth: number): void => {
    if (depth > 64) return;
    if (typeof current === "number" && !Number.isFinite(current)) {
      errors.push({ field: field(pointer), message: "must be a finite number", code: "type" });
    } else if (typeof current === "string" && current.includes("\u0000")) {
      errors.push({
        field: field(pointer),
        message: "must not contain NUL characters",
        code: "format",
      });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        visit(item, `${pointer}/${index}`, depth + 1);
      });
    } else if (typeof current === "object" && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const child = `${pointer}/${escapePointer(key)}`;
        if (key.includes("\u0000")) {
          errors.push({
            field: field(child),
            message: "must not contain NUL characters",
            code: "format",
          });
        }
        visit(item, child, depth + 1);
      }
    }
  };
  visit(value, "", 0);
  return errors;
}
