/** 2step: the donor's one-time code by e-mail and/or SMS, its length and how long it is valid. */
import { DEFAULT_TWO_STEP, readSection, twoStepProblems } from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { useT } from "../../../i18n/use-t";
import { FieldGroup } from "@canvass/ui";
import { CheckboxInput, TextInput } from "../fields";
import { readGeneralDocument, writeSection } from "../settings-document";
import { fieldAfter, numberOf, type SubPageFieldsProps, type SubPageSpec } from "../sub-page-spec";

const toSection = (values: EditorValues) => ({
  email: values.email === true,
  sms: values.sms === true,
  codeLength: numberOf(values.codeLength),
  expiryMinutes: numberOf(values.expiryMinutes),
});

function TwoStepFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  return (
    <>
      <FieldGroup legend={t("campaignEdit.twoStep.channels")}>
        <CheckboxInput
          name="email"
          label={t("campaignEdit.twoStep.email")}
          checked={values.email === true}
          error={problems.email}
          onChange={(v) => {
            change("email", v);
          }}
        />
        <CheckboxInput
          name="sms"
          label={t("campaignEdit.twoStep.sms")}
          checked={values.sms === true}
          error={problems.sms}
          onChange={(v) => {
            change("sms", v);
          }}
        />
      </FieldGroup>
      <TextInput
        name="codeLength"
        numeric
        label={t("campaignEdit.twoStep.codeLength")}
        value={values.codeLength}
        error={problems.codeLength}
        onChange={(v) => {
          change("codeLength", v);
        }}
      />
      <TextInput
        name="expiryMinutes"
        numeric
        label={t("campaignEdit.twoStep.expiry")}
        value={values.expiryMinutes}
        error={problems.expiryMinutes}
        onChange={(v) => {
          change("expiryMinutes", v);
        }}
      />
    </>
  );
}

export const twoStepPage: SubPageSpec = {
  async load(context, signal) {
    const twoStep = readSection(
      await readGeneralDocument(context, signal),
      "twoStep",
      DEFAULT_TWO_STEP,
    );
    return {
      email: twoStep.email,
      sms: twoStep.sms,
      codeLength: String(twoStep.codeLength),
      expiryMinutes: String(twoStep.expiryMinutes),
    };
  },
  check: (values) => twoStepProblems(toSection(values)),
  save: (context, values) => writeSection(context, "twoStep", toSection(values)),
  fieldOf: fieldAfter(["/twoStep", "/file/twoStep"]),
  Fields: TwoStepFields,
};
