/**
 * A user's or team's configured optional fields as form values and back (decision 0011): text,
 * choice and date fields are text in the form (a date as `YYYY-MM-DD`), a number field a number
 * or null, a yes/no field a boolean. Saving writes each field's value by its type, removes the
 * key of an emptied field, and keeps every key the settings do not list.
 */
import { isEmptyMetadataValue, type MetadataField } from "@canvass/sdk/fields";

export type OptionalValue = string | number | boolean | null;
export type OptionalValues = Record<string, OptionalValue>;

type Metadata = Readonly<Record<string, unknown>> | null | undefined;

/** The form values of the fields from the stored metadata (a value of the wrong type as text). */
export function optionalValuesOf(
  fields: readonly MetadataField[],
  metadata: Metadata,
): OptionalValues {
  const values: OptionalValues = {};
  for (const field of fields) {
    const stored = metadata?.[field.key];
    if (field.type === "boolean") values[field.key] = stored === true;
    else if (field.type === "number") {
      values[field.key] =
        typeof stored === "number" ? stored : isEmptyMetadataValue(stored) ? null : String(stored);
    } else
      values[field.key] = isEmptyMetadataValue(stored)
        ? ""
        : typeof stored === "string"
          ? stored
          : JSON.stringify(stored);
  }
  return values;
}

/** What a form value stores: trimmed text, the number, the boolean; `undefined` when empty. */
export function storedValueOf(field: MetadataField, value: OptionalValue | undefined): unknown {
  if (field.type === "boolean") return value === true;
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    return text === "" ? undefined : text;
  }
  return value;
}

/** The metadata to save: the fields' values written, emptied fields removed, other keys kept. */
export function metadataWithOptionalValues(
  fields: readonly MetadataField[],
  metadata: Metadata,
  values: Readonly<OptionalValues>,
): Record<string, unknown> {
  const written = fields.flatMap((field): [string, unknown][] => {
    const stored = storedValueOf(field, values[field.key]);
    return stored === undefined ? [] : [[field.key, stored]];
  });
  return { ...metadataWithoutFields(fields, metadata), ...Object.fromEntries(written) };
}

/** The metadata without the configured keys: what the free-form rows edit. */
export function metadataWithoutFields(
  fields: readonly MetadataField[],
  metadata: Metadata,
): Record<string, unknown> {
  const keys = new Set(fields.map((field) => field.key));
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([key]) => !keys.has(key)));
}
