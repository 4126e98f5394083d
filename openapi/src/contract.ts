import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export interface Operation {
  method: string;
  path: string;
  pathItem: Record<string, unknown>;
  op: Record<string, unknown> & {
    operationId?: string;
    tags?: string[];
    summary?: string;
    security?: unknown[];
    parameters?: { $ref?: string; name?: string; in?: string; description?: string }[];
    responses?: Record<string, Record<string, unknown>>;
    requestBody?: unknown;
  };
}

/** Reads the bundled contract from dist/ (built by `npm run build`). */
export function readBundle(): Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, Record<string, unknown>>>;
  tags: { name: string; description?: string }[];
} {
  const file = fileURLToPath(new URL("../dist/openapi.json", import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof readBundle>;
}

/** Every operation of a bundled contract, in document order. */
export function listOperations(doc: ReturnType<typeof readBundle>): Operation[] {
  const result: Operation[] = [];
  for (const [path, pathItem] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (op && typeof op === "object") {
        result.push({ method: method.toUpperCase(), path, pathItem, op: op as Operation["op"] });
      }
    }
  }
  return result;
}

/** `GET /a/{x}/b` → `GET /a/{}/b`, so calls compare whatever the parameters are named. */
export function callKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;
}

/** Follows a local `$ref` (`#/components/...`) in the bundle. */
export function deref<T>(doc: ReturnType<typeof readBundle>, value: T | { $ref: string }): T {
  if (value && typeof value === "object" && "$ref" in value) {
    const parts = value.$ref.replace(/^#\//, "").split("/");
    let node: unknown = doc;
    for (const part of parts) {
      node = (node as Record<string, unknown> | undefined)?.[
        part.replace(/~1/g, "/").replace(/~0/g, "~")
      ];
    }
    return node as T;
  }
  return value;
}
