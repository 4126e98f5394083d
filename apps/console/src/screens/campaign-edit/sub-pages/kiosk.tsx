/** kiosk: idle reset seconds, the attract screen's image, the languages a donor may pick. */
import {
  DEFAULT_KIOSK,
  KIOSK_ATTRACT_IMAGES,
  kioskProblems,
  readSection,
} from "@canvass/sdk/campaign-settings";
import type { EditorValues } from "@canvass/machines";
import { LANGUAGE_OPTIONS } from "@canvass/sdk/locale";
import { useT } from "../../../i18n/use-t";
import { FieldGroup } from "@canvass/ui";
import { CheckboxInput, SelectInput, TextInput } from "../fields";
import { readGeneralDocument, writeSection } from "../settings-document";
import {
  fieldAfter,
  numberOf,
  textOf,
  type SubPageFieldsProps,
  type SubPageSpec,
} from "../sub-page-spec";

const languagesOf = (values: EditorValues): string[] =>
  Array.isArray(values.languages) ? values.languages.map(String) : [];

const toSection = (values: EditorValues) => ({
  idleResetSeconds: numberOf(values.idleResetSeconds),
  attractImage: textOf(values.attractImage),
  // In the order of the language list, whatever order they were ticked in.
  languages: LANGUAGE_OPTIONS.map((option) => option.value).filter((locale) =>
    languagesOf(values).includes(locale),
  ),
});

function KioskFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  const languages = languagesOf(values);
  return (
    <>
      <TextInput
        name="idleResetSeconds"
        numeric
        label={t("campaignEdit.kiosk.idleReset")}
        hint={t("campaignEdit.kiosk.idleResetHint")}
        value={values.idleResetSeconds}
        error={problems.idleResetSeconds}
        onChange={(v) => {
          change("idleResetSeconds", v);
        }}
      />
      <SelectInput
        name="attractImage"
        label={t("campaignEdit.kiosk.attractImage")}
        value={values.attractImage}
        error={problems.attractImage}
        options={KIOSK_ATTRACT_IMAGES.map((image) => ({
          value: image,
          label: t(`campaignEdit.kiosk.image.${image}`),
        }))}
        onChange={(v) => {
          change("attractImage", v);
        }}
      />
      <FieldGroup legend={t("campaignEdit.kiosk.languages")} error={problems.languages}>
        {LANGUAGE_OPTIONS.map((option) => (
          <CheckboxInput
            key={option.value}
            name={`language-${option.value}`}
            label={option.display}
            checked={languages.includes(option.value)}
            onChange={(checked) => {
              const next = checked
                ? [...languages, option.value]
                : languages.filter((l) => l !== option.value);
              change(
                "languages",
                LANGUAGE_OPTIONS.map((o) => o.value).filter((l) => next.includes(l)),
              );
            }}
          />
        ))}
      </FieldGroup>
    </>
  );
}

export const kioskPage: SubPageSpec = {
  async load(context, signal) {
    const kiosk = readSection(await readGeneralDocument(context, signal), "kiosk", DEFAULT_KIOSK);
    return {
      idleResetSeconds: String(kiosk.idleResetSeconds),
      attractImage: kiosk.attractImage,
      languages: [...kiosk.languages],
    };
  },
  check: (values) => kioskProblems(toSection(values)),
  save: (context, values) => writeSection(context, "kiosk", toSection(values)),
  fieldOf: fieldAfter(["/kiosk", "/file/kiosk"]),
  Fields: KioskFields,
};
