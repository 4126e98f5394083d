/** The screen's recurring words: field names and a call failure, in the operator's language. */
import type { BulkCallError } from "@canvass/machines";
import type { BulkField } from "@canvass/sdk/bulk";
import { isCanvassError, isHttpError } from "@canvass/sdk/client";
import type { Translate } from "../../i18n/use-t";

/**
 * A field's name. These names also head the template's columns, so each locale's names are
 * among the headers the SDK's mapping guess knows (`bulk-words.test.ts` checks it).
 */
export function fieldLabel(t: Translate, field: BulkField): string {
  return t(`bulk.field.${field}`);
}

/** Why a call failed, for the alert above the Retry button. */
export function failureText(t: Translate, error: BulkCallError): string {
  if (!isCanvassError(error)) return t("bulk.failure.unknown");
  if (error.kind === "network") return t("bulk.failure.network");
  if (error.kind === "timeout") return t("bulk.failure.timeout");
  if (isHttpError(error)) {
    if (error.status === 403) return t("bulk.failure.forbidden");
    if (error.status === 413) return t("bulk.failure.tooLarge");
    return t("bulk.failure.http", { status: error.status });
  }
  return t("bulk.failure.unknown");
}
