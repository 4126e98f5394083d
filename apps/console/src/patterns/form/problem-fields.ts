/**
 * What a failed save means for a form: the server's RFC 9457 `errors` become messages next to
 * their fields (a JSON pointer `/email` is the form field `email`, `/metadata/homepage` is
 * `metadata.homepage`), and everything else becomes one message above the buttons. Every
 * message is the console's own, in the reader's language, chosen by the problem's code
 * (`problem-words.ts`); the server's English `detail` is never shown. A 5xx, a network failure
 * or a timeout says that nothing was lost and the save can be tried again.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";
import type { Translate } from "../../i18n/use-t";
import { fieldProblemText, problemCodeText, statusProblemText } from "./problem-words";

export type SaveFailureKind = "fields" | "conflict" | "forbidden" | "notFound" | "retry" | "other";

export interface SaveFailure {
  readonly kind: SaveFailureKind;
  /** Translated messages by form field name, for the fields the server named. */
  readonly fields: Readonly<Record<string, string>>;
  /**
   * The translated message for what is not tied to a form field: a problem the server named for
   * another place (`path.id`) by its code, else the status's message; undefined for a retry.
   */
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

export function saveFailureOf(
  error: ClientError,
  knownFields: readonly string[],
  t: Translate,
): SaveFailure {
  if (!isHttpError(error)) return { kind: "retry", fields: {}, message: undefined };
  const entries = error.problem?.errors ?? [];
  const fields: Record<string, string> = {};
  let elsewhere: string | undefined;
  for (const entry of entries) {
    const name = fieldNameOfPointer(entry.field);
    if (name !== undefined && knownFields.includes(name)) {
      fields[name] ??= fieldProblemText(t, entry.code);
    } else {
      elsewhere ??= problemCodeText(t, entry.code);
    }
  }
  const message = elsewhere ?? statusProblemText(t, error.status);
  if (Object.keys(fields).length > 0) return { kind: "fields", fields, message };
  if (error.status >= 500) return { kind: "retry", fields, message: undefined };
  if (error.status === 409) return { kind: "conflict", fields, message };
  if (error.status === 403) return { kind: "forbidden", fields, message };
  if (error.status === 404) return { kind: "notFound", fields, message };
  return { kind: "other", fields, message };
}
