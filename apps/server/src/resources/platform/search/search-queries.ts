/**
 * One query per section of the global search, each limited to `limit` hits and to the caller's
 * data scope (decision 0006). Names, e-mails and titles are matched with `ILIKE '%term%'` on the
 * `pg_trgm` GIN indexes (`accounts.name_search`, `players.search_text`, `teams.title`,
 * `campaigns.title`); submission ids by prefix on the primary key ("C" collation, so `LIKE
 * 'abc%'` is a key range); other ids exactly.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import { isSubmissionIdTerm } from "@canvass/sdk/search";
import { sql, type Kysely } from "kysely";
import type { DataScope, Principal } from "../../../auth/index.js";
import type { Database } from "../../../db/index.js";

export type SearchAccount = Schema<"SearchAccount">;
export type SearchPlayer = Schema<"SearchPlayer">;
export type SearchTeam = Schema<"SearchTeam">;
export type SearchCampaign = Schema<"SearchCampaign">;

export interface SearchInput {
  readonly principal: Principal;
  readonly scope: DataScope;
  /** The normalised term (`normalizeSearchTerm`). */
  readonly term: string;
  readonly limit: number;
}

/** `%term%` with LIKE's wildcards and escape character taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The id prefixes of a term that names submissions (`3fa9c1` or `3fa9c1,d4e5f6`), lowercased. */
export function submissionIdPrefixes(term: string): string[] {
  const parts = term.split(",").filter((part) => part !== "");
  return parts.length > 0 && parts.every((part) => isSubmissionIdTerm(part))
    ? [...new Set(parts.map((part) => part.toLowerCase()))]
    : [];
}

/** The submissions whose id starts with one of the term's prefixes, in the caller's scope. */
export function accountIdQuery(db: Kysely<Database>, input: SearchInput, prefixes: string[]) {
  const { scope } = input;
  let query = db
    .selectFrom("accounts")
    .select(["id", "first_name", "last_name", "email"])
    .where((eb) => eb.or(prefixes.map((prefix) => eb("id", "like", `${prefix}%`))));
  if (scope.teams !== undefined) query = query.where("team", "in", [...scope.teams, ""]);
  if (scope.campaigns !== undefined)
    query = query.where("campaign", "in", [...scope.campaigns, ""]);
  if (scope.player !== undefined) query = query.where("player", "=", scope.player);
  return query.orderBy("id").limit(input.limit);
}

/**
 * The submissions whose names or e-mail contain the term, in the caller's scope: the most
 * similar first (`pg_trgm`'s `similarity`), ties by id.
 */
export function accountNameQuery(db: Kysely<Database>, input: SearchInput) {
  const { scope } = input;
  let query = db
    .selectFrom("accounts")
    .select(["id", "first_name", "last_name", "email"])
    .where("name_search", "ilike", containsPattern(input.term));
  // `""` keeps the list non-empty: an empty scope then matches nothing instead of failing.
  if (scope.teams !== undefined) query = query.where("team", "in", [...scope.teams, ""]);
  if (scope.campaigns !== undefined)
    query = query.where("campaign", "in", [...scope.campaigns, ""]);
  if (scope.player !== undefined) query = query.where("player", "=", scope.player);
  // Deterministic: the best trigram match first, then by id, so the same search answers the same
  // hits in the same order (without an order the planner's bitmap scan picked any ten).
  return query
    .orderBy(sql`similarity(name_search, ${input.term})`, "desc")
    .orderBy("id")
    .limit(input.limit);
}

export async function searchAccounts(
  db: Kysely<Database>,
  input: SearchInput,
): Promise<SearchAccount[]> {
  const prefixes = submissionIdPrefixes(input.term);
  const byId = prefixes.length > 0 ? await accountIdQuery(db, input, prefixes).execute() : [];
  const byName =
    byId.length < input.limit && prefixes.length <= 1
      ? await accountNameQuery(db, input).execute()
      : [];
  const seen = new Set<string>();
  const hits: SearchAccount[] = [];
  for (const row of [...byId, ...byName]) {
    if (seen.has(row.id) || hits.length >= input.limit) continue;
    seen.add(row.id);
    hits.push({
      ID: row.id,
      FirstName: row.first_name ?? "",
      LastName: row.last_name ?? "",
      ...(row.email === null ? {} : { Email: row.email }),
    });
  }
  return hits;
}

/** Decision 0006's users column as a filter (see `playerInScope` for the same rule per row). */
export function playerQuery(db: Kysely<Database>, input: SearchInput) {
  const { principal, scope, term } = input;
  const me = principal.player;
  let query = db
    .selectFrom("players")
    .select(["id", "firstname", "lastname", "email"])
    .where((eb) =>
      eb.or([eb("search_text", "like", containsPattern(term.toLowerCase())), eb("id", "=", term)]),
    );
  const roles: Role[] = [...scope.roles];
  switch (me.role) {
    case "root":
    case "admin":
      query = query.where("role", "in", roles);
      break;
    case "manager":
      query = query.where((eb) =>
        eb.or([
          eb("id", "=", me.id),
          eb.and([eb("role", "in", roles), eb("team", "in", [...(scope.teams ?? []), ""])]),
        ]),
      );
      break;
    case "client":
      query = query.where((eb) =>
        eb.or([
          eb("id", "=", me.id),
          eb.and([eb("role", "=", "client"), eb("client", "=", me.client ?? "")]),
        ]),
      );
      break;
    case "callcenter":
    case "rep":
      query = query.where("team", "=", me.team).where("role", "=", me.role);
      break;
  }
  return query.orderBy("lastname").orderBy("firstname").orderBy("id").limit(input.limit);
}

export async function searchPlayers(
  db: Kysely<Database>,
  input: SearchInput,
): Promise<SearchPlayer[]> {
  const rows = await playerQuery(db, input).execute();
  return rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
  }));
}

export function teamQuery(db: Kysely<Database>, input: SearchInput) {
  const { scope, term } = input;
  let query = db
    .selectFrom("teams")
    .select(["id", "title"])
    .where((eb) => eb.or([eb("title", "ilike", containsPattern(term)), eb("id", "=", term)]));
  if (scope.teams !== undefined) query = query.where("id", "in", [...scope.teams, ""]);
  return query.orderBy("title").orderBy("id").limit(input.limit);
}

export async function searchTeams(db: Kysely<Database>, input: SearchInput): Promise<SearchTeam[]> {
  return teamQuery(db, input).execute();
}

export function campaignQuery(db: Kysely<Database>, input: SearchInput) {
  const { scope, term } = input;
  let query = db
    .selectFrom("campaigns")
    .select(["id", "title"])
    .where((eb) => eb.or([eb("title", "ilike", containsPattern(term)), eb("id", "=", term)]));
  if (scope.campaigns !== undefined) query = query.where("id", "in", [...scope.campaigns, ""]);
  return query.orderBy("title").orderBy("id").limit(input.limit);
}

export async function searchCampaigns(
  db: Kysely<Database>,
  input: SearchInput,
): Promise<SearchCampaign[]> {
  return campaignQuery(db, input).execute();
}
