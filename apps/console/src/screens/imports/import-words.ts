/** The import screen's recurring words in the operator's language: fields, formats, problems. */
import { isCanvassError, isHttpError } from "@canvass/sdk/client";
import { importRunFailureOf } from "@canvass/sdk/imports";
import type { Translate } from "../../i18n/use-t";
import { ImportFileProblem } from "./read-import-file";

/** The row problem codes of the SDK's plan (`ImportRowError["code"]`) this screen words. */
const PROBLEM_CODES = new Set([
  "required",
  "tooShort",
  "tooLong",
  "pattern",
  "number",
  "date",
  "choice",
  "formula",
  "email",
  "phone",
  "boolean",
  "format",
  "identity",
  "ragged",
]);

/** A field's name (`supportedKey`). */
export const fieldName = (t: Translate, key: string): string => t(`imports.field.${key}`);

/** A format's name (`acceptedFormat`): `date:DD/MM/YYYY` → "Date DD/MM/YYYY". */
export function formatName(t: Translate, format: string): string {
  if (format.startsWith("date:")) return t("imports.format.date", { pattern: format.slice(5) });
  return t(`imports.format.${format === "number:comma" ? "numberComma" : format}`);
}

/** A row problem of the dry run or the report; a code this screen does not know keeps the server's words. */
export function rowProblem(
  t: Translate,
  error: { readonly code?: string; readonly message: string },
): string {
  return error.code !== undefined && PROBLEM_CODES.has(error.code)
    ? t(`imports.problem.${error.code}`)
    : error.message;
}

/** A duplicate's match reason (`email`, `phone`, `namePostcode`). */
export const reasonText = (t: Translate, reason: string): string => t(`imports.reason.${reason}`);

/** Why reading the file or a call failed, for the alert next to the step. */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ImportFileProblem) return t(`imports.failure.file.${error.kind}`);
  if (!isCanvassError(error)) return t("imports.failure.unknown");
  if (error.kind === "network") return t("imports.failure.network");
  if (error.kind === "timeout") return t("imports.failure.timeout");
  if (isHttpError(error)) {
    if (error.status === 413) return t("imports.failure.tooLarge");
    const field = error.problem?.errors?.[0]?.field;
    if ((error.status === 422 || error.status === 400) && field !== undefined) {
      return t("imports.failure.field", { field: field.replace(/^\//, "") });
    }
    return t("imports.failure.http", { status: error.status });
  }
  return t("imports.failure.unknown");
}

/** Why a run itself failed (its job's `error`); an error the SDK does not know keeps the server's words. */
export function runFailureText(t: Translate, error: string | null | undefined): string {
  const code = importRunFailureOf(error);
  return code === undefined ? (error ?? "") : t(`imports.report.reason.${code}`);
}
