/**
 * The contract's field limits (`minLength`, `maxLength`, `minimum`, `maximum`, `pattern`, `enum`),
 * generated from `openapi/` (`schemaLimits`). Forms and checks read them here instead of copying
 * numbers: a contract change reaches every caller with `npm run generate`.
 */
import { schemaLimits } from "../generated/limits";
import type { FieldLimits } from "./field-limits.types";

export { schemaLimits };

/** Schemas that have fields with limits. */
export type LimitedSchema = keyof typeof schemaLimits;

/** The fields with limits of a schema. */
export type LimitedField<S extends LimitedSchema> = keyof (typeof schemaLimits)[S] & string;

/** The limits of one field of a schema (`fieldLimits("PlayerCreate", "username").maxLength`). */
export function fieldLimits<S extends LimitedSchema>(
  schema: S,
  field: LimitedField<S>,
): FieldLimits {
  const fields = schemaLimits[schema] as Readonly<Record<string, FieldLimits>>;
  const limits = fields[field];
  if (limits === undefined) throw new Error(`The contract has no limits for ${schema}.${field}`);
  return limits;
}

/** A field's `pattern` as a regular expression (`u` flag, as JSON Schema reads it). */
export function limitPattern(limits: FieldLimits): RegExp | undefined {
  return limits.pattern === undefined ? undefined : new RegExp(limits.pattern, "u");
}

/** A text's length as JSON Schema counts it (code points, not UTF-16 units). */
export function schemaLength(text: string): number {
  return Array.from(text).length;
}
