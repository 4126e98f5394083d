/**
 * The fields a form may hold: the account (submission) field list of the campaign
 * (`GET /fields/accounts/`) as form field templates — its value type as an input type, its
 * label, and as a `select` with its choices when the field options (`accounts/optfields/`) give
 * it some for this campaign (or by default).
 */
import type { FormField, FormFieldType } from "@canvass/sdk/campaign-settings";
import type { Schema } from "@canvass/sdk/contract";

const INPUT_OF: Readonly<Record<Schema<"FieldDescription">["type"], FormFieldType>> = {
  string: "text",
  number: "number",
  boolean: "checkbox",
  date: "date",
};

/** The choices of `field` for `campaign`: its own list, else the default one. */
function choicesOf(
  field: string,
  options: readonly Schema<"OptionalFieldOption">[],
  campaign: string,
): readonly string[] | undefined {
  const mine = options.find(
    (option) =>
      option.field === field &&
      Array.isArray(option.campaigns) &&
      option.campaigns.includes(campaign),
  );
  const fallback = options.find(
    (option) => option.field === field && option.campaigns === "default",
  );
  return (mine ?? fallback)?.options;
}

/** A template for each account field (hidden `_` fields left out), in the list's order. */
export function fieldTemplates(
  fields: readonly Schema<"FieldDescription">[],
  options: readonly Schema<"OptionalFieldOption">[],
  campaign: string,
): FormField[] {
  return fields
    .filter((field) => !field.name.startsWith("_"))
    .map((field) => {
      const choices = choicesOf(field.name, options, campaign);
      if (choices !== undefined && choices.length > 0) {
        return {
          name: field.name,
          type: "select",
          label: field.label,
          options: choices.map((choice) => ({ value: choice, display: choice })),
        };
      }
      return { name: field.name, type: INPUT_OF[field.type], label: field.label };
    });
}

/** A new section heading's name, not yet used in the form (`section_1`, `section_2`, …). */
export function newSectionName(fields: readonly FormField[]): string {
  const names = new Set(fields.map((field) => field.name));
  let index = 1;
  while (names.has(`section_${String(index)}`)) index += 1;
  return `section_${String(index)}`;
}
