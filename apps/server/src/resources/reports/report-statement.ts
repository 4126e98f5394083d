/**
 * The one SQL statement of a report run (decision 0046): the submissions matching the saved
 * filter, the run's filters, the field conditions and the requester's scope, grouped by the
 * dimensions with `GROUPING SETS ((dimensions), ())` so the totals row comes from the same
 * scan; rows never reach Node, only groups. Every name comes from the list spec; values are
 * bound parameters.
 */
import type { Schema } from "@canvass/sdk/contract";
import { metricKey, metricLabel, parseDimension, type ReportMetric } from "@canvass/sdk/reports";
import { sql, type RawBuilder } from "kysely";
import { NAME_JOINS, type ListField, type NameJoin } from "../accounts/list-spec.js";
import type { ReportFields } from "./report-fields.js";

type ReportColumn = Schema<"CustomReportColumn">;

/** At most this many groups are answered (`truncated` says when there were more). */
export const REPORT_MAX_GROUPS = 10_000;

export interface ReportQuery {
  readonly groupBy?: readonly string[] | undefined;
  readonly metrics: readonly ReportMetric[];
  readonly filters?: Readonly<Record<string, string | number | boolean>> | undefined;
}

export interface ReportStatement {
  readonly columns: ReportColumn[];
  readonly statement: RawBuilder<Record<string, unknown>>;
  readonly dimensions: number;
}

function columnType(field: ListField): ReportColumn["type"] {
  if (field.kind === "timestamp" || field.kind === "date") return "date";
  if (field.kind === "number") return "number";
  if (field.kind === "boolean") return "boolean";
  return "string";
}

/** A dimension's value as SQL (a date bucket is its first day, `YYYY-MM-DD`, in `timezone`). */
function dimensionSql(field: ListField, bucket: string | undefined, timezone: string) {
  const value = sql.raw(field.sql);
  if (bucket !== undefined && field.kind === "timestamp") {
    return sql`to_char(date_trunc(${bucket}, ${value} AT TIME ZONE ${timezone}), 'YYYY-MM-DD')`;
  }
  if (bucket !== undefined) return sql`to_char(date_trunc(${bucket}, ${value}), 'YYYY-MM-DD')`;
  if (field.kind === "timestamp") {
    return sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (field.kind === "date") return sql`to_char(${value}, 'YYYY-MM-DD')`;
  return value;
}

/** A condition of `Query.filters`: `^...$` a regular expression, a boolean truthiness, else equality. */
function conditionSql(field: ListField, rule: string | number | boolean): RawBuilder<unknown> {
  const value = sql.raw(field.sql);
  if (typeof rule === "boolean") {
    const truthy =
      field.kind === "boolean"
        ? sql`coalesce(${value}, false)`
        : sql`(${value} IS NOT NULL AND ${value}::text NOT IN ('', '0', 'false'))`;
    return sql`${truthy} = ${rule}`;
  }
  if (typeof rule === "string" && rule.startsWith("^") && rule.endsWith("$")) {
    return sql`${value}::text ~ ${rule}`;
  }
  if (typeof rule === "number" && field.kind === "number") return sql`${value} = ${rule}`;
  return sql`${value}::text = ${String(rule)}`;
}

/** A measure as SQL over the grouped subquery `s` (`v<i>` its input, `x` the cancelled flag). */
function metricSql(
  metric: ReportMetric,
  input: string,
  totalsRow: RawBuilder<unknown> | undefined,
): RawBuilder<unknown> {
  const v = sql.raw(input);
  const whole = (part: RawBuilder<unknown>) =>
    totalsRow === undefined
      ? sql`(${part})::float8 / nullif(${part}, 0)`
      : sql`(${part})::float8 / nullif(max(CASE WHEN ${totalsRow} THEN ${part} END) OVER (), 0)`;
  switch (metric.fn) {
    case "count":
      return metric.field === "*" ? sql`count(*)::int` : sql`count(${v})::int`;
    case "sum":
      return sql`sum(${v})::float8`;
    case "avg":
      return sql`avg(${v})::float8`;
    case "min":
    case "max": {
      const fn = sql.raw(metric.fn);
      return sql`${fn}(${v})`;
    }
    case "share":
      return metric.field === "*" ? whole(sql`count(*)`) : whole(sql`sum(${v})`);
    case "cancelRate":
      return sql`(count(*) FILTER (WHERE s.x))::float8 / nullif(count(*), 0)`;
  }
}

/**
 * Builds the statement. `conditions` are the filter and scope conditions on `r` (from the list
 * engine); the fields were checked by `reportDefinitionProblems` with the same `fields`.
 */
export function reportStatement(
  query: ReportQuery,
  fields: ReportFields,
  conditions: readonly RawBuilder<unknown>[],
  timezone: string,
): ReportStatement {
  const joins = new Set<NameJoin>();
  const need = (name: string): ListField => {
    const field = fields.field(name);
    if (field === undefined) throw new Error(`unchecked report field ${name}`);
    if (field.join !== undefined) joins.add(field.join);
    return field;
  };
  const columns: ReportColumn[] = [];
  const inner: RawBuilder<unknown>[] = [];
  const dims = query.groupBy ?? [];
  dims.forEach((dimension, index) => {
    const { field: name, bucket } = parseDimension(dimension);
    const field = need(name);
    inner.push(sql`${dimensionSql(field, bucket, timezone)} AS ${sql.raw(`d${String(index)}`)}`);
    columns.push({
      key: dimension,
      label: dimension,
      type: bucket === undefined ? columnType(field) : "date",
      ...(bucket === undefined ? {} : { bucket }),
    });
  });
  const grouped = dims.length > 0;
  const dimList = sql.raw(dims.map((_, index) => `s.d${String(index)}`).join(", "));
  // The totals row has every dimension rolled up.
  const totalsRow = grouped ? sql`GROUPING(${dimList}) <> 0` : undefined;
  const outer: RawBuilder<unknown>[] = dims.map((_, index) => sql.raw(`s.d${String(index)}`));
  query.metrics.forEach((metric, index) => {
    const input = `s.v${String(index)}`;
    if (metric.field !== "*") {
      inner.push(sql`${sql.raw(need(metric.field).sql)} AS ${sql.raw(`v${String(index)}`)}`);
    }
    outer.push(metricSql(metric, input, totalsRow));
    const field = metric.field === "*" ? undefined : fields.field(metric.field);
    const type =
      (metric.fn === "min" || metric.fn === "max") && field !== undefined
        ? columnType(field)
        : "number";
    columns.push({ key: metricKey(metric), label: metricLabel(metric), type });
  });
  inner.push(sql`(r.cancel_date IS NOT NULL) AS x`);
  const where = [
    ...conditions,
    ...Object.entries(query.filters ?? {}).map(([name, rule]) => conditionSql(need(name), rule)),
  ];
  const joinSql = sql.raw([...joins].map((join) => NAME_JOINS[join]).join(" "));
  const whereSql = where.length === 0 ? sql`TRUE` : sql.join(where, sql` AND `);
  const from = sql`(SELECT ${sql.join(inner)} FROM accounts r ${joinSql} WHERE ${whereSql}) s`;
  const selected = sql.join(
    outer.map((part, index) => sql`${part} AS ${sql.raw(`c${String(index)}`)}`),
  );
  if (totalsRow === undefined) {
    return {
      columns,
      dimensions: 0,
      statement: sql<Record<string, unknown>>`SELECT true AS totals, ${selected} FROM ${from}`,
    };
  }
  const order = sql.raw(dims.map((_, index) => `c${String(index)} NULLS LAST`).join(", "));
  return {
    columns,
    dimensions: dims.length,
    statement: sql<Record<string, unknown>>`SELECT ${totalsRow} AS totals, ${selected}
      FROM ${from}
      GROUP BY GROUPING SETS ((${dimList}), ())
      ORDER BY totals DESC, ${order}
      LIMIT ${REPORT_MAX_GROUPS + 2}`,
  };
}
