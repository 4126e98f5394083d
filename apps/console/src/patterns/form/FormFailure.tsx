import { useT } from "../../i18n/use-t";
import type { SaveFailure } from "./problem-fields";

/**
 * The message above a form's buttons after a failed save. Field problems are shown next to their
 * fields; this says what is left: "check the highlighted fields", the translated reason of a
 * conflict or refusal (never the server's English), or — for a 5xx or a lost connection — that
 * nothing was lost.
 */
export function FormFailure({ failure }: { readonly failure: SaveFailure | undefined }) {
  const t = useT();
  if (failure === undefined) return null;
  const text =
    failure.kind === "fields"
      ? t("form.invalid")
      : failure.kind === "retry"
        ? t("form.failed")
        : (failure.message ?? t("form.failed"));
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
    >
      {text}
    </p>
  );
}
