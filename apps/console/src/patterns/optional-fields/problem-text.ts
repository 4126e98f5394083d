/** A metadata problem (the SDK's code) in the operator's language. */
import type { MetadataProblem } from "@canvass/sdk/fields";
import { useCallback } from "react";
import { useT } from "../../i18n/use-t";

export function useProblemText(): (problem: MetadataProblem) => string {
  const t = useT();
  return useCallback(
    (problem) => {
      switch (problem.code) {
        case "tooLong":
          return t("fields.tooLong", { max: problem.max });
        case "notChoice":
          return t("fields.notChoice", { options: problem.options.join(", ") });
        default:
          return t(`fields.${problem.code}`);
      }
    },
    [t],
  );
}
