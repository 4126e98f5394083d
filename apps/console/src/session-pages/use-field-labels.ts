import type { TextFieldLabels } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../i18n/use-t";

/** The translated texts of the TextFields these pages use (clear, show password). */
export function useFieldLabels(): Partial<TextFieldLabels> {
  const t = useT();
  return useMemo(
    () => ({ clear: t("session.field.clear"), showPassword: t("session.field.showPassword") }),
    [t],
  );
}
