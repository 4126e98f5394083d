/**
 * What a failed save means for a form: the server's RFC 9457 `errors` become messages next to
 * their fields (a JSON pointer `/email` is the form field `email`, `/metadata/homepage` is
 * `metadata.homepage`), and everything else becomes one message above the buttons. A 5xx, a
 * network failure or a timeout says that nothing was lost and the save can be tried again.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";

export type SaveFailureKind = "fields" | "conflict" | "forbidden" | "notFound" | "retry" | "other";

export interface SaveFailure {
  readonly kind: SaveFailureKind;
  /** Messages by form field name, for the fields the server named. */
  readonly fields: Readonly<Record<string, string>>;
  /** The server's own words for what is not tied to a field (its `detail` or `title`). */
  readonly message: string | undefined;
}

/** `/metadata/homepage` → `metadata.homepage`; `query.Page` and other non-body places → undefined. */
export function fieldNameOfPointer(pointer: string): string | undefined {
  if (!pointer.startsWith("/")) return undefined;
  const parts = pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  return parts.every((part) => part !== "") ? parts.join(".") : undefined;
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The names a form's values can be addressed by: each key, and `parent.child` for the keys of a
 * plain object value (`metadata.startDate`), so the server's `/metadata/startDate` finds its field.
 */
export function fieldPathsOf(values: Readonly<Record<string, unknown>>, prefix = ""): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return isPlainObject(value) ? [path, ...fieldPathsOf(value, `${path}.`)] : [path];
  });
}

export function saveFailureOf(error: ClientError, knownFields: readonly string[]): SaveFailure {
  if (!isHttpError(error)) return { kind: "retry", fields: {}, message: undefined };
  const problem = error.problem;
  const message = problem?.detail ?? problem?.title;
  const fields: Record<string, string> = {};
  for (const entry of problem?.errors ?? []) {
    const name = fieldNameOfPointer(entry.field);
    if (name !== undefined && knownFields.includes(name) && fields[name] === undefined) {
      fields[name] = entry.message;
    }
  }
  if (Object.keys(fields).length > 0) return { kind: "fields", fields, message };
  if (error.status >= 500) return { kind: "retry", fields, message: undefined };
  if (error.status === 409) return { kind: "conflict", fields, message };
  if (error.status === 403) return { kind: "forbidden", fields, message };
  if (error.status === 404) return { kind: "notFound", fields, message };
  return { kind: "other", fields, message };
}
