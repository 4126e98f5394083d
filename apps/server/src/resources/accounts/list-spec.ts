/**
 * What a filtered, paged list (submissions, cancels, check-ins) is made of: its table, its
 * fields as SQL expressions, the columns its filters read and its default sort. The list engine
 * (`list-query.ts`) builds every statement from a spec and never from request text.
 *
 * SQL in a spec is written against the row alias `r` and the name joins `c` (campaigns),
 * `t` (teams) and `p` (players).
 */
import type { Database } from "../../db/index.js";

import type { SortableOperation } from "@canvass/sdk/contract";
import type { FieldKind } from "../lists/index.js";

/** How a field's value is typed, which decides its JSON text and its cursor key. */
export type { FieldKind };

/** A name join a field needs: the campaign, team or player title of the row. */
export type NameJoin = "campaigns" | "teams" | "players";

/** What hides a submission field from some callers (see `visibility.ts`). */
export type FieldVisibility = "details" | "location" | "payment";

export interface ListField {
  /** The contract's name (`Email`, `Meta_ccScanned`). */
  readonly name: string;
  /** The value as SQL over the row alias `r` (or a join alias). */
  readonly sql: string;
  readonly kind: FieldKind;
  /** The join the expression reads, when it reads one. */
  readonly join?: NameJoin;
  /** Set for fields some callers must not see. */
  readonly visibility?: FieldVisibility;
  /** Whether `Sort` may name it (short, comparable values only). */
  readonly sortable: boolean;
  /** Whether the value can be NULL (keyset paging treats NULLs specially). */
  readonly nullable: boolean;
  /**
   * The JSON text of the value, when it is not the plain encoding of `kind` (an object built
   * from several columns). NULL leaves the field out.
   */
  readonly jsonSql?: string;
  /** A number held as a double (`float8`), not exactly (decision 0091: the CSV line's SQL). */
  readonly float?: boolean;
}

export interface ListSpec {
  /** The list operation, whose `x-sortable` says what `Sort` may name. */
  readonly operationId: SortableOperation &
    ("queryAccounts" | "queryCancels" | "queryCheckins" | "queryChats");
  /** The table the rows come from. */
  readonly table: keyof Database &
    (
      | "accounts"
      | "cancels"
      | "checkins"
      | "checkins_inside_territory"
      | "checkins_outside_territory"
      | "chats"
    );
  /** The property of the answer that holds the rows (`Accounts`, `Result`). */
  readonly itemsKey: string;
  /** Every field, by contract name. */
  readonly fields: ReadonlyMap<string, ListField>;
  /** The fields returned without `Fields` (in this order). */
  readonly defaultFields: readonly string[];
  /** The fields returned whatever `Fields` says: `ID` and the others the contract requires. */
  readonly requiredFields: readonly string[];
  /** The columns the `Campaign`, `Team`, `Player` and `ID` filters read. */
  readonly filterColumns: {
    readonly campaign: string;
    readonly team: string;
    readonly player: string;
    readonly id: string;
  };
  /** The SQL of the dates `After` and `Before` may apply to, by `DateField` value. */
  readonly dateColumns: Readonly<Record<string, string>>;
  /** The date `After` and `Before` apply to without `DateField`. */
  readonly defaultDateField: string;
  /** The sort without `Sort`, e.g. `-Received`. */
  readonly defaultSort: string;
  /**
   * Sort fields an index serves in order (with the id as tie-breaker): their first page reads
   * the rows straight from the index scan; other sorts page through the ids first.
   */
  readonly indexedSorts: readonly string[];
  /** `Sort` names that sort by another field (`Campaign` → `CampaignName`). */
  readonly sortAliases: Readonly<Record<string, string>>;
  /** The tables whose changes change the list (`Last-Modified`). */
  readonly sources: readonly (keyof Database)[];
  /** Filters by values of a contract enum (`PaymentStatus`, `Frequency`), when the list has them. */
  readonly enumFilters?: readonly EnumFilter[];
  /** The free-text filter `q`, when the list has it. */
  readonly textFilter?: TextFilter;
}

/** A comma-joined filter whose values must be values of a contract enum. */
export interface EnumFilter {
  /** The query parameter. */
  readonly param: "PaymentStatus" | "Frequency";
  /** The column it reads (on `r`). */
  readonly column: string;
  /** The contract's enum (read from the generated contract, never copied). */
  readonly values: readonly string[];
}

/** One searchable text of a row: an expression an index serves, hidden with its field group. */
export interface TextSource {
  /** The lowercased text as SQL over `r` (the same expression as its trigram index). */
  readonly sql: string;
  readonly visibility?: FieldVisibility;
}

/**
 * `q`: rows whose (visible) texts contain the lowercased term, or whose id starts with it when
 * the term can start an id.
 */
export interface TextFilter {
  readonly sources: readonly TextSource[];
  /** The id column (on `r`, collation "C": a prefix is a key range). */
  readonly idColumn: string;
  /** Whether the lowercased term can start an id. */
  readonly isIdPrefix: (term: string) => boolean;
}

/** The SQL of each name join. */
export const NAME_JOINS: Readonly<Record<NameJoin, string>> = {
  campaigns: "LEFT JOIN campaigns c ON c.id = r.campaign",
  teams: "LEFT JOIN teams t ON t.id = r.team",
  players: "LEFT JOIN players p ON p.id = r.player",
};

/** The campaign, team and player titles every list offers, by name join. */
export const NAME_FIELDS: Readonly<Record<NameJoin, ListField>> = {
  campaigns: {
    name: "CampaignName",
    sql: "c.title",
    kind: "text",
    join: "campaigns",
    nullable: true,
    sortable: true,
  },
  teams: {
    name: "TeamName",
    sql: "t.title",
    kind: "text",
    join: "teams",
    nullable: true,
    sortable: true,
  },
  players: {
    name: "PlayerName",
    sql: "p.full_name",
    kind: "text",
    join: "players",
    nullable: true,
    sortable: true,
  },
};

/** `Sort` by `Campaign`, `Team` or `Player` sorts by its title (every list's `sortAliases`). */
export const NAME_SORT_ALIASES: Readonly<Record<string, string>> = {
  Campaign: "CampaignName",
  Team: "TeamName",
  Player: "PlayerName",
};

/** A map of fields by name, from a list. */
export function fieldMap(fields: readonly ListField[]): ReadonlyMap<string, ListField> {
  return new Map(fields.map((field) => [field.name, field]));
}
