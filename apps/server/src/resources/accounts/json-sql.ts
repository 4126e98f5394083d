/**
 * JSON built by the database as text. A row becomes `'{' || concat_ws(',', '"K":' || v, …) || '}'`:
 * a NULL value makes its `'"K":' || v` NULL and `concat_ws` skips it, so absent values are left
 * out (the contract has few nullable fields) without decoding anything in JavaScript. On PGlite
 * this is about twice as fast as `json_build_object` + `json_strip_nulls` and three times as fast
 * as reading the rows.
 *
 * Timestamps are written in UTC with a `Z` whatever the session's `TimeZone` and `DateStyle`
 * (`to_json` of a `timestamp` is always ISO 8601).
 */
import type { FieldKind, ListField } from "./list-spec.js";

/** The JSON text of a value of this kind (NULL stays NULL). */
export function jsonValueSql(kind: FieldKind, expression: string): string {
  switch (kind) {
    case "text":
    case "date":
    case "json":
      return `to_json(${expression})::text`;
    case "number":
    case "boolean":
      return `(${expression})::text`;
    case "timestamp":
      return `rtrim(to_json((${expression}) AT TIME ZONE 'UTC')::text, '"') || 'Z"'`;
  }
}

/** The comparable text of a value, as cursors carry it (NULL stays NULL). */
export function keyTextSql(kind: FieldKind, expression: string): string {
  switch (kind) {
    case "timestamp":
      return `(to_json((${expression}) AT TIME ZONE 'UTC') #>> '{}') || 'Z'`;
    case "date":
      return `to_json(${expression}) #>> '{}'`;
    case "text":
      return `(${expression})`;
    case "number":
    case "boolean":
    case "json":
      return `(${expression})::text`;
  }
}

/** The SQL type a cursor's key text is cast back to. */
export function keyCastType(kind: FieldKind): string {
  switch (kind) {
    case "timestamp":
      return "timestamptz";
    case "date":
      return "date";
    case "number":
      return "numeric";
    case "boolean":
      return "boolean";
    case "text":
    case "json":
      return "text";
  }
}

/** `'"Name":' || <json>`: one member of an object, NULL when the value is NULL. */
export function memberSql(field: ListField): string {
  return `'${JSON.stringify(field.name)}:' || ${field.jsonSql ?? jsonValueSql(field.kind, field.sql)}`;
}

/**
 * One JSON object from its fields. `concat_ws` takes at most 100 arguments, so long field lists
 * are joined in groups.
 */
export function objectSql(fields: readonly ListField[]): string {
  const members = fields.map(memberSql);
  const groups: string[] = [];
  for (let start = 0; start < members.length; start += 90) {
    groups.push(`concat_ws(',', ${members.slice(start, start + 90).join(", ")})`);
  }
  const body =
    groups.length === 1
      ? (groups[0] ?? "''")
      : `concat_ws(',', ${groups.map((g) => `nullif(${g}, '')`).join(", ")})`;
  return `'{' || ${body} || '}'`;
}
