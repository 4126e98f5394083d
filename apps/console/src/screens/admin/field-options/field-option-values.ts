/**
 * The field option form's values and the save body: the choices (in order), and where they
 * apply — by default (every campaign without its own option) or in chosen campaigns.
 */
import type { Schema } from "@canvass/sdk/contract";

export type FieldOptionRow = Schema<"OptionalFieldOption">;

export interface FieldOptionValues {
  readonly choices: { text: string }[];
  readonly scope: "default" | "campaigns";
  readonly campaigns: string[];
}

export function fieldOptionValues(option?: FieldOptionRow): FieldOptionValues {
  if (option === undefined) return { choices: [{ text: "" }], scope: "campaigns", campaigns: [] };
  return {
    choices: option.options.map((text) => ({ text })),
    scope: option.campaigns === "default" ? "default" : "campaigns",
    campaigns: option.campaigns === "default" ? [] : [...option.campaigns],
  };
}

/** The SDK rule's draft of the values (choices as typed; the rule trims). */
export function fieldOptionDraft(field: string, values: FieldOptionValues) {
  return {
    field,
    options: values.choices.map((choice) => choice.text),
    campaigns: values.scope === "default" ? ("default" as const) : values.campaigns,
  };
}

export function fieldOptionBody(
  field: string,
  values: FieldOptionValues,
  id?: string,
): Schema<"OptionalFieldOptionInput"> {
  const draft = fieldOptionDraft(field, values);
  return {
    ...(id === undefined ? {} : { id }),
    field,
    options: draft.options.map((choice) => choice.trim()),
    campaigns: draft.campaigns,
  };
}
