/** cancels: the reasons a fundraiser picks from when a donor cancels, one per line. */
import {
  CANCEL_REASON_LIMITS,
  DEFAULT_CANCELS,
  cancelProblems,
  readSection,
} from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { useT } from "../../../i18n/use-t";
import { TextAreaInput } from "../fields";
import { readGeneralDocument, writeSection } from "../settings-document";
import { fieldAfter, textOf, type SubPageFieldsProps, type SubPageSpec } from "../sub-page-spec";

const toSection = (values: EditorValues) => ({
  reasons: textOf(values.reasons)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== ""),
});

function CancelFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  return (
    <TextAreaInput
      name="reasons"
      label={t("campaignEdit.cancels.reasons")}
      hint={t("campaignEdit.cancels.hint", {
        max: CANCEL_REASON_LIMITS.maxItems,
        length: CANCEL_REASON_LIMITS.maxLength,
      })}
      value={values.reasons}
      error={problems.reasons}
      rows={8}
      onChange={(v) => {
        change("reasons", v);
      }}
    />
  );
}

export const cancelsPage: SubPageSpec = {
  async load(context, signal) {
    const cancels = readSection(
      await readGeneralDocument(context, signal),
      "cancels",
      DEFAULT_CANCELS,
    );
    return { reasons: cancels.reasons.join("\n") };
  },
  check: (values) => cancelProblems(toSection(values)),
  save: (context, values) => writeSection(context, "cancels", toSection(values)),
  fieldOf: fieldAfter(["/cancels", "/file/cancels"]),
  Fields: CancelFields,
};
