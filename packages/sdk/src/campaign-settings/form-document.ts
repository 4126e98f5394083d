/**
 * The campaign's sign-up form (`form.json`, decision 0031): the fields a fundraiser fills in, in
 * display order. A field is an account (submission) field with its input type, its label (the
 * default `label`, and one per locale in `labels`), whether it is required, an optional
 * validator and mask, and the choices of a `select`. A `section` entry is a heading: the fields
 * after it, up to the next heading, are its fields. The shape is the contract's `CampaignForm`
 * with these keys fixed; `formProblems` (form-problems.ts) is its rule.
 */
import type { Locale } from "../locale/locale.constants";

/** The input types a form field may have; `section` is a heading, not an input. */
export const FORM_FIELD_TYPES = [
  "text",
  "email",
  "tel",
  "number",
  "date",
  "select",
  "checkbox",
  "section",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The types a person types or picks a value into (every type but `section`). */
export const FORM_INPUT_TYPES = FORM_FIELD_TYPES.filter((type) => type !== "section");

/** The version of the document's shape this code writes and reads. */
export const FORM_VERSION = 1;

export interface FormOption {
  readonly value: string;
  readonly display: string;
}

export interface FormField {
  /** The account field's name (for a section, the heading's own name). */
  readonly name: string;
  readonly type: FormFieldType;
  /** The label shown when no label of the reader's locale is given. */
  readonly label: string;
  /** The label per locale (locales without one show `label`). */
  readonly labels?: Readonly<Partial<Record<Locale, string>>>;
  readonly required?: boolean;
  /** `^…$` (a regular expression) or the name of a configured validator. */
  readonly validator?: string;
  readonly mask?: string;
  /** The choices of a `select` (only a `select` has them). */
  readonly options?: readonly FormOption[];
}

export interface FormDocument {
  readonly version: typeof FORM_VERSION;
  readonly fields: readonly FormField[];
}

export const EMPTY_FORM: FormDocument = { version: FORM_VERSION, fields: [] };

/** The label of a field in `locale` (its own label there, else the default label). */
export function formFieldLabel(field: FormField, locale: string): string {
  const own = field.labels?.[locale as Locale];
  return own !== undefined && own.trim() !== "" ? own : field.label;
}

/** The form's fields grouped under their headings (fields before the first heading: `heading` null). */
export function formSections(
  document: FormDocument,
): { readonly heading: FormField | null; readonly fields: readonly FormField[] }[] {
  const sections: { heading: FormField | null; fields: FormField[] }[] = [];
  for (const field of document.fields) {
    if (field.type === "section") sections.push({ heading: field, fields: [] });
    else {
      if (sections.length === 0) sections.push({ heading: null, fields: [] });
      sections[sections.length - 1]?.fields.push(field);
    }
  }
  return sections;
}

/** `fields` with the entry at `from` moved to `to` (both clamped to the list). */
export function moveFormField<T>(fields: readonly T[], from: number, to: number): T[] {
  const list = [...fields];
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = list.splice(from, 1);
  if (moved !== undefined) list.splice(target, 0, moved);
  return list;
}

/** A form read from storage, or the empty form when it is absent or not an object with fields. */
export function readFormDocument(value: unknown): FormDocument {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_FORM;
  const { fields } = value as Record<string, unknown>;
  if (!Array.isArray(fields)) return EMPTY_FORM;
  return { version: FORM_VERSION, fields: fields as FormField[] };
}
