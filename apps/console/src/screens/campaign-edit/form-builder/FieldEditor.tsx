import {
  FORM_FIELD_TYPES,
  type FormField,
  type FormFieldType,
} from "@canvass/sdk/campaign-settings";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { useId } from "react";
import { useT } from "../../../i18n/use-t";

const INPUT = "rounded-md border border-input-line bg-input px-2 py-1 text-sm text-input-fg";

/** `field` without the optional `key` when `value` is empty, else with it. */
function withOptional(field: FormField, key: "validator" | "mask", value: string): FormField {
  const copy: FormField = { ...field };
  if (value === "") Reflect.deleteProperty(copy, key);
  else Object.assign(copy, { [key]: value });
  return copy;
}

/** Choices typed one per line as `value = shown text` (or just the text, both the same). */
export function optionsFromText(text: string): NonNullable<FormField["options"]> {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const at = line.indexOf("=");
      if (at < 0) return { value: line.trim(), display: line.trim() };
      return { value: line.slice(0, at).trim(), display: line.slice(at + 1).trim() };
    });
}

export function optionsToText(options: FormField["options"]): string {
  return (options ?? [])
    .map((option) =>
      option.value === option.display ? option.display : `${option.value} = ${option.display}`,
    )
    .join("\n");
}

/** The editor of one field: label (default and per locale), type, required, validator, mask, choices. */
export function FieldEditor({
  field,
  onChange,
}: {
  readonly field: FormField;
  readonly onChange: (field: FormField) => void;
}) {
  const t = useT();
  const id = useId();
  const section = field.type === "section";
  const changeType = (type: FormFieldType) => {
    const { options, required, validator, mask, ...rest } = field;
    if (type === "section") onChange({ ...rest, type });
    else if (type === "select") {
      onChange({
        ...rest,
        type,
        options: options ?? [],
        ...(required === undefined ? {} : { required }),
        ...(validator === undefined ? {} : { validator }),
        ...(mask === undefined ? {} : { mask }),
      });
    } else {
      onChange({
        ...rest,
        type,
        ...(required === undefined ? {} : { required }),
        ...(validator === undefined ? {} : { validator }),
        ...(mask === undefined ? {} : { mask }),
      });
    }
  };
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <label className="flex flex-col gap-1 text-sm">
        {t("campaignEdit.form.property.label")}
        <input
          className={INPUT}
          value={field.label}
          onChange={(event) => {
            onChange({ ...field, label: event.target.value });
          }}
        />
      </label>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-type`}>{t("campaignEdit.form.property.type")}</label>
        <select
          id={`${id}-type`}
          className={INPUT}
          value={field.type}
          onChange={(event) => {
            changeType(event.target.value as FormFieldType);
          }}
        >
          {FORM_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`campaignEdit.form.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
        <legend>{t("campaignEdit.form.property.labels")}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {SUPPORTED_LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2">
              <span className="w-12 font-mono text-xs">{locale}</span>
              <input
                className={`${INPUT} flex-1`}
                value={field.labels?.[locale] ?? ""}
                placeholder={field.label}
                onChange={(event) => {
                  const labels: Record<string, string> = { ...field.labels };
                  if (event.target.value === "") Reflect.deleteProperty(labels, locale);
                  else labels[locale] = event.target.value;
                  const next: FormField = { ...field, labels };
                  if (Object.keys(labels).length === 0) Reflect.deleteProperty(next, "labels");
                  onChange(next);
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {section ? null : (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={field.required === true}
              onChange={(event) => {
                onChange({ ...field, required: event.target.checked });
              }}
            />
            {t("campaignEdit.form.property.required")}
          </label>
          <span />
          <label className="flex flex-col gap-1 text-sm">
            {t("campaignEdit.form.property.validator")}
            <input
              className={`${INPUT} font-mono`}
              value={field.validator ?? ""}
              aria-describedby={`${id}-validator`}
              onChange={(event) => {
                onChange(withOptional(field, "validator", event.target.value));
              }}
            />
            <span id={`${id}-validator`} className="text-xs text-muted">
              {t("campaignEdit.form.validatorHint")}
            </span>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t("campaignEdit.form.property.mask")}
            <input
              className={`${INPUT} font-mono`}
              value={field.mask ?? ""}
              onChange={(event) => {
                onChange(withOptional(field, "mask", event.target.value));
              }}
            />
          </label>
        </>
      )}
      {field.type === "select" ? (
        <label className="flex flex-col gap-1 text-sm sm:col-span-2">
          {t("campaignEdit.form.property.options")}
          <textarea
            className={`${INPUT} min-h-20 font-mono`}
            defaultValue={optionsToText(field.options)}
            aria-describedby={`${id}-options`}
            onChange={(event) => {
              onChange({ ...field, options: optionsFromText(event.target.value) });
            }}
          />
          <span id={`${id}-options`} className="text-xs text-muted">
            {t("campaignEdit.form.optionsHint")}
          </span>
        </label>
      ) : null}
    </div>
  );
}
