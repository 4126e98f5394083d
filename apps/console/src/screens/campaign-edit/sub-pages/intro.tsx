/** intro: the intro screen's markdown-lite text, with a live preview of the escaped HTML. */
import {
  DEFAULT_INTRO,
  INTRO_MAX_LENGTH,
  introHtml,
  introProblems,
  readSection,
} from "@canvass/sdk/campaign-settings";
import { useT } from "../../../i18n/use-t";
import { TextAreaInput } from "../fields";
import { readGeneralDocument, writeSection } from "../settings-document";
import { fieldAfter, textOf, type SubPageFieldsProps, type SubPageSpec } from "../sub-page-spec";

function IntroFields({ values, problems, change }: SubPageFieldsProps) {
  const t = useT();
  const text = textOf(values.text);
  return (
    <>
      <TextAreaInput
        name="text"
        label={t("campaignEdit.intro.text")}
        hint={t("campaignEdit.intro.hint", { max: INTRO_MAX_LENGTH })}
        value={text}
        error={problems.text}
        rows={10}
        onChange={(v) => {
          change("text", v);
        }}
      />
      <section aria-label={t("campaignEdit.intro.preview")} className="flex flex-col gap-1">
        <h2 className="text-sm font-medium">{t("campaignEdit.intro.preview")}</h2>
        <div
          data-testid="intro-preview"
          className="prose max-w-sm rounded-lg border border-border p-3 text-sm"
          // markdownLite escapes the whole text first and adds only fixed, attribute-free tags.
          dangerouslySetInnerHTML={{ __html: introHtml({ text }) }}
        />
      </section>
    </>
  );
}

export const introPage: SubPageSpec = {
  async load(context, signal) {
    const intro = readSection(await readGeneralDocument(context, signal), "intro", DEFAULT_INTRO);
    return { text: intro.text };
  },
  check: (values) => introProblems({ text: textOf(values.text) }),
  save: (context, values) => writeSection(context, "intro", { text: textOf(values.text) }),
  fieldOf: fieldAfter(["/intro", "/file/intro"]),
  Fields: IntroFields,
};
