/**
 * A server problem in the reader's language. The server's `detail`, `title` and field `message`
 * are English for developers; a person sees the console's own message chosen by the problem's
 * code: a field problem by its `errors[].code` (the JSON Schema keyword or a domain code), the
 * rest by the HTTP status. An unknown code gets a generic translated message, never the
 * server's text.
 */
import { isHttpError, type ClientError } from "@canvass/sdk/client";
import type { Translate } from "../../i18n/use-t";

/** Field problem codes (`errors[].code`) → message key, under `problem.field.`. */
const FIELD_CODES: Readonly<Record<string, string>> = {
  required: "required",
  blank: "required",
  minLength: "tooShort",
  maxLength: "tooLong",
  size: "tooLong",
  maxDepth: "tooDeep",
  pattern: "format",
  format: "format",
  type: "format",
  json: "format",
  notDate: "format",
  timezone: "format",
  enum: "choice",
  notChoice: "choice",
  oneOf: "choice",
  discriminator: "choice",
  language: "choice",
  minimum: "range",
  maximum: "range",
  duplicate: "taken",
  unique: "taken",
  exists: "taken",
  conflict: "taken",
  nul: "characters",
  encoding: "characters",
  additionalProperties: "unknownField",
  "forbidden-key": "unknownField",
  unknown: "unknownField",
  hidden: "unknownField",
  role: "role",
  team: "team",
  parent: "parent",
  "wrong-password": "wrongPassword",
  "same-password": "samePassword",
  mismatch: "mismatch",
  "has-submissions": "hasSubmissions",
};

/** The message of a known problem code, or undefined for a code the console has no words for. */
export function problemCodeText(t: Translate, code: string | undefined): string | undefined {
  const key = code === undefined ? undefined : FIELD_CODES[code];
  return key === undefined ? undefined : t(`problem.field.${key}`);
}

/** A field problem's message, chosen by its code (a generic one for an unknown code). */
export function fieldProblemText(t: Translate, code: string | undefined): string {
  return problemCodeText(t, code) ?? t("problem.field.invalid");
}

/** What a refused call means when no field is named, chosen by its status. */
export function statusProblemText(t: Translate, status: number): string {
  if (status === 401) return t("problem.unauthorized");
  if (status === 403) return t("problem.forbidden");
  if (status === 404) return t("problem.notFound");
  if (status === 409) return t("problem.conflict");
  if (status === 413) return t("problem.tooLarge");
  if (status === 429) return t("problem.tooMany");
  return t("problem.other");
}

/**
 * Why a read failed, for a table or panel: a refusal (4xx) in the reader's words by its status;
 * `true` for anything else (a 5xx, a lost connection), which the table words itself.
 */
export function readFailureText(t: Translate, error: ClientError): string | true {
  return isHttpError(error) && error.status < 500 ? statusProblemText(t, error.status) : true;
}
