/**
 * Ajv errors → the problem's `errors[]`: one entry per bad field, named the way the contract says
 * (a JSON pointer into the body, or `query.Page` / `path.id` / `header.If-Modified-Since`), with a
 * plain message and the failing keyword as `code`.
 */
import type { ErrorObject } from "ajv/dist/2020.js";
import type { FieldError } from "./problem.js";

/** Names the field at a JSON pointer into the validated value. */
export type FieldNamer = (pointer: string) => string;

export function escapePointer(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

function unescapePointer(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** Body fields: the pointer itself, and `body` for the body as a whole. */
export const bodyField: FieldNamer = (pointer) => (pointer === "" ? "body" : pointer);

/**
 * Parameter fields: `query.Page`, `path.id`, `header.If-Modified-Since`. `displayName` maps the
 * validated key (headers are validated lower-cased) back to the contract's spelling.
 */
export function parameterField(
  location: string,
  displayName: (key: string) => string = (key) => key,
): FieldNamer {
  return (pointer) => {
    const [, first = "", ...rest] = pointer.split("/");
    const name = `${location}.${displayName(unescapePointer(first))}`;
    return rest.length === 0 ? name : `${name}/${rest.join("/")}`;
  };
}

const MAX_LISTED_VALUES = 20;

function plural(count: unknown, noun: string): string {
  return `${String(count)} ${noun}${count === 1 ? "" : "s"}`;
}

function describeValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Where the error is (a pointer into the value) and what to say about it. */
function locate(error: ErrorObject): { pointer: string; message: string } {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        pointer: `${at}/${escapePointer(String(params.missingProperty))}`,
        message: "is required",
      };
    case "dependentRequired":
      return {
        pointer: `${at}/${escapePointer(String(params.missingProperty))}`,
        message: `is required when ${String(params.property)} is present`,
      };
    case "additionalProperties":
      return {
        pointer: `${at}/${escapePointer(String(params.additionalProperty))}`,
        message: "is not a known field",
      };
    case "unevaluatedProperties":
      return {
        pointer: `${at}/${escapePointer(String(params.unevaluatedProperty))}`,
        message: "is not a known field",
      };
    case "propertyNames":
      return {
        pointer: `${at}/${escapePointer(String(params.propertyName))}`,
        message: "is not an allowed name",
      };
    case "type": {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(",");
      return { pointer: at, message: `must be ${types.map(String).join(" or ")}` };
    }
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return {
        pointer: at,
        message:
          allowed.length > 0 && allowed.length <= MAX_LISTED_VALUES
            ? `must be one of: ${allowed.map(describeValue).join(", ")}`
            : "is not one of the allowed values",
      };
    }
    case "const":
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "format":
      return { pointer: at, message: `must be a valid ${String(params.format)}` };
    case "pattern":
      return { pointer: at, message: "has an invalid format" };
    case "minLength":
      return { pointer: at, message: `must be at least ${plural(params.limit, "character")} long` };
    case "maxLength":
      return { pointer: at, message: `must be at most ${plural(params.limit, "character")} long` };
    case "minItems":
      return { pointer: at, message: `must have at least ${plural(params.limit, "item")}` };
    case "maxItems":
      return { pointer: at, message: `must have at most ${plural(params.limit, "item")}` };
    case "minProperties":
      return { pointer: at, message: `must have at least ${plural(params.limit, "field")}` };
    case "maxProperties":
      return { pointer: at, message: `must have at most ${plural(params.limit, "field")}` };
    case "minimum":
      return { pointer: at, message: `must be at least ${String(params.limit)}` };
    case "maximum":
      return { pointer: at, message: `must be at most ${String(params.limit)}` };
    case "exclusiveMinimum":
      return { pointer: at, message: `must be more than ${String(params.limit)}` };
    case "exclusiveMaximum":
      return { pointer: at, message: `must be less than ${String(params.limit)}` };
    case "uniqueItems":
      return { pointer: at, message: "must not repeat an item" };
    case "discriminator": {
      const tag = `${at}/${escapePointer(String(params.tag))}`;
      return params.error === "tag"
        ? { pointer: tag, message: "is required and must be a string" }
        : { pointer: tag, message: "is not one of the known kinds" };
    }
    case "oneOf":
      return { pointer: at, message: "must match exactly one of the allowed shapes" };
    case "anyOf":
      return { pointer: at, message: "must match one of the allowed shapes" };
    default:
      return { pointer: at, message: error.message ?? "is invalid" };
  }
}

/**
 * For a failed `oneOf`/`anyOf`, each branch also reports why it failed ("must be string", "must be
 * null") at the same place. Those branch errors are folded into the union's message ("must be string;
 * or must be null"); errors deeper inside the value are kept as they are.
 */
function foldUnions(errors: readonly ErrorObject[]): {
  kept: ErrorObject[];
  branches: Map<ErrorObject, string[]>;
} {
  const unions = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  const branches = new Map<ErrorObject, string[]>(unions.map((union) => [union, []]));
  if (unions.length === 0) return { kept: [...errors], branches };
  const kept = errors.filter((error) => {
    if (branches.has(error)) return true;
    const union = unions.find(
      (candidate) =>
        error.instancePath === candidate.instancePath &&
        // Inline branches have paths under the union's; branches that are `$ref`s report the
        // referenced schema's id instead of a `#` path.
        (error.schemaPath.startsWith(`${candidate.schemaPath}/`) ||
          !error.schemaPath.startsWith("#")),
    );
    if (union === undefined) return true;
    const messages = branches.get(union);
    const message = locate(error).message;
    if (messages !== undefined && !messages.includes(message)) messages.push(message);
    return false;
  });
  return { kept, branches };
}

/** Ajv's `if` reports "must match then schema" beside the real error from `then`/`else`. */
const SKIPPED_KEYWORDS = new Set(["if", "$merge", "$patch"]);

/** The problem's `errors[]` for a failed validation, deduplicated, in Ajv's order. */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  nameField: FieldNamer,
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  const { kept, branches } = foldUnions(errors ?? []);
  for (const error of kept) {
    if (SKIPPED_KEYWORDS.has(error.keyword)) continue;
    const located = locate(error);
    const branchMessages = branches.get(error) ?? [];
    const pointer = located.pointer;
    const message = branchMessages.length > 0 ? branchMessages.join("; or ") : located.message;
    const field = nameField(pointer);
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, message, code: error.keyword });
  }
  return out;
}
