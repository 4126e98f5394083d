import { formFieldLabel, formSections, type FormDocument } from "@canvass/sdk/campaign-settings";
import { PhoneFrame } from "@canvass/ui";
import { useId } from "react";
import { useLocale } from "../../../i18n/use-locale";
import { useT } from "../../../i18n/use-t";

const INPUT = "w-full rounded-md border border-input-line bg-input px-2 py-1 text-input-fg";
const HTML_TYPE: Readonly<Record<string, string>> = {
  text: "text",
  email: "email",
  tel: "tel",
  number: "number",
  date: "date",
};

/** The form as a fundraiser sees it on a phone, in the reader's locale (inputs do nothing). */
export function FormPreview({
  form,
  title,
}: {
  readonly form: FormDocument;
  readonly title: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <PhoneFrame label={t("campaignEdit.form.preview")} title={title}>
      <div
        role="group"
        className="flex flex-col gap-3 text-sm"
        aria-label={t("campaignEdit.form.previewForm")}
      >
        {form.fields.length === 0 ? (
          <p className="text-muted">{t("campaignEdit.form.empty")}</p>
        ) : null}
        {formSections(form).map((section, sectionIndex) => (
          <section
            key={section.heading?.name ?? `start-${String(sectionIndex)}`}
            className="flex flex-col gap-3"
          >
            {section.heading === null ? null : (
              <h3 className="border-b border-line pb-1 font-semibold">
                {formFieldLabel(section.heading, locale)}
              </h3>
            )}
            {section.fields.map((field) => {
              const inputId = `${id}-${field.name}`;
              const label = formFieldLabel(field, locale);
              const mark = field.required === true ? " *" : "";
              if (field.type === "checkbox") {
                return (
                  <label key={field.name} className="flex items-center gap-2">
                    <input type="checkbox" />
                    {label}
                    {mark}
                  </label>
                );
              }
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <label htmlFor={inputId}>
                    {label}
                    {mark}
                  </label>
                  {field.type === "select" ? (
                    <select id={inputId} className={INPUT}>
                      {(field.options ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.display}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={inputId}
                      className={INPUT}
                      type={HTML_TYPE[field.type] ?? "text"}
                      placeholder={field.mask}
                      required={field.required === true}
                    />
                  )}
                </div>
              );
            })}
          </section>
        ))}
        <button
          type="button"
          className="rounded-md bg-primary px-3 py-2 font-medium text-on-primary"
        >
          {t("campaignEdit.form.previewSubmit")}
        </button>
      </div>
    </PhoneFrame>
  );
}
