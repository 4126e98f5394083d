/**
 * Reads the query of a list (`Campaign`, `Team`, `Player`, `ID`, `Type`, `PaymentStatus`,
 * `Frequency`, `q`, `After`, `Before`, `DateField`, `timezone`, `Sort`, `Fields`, `Page`,
 * `PageSize`, `Cursor`) into a `ListRequest`. Enum filters must name values of the contract's
 * enum (400 naming the parameter); `q` searches only the texts the caller may see.
 * Names are checked against the list's field catalogue (a whitelist): an unknown or hidden sort
 * field, an unknown field in `Fields`, a bad time zone or a cursor that does not fit are 400s
 * naming the parameter. Hidden fields named in `Fields` are left out silently, as they are from
 * full records. `ID` (and any other field the list's schema requires) is always returned.
 */
import { createHash } from "node:crypto";
import { readSort as readContractSort } from "@canvass/sdk/contract";
import { isValidTimeZone } from "@canvass/sdk/dates";
import { badRequest, type FieldError } from "../../http/index.js";
import { decodeCursor, pageWindow, sortProblem, type ListCursor } from "../lists/index.js";
import type { ListField, ListSpec } from "./list-spec.js";
import { isVisible, type HiddenGroups } from "./visibility.js";

/** The query parameters every list shares (each list declares a subset). */
export interface ListQueryInput {
  readonly Campaign?: string | undefined;
  readonly Team?: string | undefined;
  readonly Player?: string | undefined;
  readonly ID?: string | undefined;
  readonly Type?: string | undefined;
  readonly Page?: number | undefined;
  readonly Cursor?: string | undefined;
  readonly PageSize?: number | undefined;
  readonly Sort?: string | undefined;
  readonly After?: string | undefined;
  readonly Before?: string | undefined;
  readonly DateField?: string | undefined;
  readonly Fields?: string | undefined;
  readonly timezone?: string | undefined;
  readonly PaymentStatus?: string | undefined;
  readonly Frequency?: string | undefined;
  readonly q?: string | undefined;
}

/** A column that must hold one of some values (`PaymentStatus`, `Frequency`). */
export interface ValueFilter {
  readonly column: string;
  readonly values: readonly string[];
}

/** The free-text filter as the caller may use it. */
export interface TextRequest {
  /** The lowercased term. */
  readonly term: string;
  /** The expressions (over `r`) of the texts the caller may search. */
  readonly sources: readonly string[];
  /** The id column when the term can start an id. */
  readonly idColumn: string | undefined;
}

export interface ListSort {
  /** As the cursor records it: `-Received`, `CampaignName`. */
  readonly text: string;
  readonly field: ListField;
  readonly descending: boolean;
}

export interface ListRequest {
  readonly campaigns: readonly string[] | undefined;
  readonly teams: readonly string[] | undefined;
  readonly players: readonly string[] | undefined;
  readonly ids: readonly string[] | undefined;
  readonly type: string | undefined;
  readonly valueFilters: readonly ValueFilter[];
  readonly text: TextRequest | undefined;
  /** The SQL of the date `After` and `Before` apply to. */
  readonly dateSql: string;
  readonly after: Date | undefined;
  readonly before: Date | undefined;
  readonly sort: ListSort;
  /** The fields to return, `ID` first. */
  readonly fields: readonly ListField[];
  readonly pageSize: number;
  /** Rows to skip (`Page`), 0 with a cursor. */
  readonly offset: number;
  readonly cursor: ListCursor | undefined;
  /** Identifies the filters (not the page): cursors and cached counts are keyed by it. */
  readonly filterHash: string;
}

/** Time zone names already checked (the platform check builds an `Intl.DateTimeFormat`). */
const ZONES = new Map<string, boolean>();

function isKnownZone(name: string): boolean {
  let valid = ZONES.get(name);
  if (valid === undefined) {
    valid = isValidTimeZone(name);
    if (ZONES.size < 1_000) ZONES.set(name, valid);
  }
  return valid;
}

function csv(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...new Set(value.split(",").filter((item) => item !== ""))];
}

function readSort(
  spec: ListSpec,
  text: string | undefined,
  hidden: HiddenGroups,
  errors: FieldError[],
): ListSort {
  // The contract's `x-sortable` first (what any caller may name), then the caller's visibility.
  const contract = readContractSort(spec.operationId, text);
  const requested = contract?.text ?? text ?? spec.defaultSort;
  const descending = requested.startsWith("-");
  const bare = descending ? requested.slice(1) : requested;
  const name = spec.sortAliases[bare] ?? bare;
  const field = spec.fields.get(name);
  if (contract === undefined || field?.sortable !== true || !isVisible(field, hidden)) {
    errors.push(sortProblem(spec.operationId, requested));
    const fallback = spec.fields.get("ID");
    if (fallback === undefined) throw new Error(`${spec.table}: no ID field`);
    return { text: "-ID", field: fallback, descending: true };
  }
  return { text: `${descending ? "-" : ""}${name}`, field, descending };
}

function readFields(
  spec: ListSpec,
  text: string | undefined,
  hidden: HiddenGroups,
  errors: FieldError[],
): ListField[] {
  const names =
    text === undefined ? spec.defaultFields : [...spec.requiredFields, ...(csv(text) ?? [])];
  const unknown = names.filter((name) => !spec.fields.has(name));
  if (unknown.length > 0) {
    errors.push({
      field: "query.Fields",
      message: `unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`,
      code: "field",
    });
  }
  const fields: ListField[] = [];
  for (const name of new Set(names)) {
    const field = spec.fields.get(name);
    if (field !== undefined && isVisible(field, hidden)) fields.push(field);
  }
  return fields;
}

function readValueFilters(
  spec: ListSpec,
  query: ListQueryInput,
  errors: FieldError[],
): ValueFilter[] {
  const filters: ValueFilter[] = [];
  for (const filter of spec.enumFilters ?? []) {
    const values = csv(query[filter.param]);
    if (values === undefined) continue;
    const unknown = values.filter((value) => !filter.values.includes(value));
    if (unknown.length > 0) {
      errors.push({
        field: `query.${filter.param}`,
        message: `unknown value${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (one of ${filter.values.join(", ")})`,
        code: "enum",
      });
    }
    filters.push({ column: filter.column, values: [...values].sort() });
  }
  return filters;
}

function readText(
  spec: ListSpec,
  text: string | undefined,
  hidden: HiddenGroups,
): TextRequest | undefined {
  const filter = spec.textFilter;
  if (filter === undefined || text === undefined) return undefined;
  const term = text.trim().toLowerCase();
  const sources = filter.sources
    .filter((source) => source.visibility === undefined || !hidden.has(source.visibility))
    .map((source) => source.sql);
  return { term, sources, idColumn: filter.isIdPrefix(term) ? filter.idColumn : undefined };
}

function hashFilters(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 12);
}

/** The list request, or a 400 naming every bad parameter. */
export function readListRequest(
  spec: ListSpec,
  query: ListQueryInput,
  hidden: HiddenGroups,
): ListRequest {
  const errors: FieldError[] = [];
  const timezone = query.timezone ?? "UTC";
  if (!isKnownZone(timezone)) {
    errors.push({ field: "query.timezone", message: "is not a known time zone", code: "timezone" });
  }
  const dateField = query.DateField ?? spec.defaultDateField;
  const dateSql = spec.dateColumns[dateField];
  if (dateSql === undefined) {
    errors.push({ field: "query.DateField", message: "is not a date of this list", code: "enum" });
  }
  const sort = readSort(spec, query.Sort, hidden, errors);
  const fields = readFields(spec, query.Fields, hidden, errors);
  const after = query.After === undefined ? undefined : new Date(query.After);
  const before = query.Before === undefined ? undefined : new Date(query.Before);
  const campaigns = csv(query.Campaign);
  const teams = csv(query.Team);
  const players = csv(query.Player);
  const ids = csv(query.ID);
  const valueFilters = readValueFilters(spec, query, errors);
  const text = readText(spec, query.q, hidden);
  const filterHash = hashFilters([
    spec.table,
    campaigns,
    teams,
    players,
    ids,
    query.Type,
    after?.toISOString(),
    before?.toISOString(),
    dateField,
    // Only when given, so the hash of a list without them stays what it was.
    ...(valueFilters.length > 0 || text !== undefined ? [valueFilters, text] : []),
  ]);
  let cursor: ListCursor | undefined;
  if (query.Cursor !== undefined && errors.length === 0) {
    cursor = decodeCursor(query.Cursor, { sort: sort.text, filterHash, kind: sort.field.kind });
  }
  if (errors.length > 0) throw badRequest("Some parameters of this list are not valid.", errors);
  const window = pageWindow(query);
  const pageSize = window.limit;
  const offset = cursor === undefined ? window.offset : 0;
  return {
    campaigns,
    teams,
    players,
    ids,
    type: query.Type,
    valueFilters,
    text,
    dateSql: dateSql ?? "r.created",
    after,
    before,
    sort,
    fields,
    pageSize,
    offset,
    cursor,
    filterHash,
  };
}
